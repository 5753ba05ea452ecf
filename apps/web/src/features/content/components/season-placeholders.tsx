import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { placeholderMoment, SEASON_PLACEHOLDERS, showMoment } from '@awards/contracts';
import { useNotifications } from '@/components/ui/notification/notifications';
import { backstagePath } from '@/lib/backstage-paths';
import { useLanguage } from '@/lib/i18n';
import { useSeasonCalendar } from '../use-season-calendar';
import './season-placeholders.css';

/** Each placeholder with what it names and what it shows now in the backstage's language, and a button to copy it. */
function PlaceholderList() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const calendar = useSeasonCalendar();
  const { notify } = useNotifications();
  const names = t('placeholders.names', { returnObjects: true }) as Record<string, string | undefined>;
  const copy = (token: string) =>
    navigator.clipboard.writeText(token).then(
      () => notify({ type: 'success', text: t('placeholders.copied', { placeholder: token }) }),
      () => notify({ type: 'error', text: t('placeholders.copyFailed') }),
    );
  return (
    <>
      <p className="season-placeholders__text">
        <Trans t={t} i18nKey="placeholders.lead" components={{ season: <Link to={backstagePath('BackstageSeason')} /> }} />
      </p>
      <p className="form-field__hint">{t('placeholders.styles', { example: '{show.start:time}' })}</p>
      <ul className="season-placeholders__list">
        {SEASON_PLACEHOLDERS.map((name) => {
          const token = `{${name}}`;
          const moment = calendar && placeholderMoment(calendar, name);
          return (
            <li key={name} className="season-placeholders__item">
              <code className="season-placeholders__token">{token}</code>
              <span className="season-placeholders__name">{names[name.replaceAll('.', '_')] ?? name}</span>
              <span className="season-placeholders__shows">{moment ? showMoment(moment, language) : t('placeholders.none')}</span>
              <button type="button" className="button button--ghost button--small season-placeholders__copy" aria-label={t('placeholders.copyNamed', { placeholder: token })} onClick={() => void copy(token)}>
                {t('placeholders.copy')}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The placeholders a text may quote the season's dates with, to copy into a text: the site writes
 * them in each reader's language, and they follow the Season page, where the dates are set. Folded
 * until opened, and drawn only then: most edits need none of it.
 */
export function SeasonPlaceholders() {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  return (
    <details className="season-placeholders" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="season-placeholders__summary">{t('placeholders.title')}</summary>
      {open && <PlaceholderList />}
    </details>
  );
}
