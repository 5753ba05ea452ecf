import { type InputHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import './form-field.css';
import { usePageId } from '@/lib/hydration';

/** What ties a control to its label, hint and error: spread it on the input, textarea or select. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  label: ReactNode;
  /** The control's id, when something else links to it (an error summary); one is made otherwise. */
  id?: string;
  /** A line under the label, read with the field. */
  hint?: string;
  /** The translated error, shown and announced under the field; none while valid or untouched. */
  error?: string;
  /** Marks the label of a field the form cannot go without. */
  required?: boolean;
  className?: string;
  /** The control, given the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactElement;
}

/** A labelled control with its hint and its error, connected for screen readers. Every form's fields. */
export function FormField({ label, id: given, hint, error, required, className, children }: FormFieldProps) {
  const made = usePageId();
  const id = given ?? made;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['form-field', error ? 'has-error' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <span className="form-field__required" aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {error && (
        <p className="form-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: ReactNode;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** A control inside the input's frame, at its end (the password's show/hide toggle). */
  addon?: ReactNode;
}

/** A labelled text input (email, name, link...): FormField with its input. */
export function TextField({ label, hint, error, required, className, addon, ref, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => {
        const field = <input ref={ref} className="form-field__input" aria-required={required || undefined} {...control} {...input} />;
        return addon ? (
          <div className="form-field__frame">
            {field}
            <span className="form-field__addon">{addon}</span>
          </div>
        ) : (
          field
        );
      }}
    </FormField>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'aria-invalid' | 'aria-describedby'> {
  /** Beside the box; it may hold links (the privacy policy). */
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and its error under both. */
export function CheckboxField({ label, error, className, ref, ...input }: CheckboxFieldProps) {
  const id = usePageId();
  const errorId = `${id}-error`;
  return (
    <div className={['form-check', error ? 'has-error' : '', className ?? ''].filter(Boolean).join(' ')}>
      <input ref={ref} id={id} type="checkbox" className="form-check__box" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      <label className="form-check__label" htmlFor={id}>
        {label}
      </label>
      {error && (
        <p className="form-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
