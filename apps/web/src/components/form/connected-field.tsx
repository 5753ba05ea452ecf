import type { ReactElement, ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useFormErrorText } from '@/lib/form-errors';
import type { ControlProps } from './form-field';

interface ConnectedFieldProps {
  /** The form's name of the value (`rounds.1.startsAt`, `texts.RU.answer`): its problem is read by it. */
  name: string;
  /** The control's id, which an error summary links to. */
  id: string;
  label: ReactNode;
  hint?: string;
  /** Another text the control is read with: the time zone the page names once. */
  describedBy?: string;
  className?: string;
  children: (control: ControlProps) => ReactElement;
}

/**
 * A labelled control of a react-hook-form form, with its hint and its problem (the form's, or the
 * server's set on it). The hint goes under the control, so the inputs of a row line up whether or
 * not each has one. An error summary announces the problems, so the one under each field is tied
 * to it without being announced again.
 */
export function ConnectedField({ name, id, label, hint, describedBy, className, children }: ConnectedFieldProps) {
  const {
    formState: { errors },
  } = useFormContext();
  const errorText = useFormErrorText();
  const error = errorText((get(errors, name) as { message?: string } | undefined)?.message);
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
