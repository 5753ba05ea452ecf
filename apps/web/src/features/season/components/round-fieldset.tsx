import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TIE_BREAKS, type SeasonRound } from '@awards/contracts';
import type { SeasonFormValues } from '../season-form-values';
import { RoundHeading } from './round-heading';
import { fieldId, SeasonField } from './season-field';
import { TimeField } from './time-field';

const WEIGHT = /^\d{1,3}$/;

/**
 * A voting round's dates, how its results are blended (audience and jury weights adding up to
 * 100, a tie-break rule) and whether the live show reveals them.
 */
export function RoundFieldset({ round, index, zoneId }: { round: SeasonRound; index: number; zoneId: string }) {
  const { t } = useTranslation('season');
  const {
    register,
    setValue,
    formState: { isSubmitted },
  } = useFormContext<SeasonFormValues>();
  const name = <Field extends string>(field: Field) => `rounds.${index}.${field}` as const;

  /** Typing one weight fills in the other, so that the two add up to 100. */
  const fillOther = (other: 'audienceWeight' | 'juryWeight') => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (WEIGHT.test(typed) && Number(typed) <= 100) setValue(name(other), 100 - Number(typed), { shouldValidate: isSubmitted });
  };
  const hintId = `season-round-${index}-blend-hint`;
  const liveId = fieldId(name('liveReveal'));

  return (
    <fieldset className="season-section">
      <legend className="season-section__legend">
        <RoundHeading round={round} number={index + 1} />
      </legend>
      <div className="season-section__fields">
        {(['startsAt', 'endsAt', 'revealsAt'] as const).map((field) => (
          <TimeField key={field} name={name(field)} label={t(`season.${field}`)} hint={field === 'revealsAt' ? t('season.revealHint') : undefined} describedBy={zoneId} />
        ))}
      </div>
      <fieldset className="season-blend" aria-describedby={hintId}>
        <legend className="season-blend__legend">{t('season.blend')}</legend>
        <p className="form-field__hint" id={hintId}>
          {t('season.blendHint')}
        </p>
        <div className="season-blend__weights">
          <SeasonField name={name('audienceWeight')} label={t('season.audienceWeight')}>
            {(control) => (
              <input type="number" inputMode="numeric" min={0} max={100} step={1} className="form-field__input" {...control} {...register(name('audienceWeight'), { valueAsNumber: true, onChange: fillOther('juryWeight') })} />
            )}
          </SeasonField>
          <SeasonField name={name('juryWeight')} label={t('season.juryWeight')}>
            {(control) => (
              <input type="number" inputMode="numeric" min={0} max={100} step={1} className="form-field__input" {...control} {...register(name('juryWeight'), { valueAsNumber: true, onChange: fillOther('audienceWeight') })} />
            )}
          </SeasonField>
        </div>
      </fieldset>
      <SeasonField name={name('tieBreak')} label={t('season.tieBreak')} hint={t('season.tieBreakHint')}>
        {(control) => (
          <select className="form-field__input" {...control} {...register(name('tieBreak'))}>
            {TIE_BREAKS.map((rule) => (
              <option key={rule} value={rule}>
                {t(`tieBreaks.${rule}`)}
              </option>
            ))}
          </select>
        )}
      </SeasonField>
      <div className="form-check">
        <input type="checkbox" id={liveId} className="form-check__box" aria-describedby={`${liveId}-hint`} {...register(name('liveReveal'))} />
        <label className="form-check__label" htmlFor={liveId}>
          {t('season.liveReveal')}
        </label>
        <p className="form-field__hint season-section__check-hint" id={`${liveId}-hint`}>
          {t('season.liveRevealHint')}
        </p>
      </div>
    </fieldset>
  );
}
