import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './fields.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: string;
  /** The message shown under the field, already in the visitor's language; none while valid or untouched. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** A control inside the field's frame, after the input (the password toggle). */
  addon?: ReactNode;
}

/** A labelled input whose error is tied to it for screen readers and announced when it appears. */
export function TextField({ label, error, addon, className, ref, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`auth-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__frame">
        <input ref={ref} id={id} className="auth-field__input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="auth-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M4 20L20 4" />}
  </svg>
);

/** A password input with the spec's show/hide toggle (a pressed button, so its state is announced). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      addon={
        <button type="button" className="icon-button auth-field__toggle" aria-pressed={visible} aria-label={t('auth.showPassword')} onClick={() => setVisible((shown) => !shown)}>
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

/** A checkbox with its label beside it (which may hold links) and its error under both. */
export function CheckboxField({ label, error, className, ref, ...input }: Omit<FieldProps, 'label' | 'addon' | 'type'> & { label: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`auth-check${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <input ref={ref} id={id} type="checkbox" className="auth-check__input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      <label className="auth-check__label" htmlFor={id}>
        {label}
      </label>
      {error && (
        <p id={errorId} className="auth-field__error auth-check__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
