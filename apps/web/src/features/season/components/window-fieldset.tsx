import { useTranslation } from 'react-i18next';
import { WINDOW_FIELDS } from '../season-form-values';
import { TimeField } from './time-field';

/** The applications window or the live show: a start and an end, in the organiser's zone. */
export function WindowFieldset({ section, zoneId }: { section: 'applications' | 'live'; zoneId: string }) {
  const { t } = useTranslation('season');
  return (
    <fieldset className="season-section">
      <legend className="season-section__legend">
        <h2 className="season-section__title">{t(`season.${section}`)}</h2>
      </legend>
      <div className="season-section__fields">
        {WINDOW_FIELDS.map((field) => (
          <TimeField key={field} name={`${section}.${field}`} label={t(`season.${field}`)} describedBy={zoneId} />
        ))}
      </div>
    </fieldset>
  );
}
