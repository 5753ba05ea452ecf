import { useTranslation } from 'react-i18next';
import './rehearsal-banner.css';

/** Says, while rehearsing, that nothing reaches a visitor; the rehearsal starts over from here. */
export function RehearsalBanner({ resetting, onReset }: { resetting: boolean; onReset: () => void }) {
  const { t } = useTranslation('show');
  return (
    <div className="show-rehearsal">
      <p className="show-rehearsal__text">{t('rehearsal.banner')}</p>
      <button type="button" className="button button--ghost button--small show-rehearsal__reset" disabled={resetting} onClick={onReset}>
        {t(resetting ? 'rehearsal.resetting' : 'rehearsal.reset')}
      </button>
    </div>
  );
}
