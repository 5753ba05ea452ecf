import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@awards/contracts';
import { setLanguage, useLanguage } from '@/lib/i18n';
import './language-switcher.css';

/** EN · ES · RU · PT: the wire's codes, with SP shown as ES (the `label` in contracts). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <div className="language-switcher" role="group" aria-label={t('menu.language')}>
      {LANGUAGES.map(({ code, label, locale }, index) => (
        <Fragment key={code}>
          {index > 0 && (
            <span className="language-switcher__dot" aria-hidden="true">
              ·
            </span>
          )}
          <button
            type="button"
            className="language-switcher__option"
            lang={locale}
            aria-pressed={code === current}
            aria-label={t(`languages.${code}`)}
            onClick={() => void setLanguage(code)}
          >
            {label}
          </button>
        </Fragment>
      ))}
    </div>
  );
}
