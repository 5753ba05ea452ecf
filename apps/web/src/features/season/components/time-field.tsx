import { Fragment } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromTypedTime } from '@/lib/local-time';
import { zonedParts } from '@/lib/zoned-time';
import type { SeasonFormValues } from '../season-form-values';
import { SeasonField } from './season-field';

type TimeName = `${'applications' | 'live'}.${'startsAt' | 'endsAt'}` | `rounds.${number}.${'startsAt' | 'endsAt' | 'revealsAt'}`;

interface TimeFieldProps {
  name: TimeName;
  label: string;
  hint?: string;
  /** The notes naming the organiser's zone and the format to type in. */
  describedBy: string;
}

/**
 * A date and time typed as the site language writes it (a browser's own date picker would write
 * it in the browser's language). Right under it, the moment it names, in the organiser's zone and
 * the show's, so a slip of day and month or of zone shows before saving.
 */
export function TimeField({ name, label, hint, describedBy }: TimeFieldProps) {
  const { i18n } = useTranslation();
  const { register } = useFormContext<SeasonFormValues>();
  const typed = useWatch<SeasonFormValues, TimeName>({ name });
  const instant = fromTypedTime(typed, i18n.language);
  const reads = instant !== typed ? zonedParts(instant, i18n.language) : [];
  return (
    <SeasonField name={name} label={label} hint={hint} describedBy={describedBy}>
      {(control) => (
        <>
          <input
            type="text"
            autoComplete="off"
            spellCheck={false}
            className="form-field__input"
            {...control}
            aria-describedby={[`${control.id}-reads`, control['aria-describedby']].filter(Boolean).join(' ')}
            {...register(name)}
          />
          <p className="form-field__hint season-time__reads" id={`${control.id}-reads`}>
            {reads.map((part, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <span>{part}</span>
              </Fragment>
            ))}
          </p>
        </>
      )}
    </SeasonField>
  );
}
