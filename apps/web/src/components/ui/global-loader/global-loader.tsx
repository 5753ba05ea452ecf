import { useTranslation } from 'react-i18next';
import './global-loader.css';

/** On while a navigation runs (lazy route code, loaders), off when it ends. */
export function GlobalLoader({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div className="global-loader" role="status">
      <span className="global-loader__bar" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
