import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WINDOW_FIELDS, type SeasonFormValues } from '../season-form-values';
import { SeasonField } from './season-field';

/** The applications window or the live show: a start and an end, in the organiser's zone. */
export function WindowFieldset({ section, zoneId }: { section: 'applications' | 'live'; zoneId: string }) {
  const { t } = useTranslation('season');
  const { register } = useFormContext<SeasonFormValues>();
  return (
    <fieldset className="season-section">
      <legend className="season-section__legend">
        <h2 className="season-section__title">{t(`season.${section}`)}</h2>
      </legend>
      <div className="season-section__fields">
        {WINDOW_FIELDS.map((field) => (
          <SeasonField key={field} name={`${section}.${field}`} label={t(`season.${field}`)} describedBy={zoneId}>
            {(control) => <input type="datetime-local" className="form-field__input" {...control} {...register(`${section}.${field}`)} />}
          </SeasonField>
        ))}
      </div>
    </fieldset>
  );
}
