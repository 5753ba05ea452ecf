import type { ReactElement } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useFormErrorText } from '@/lib/form-errors';
import type { SeasonFormValues } from '../season-form-values';

/** A field's id, from its name: the error summary links to it. */
export const fieldId = (name: string) => `season-${name.replaceAll('.', '-')}`;

export interface SeasonControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface SeasonFieldProps {
  /** The form's name of the value (`rounds.1.startsAt`), which also makes the control's id. */
  name: string;
  label: string;
  hint?: string;
  /** Another text the control is read with: the time zone the page names once. */
  describedBy?: string;
  className?: string;
  children: (control: SeasonControlProps) => ReactElement;
}

/**
 * A labelled control of the season form with its hint and its problem. The hint goes under the
 * control, so the inputs of a row line up whether or not each has one. The summary at the top
 * announces the problems, so the one under each field is tied to it without being announced again.
 */
export function SeasonField({ name, label, hint, describedBy, className, children }: SeasonFieldProps) {
  const {
    formState: { errors },
  } = useFormContext<SeasonFormValues>();
  const errorText = useFormErrorText();
  const error = errorText((get(errors, name) as { message?: string } | undefined)?.message);
  const id = fieldId(name);
  const describedByIds = [hint ? `${id}-hint` : null, describedBy ?? null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['form-field', error ? 'has-error' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedByIds, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint && (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
