import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { useSeason } from '@/entities/season/get-season';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';

/** Which voting round's votes to download: every round's (no value), or one, named as the season names it. */
export function RoundPicker({ value, onChange, disabled }: { value: number | undefined; onChange: (roundId: number | undefined) => void; disabled: boolean }) {
  const { t } = useTranslation('exports');
  const language = useLanguage();
  const season = useSeason((data) => data.rounds);
  const error = season.isError ? `${t('round.loadError')} ${describeApiError(season.error, language).message}` : undefined;
  return (
    <FormField label={t('round.label')} error={error}>
      {(control) => (
        <select
          className="form-field__input"
          {...control}
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="">{t('round.all')}</option>
          {season.data?.map((round, index) => (
            <option key={round.id} value={round.id}>
              {t('round.option', { number: index + 1, kind: t(`round.${round.kind}`) })}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
