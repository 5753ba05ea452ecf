import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/form-field';
import './password-field.css';

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M4 20L20 4" />}
  </svg>
);

/** A password input with a show/hide toggle (a pressed button, so its state is announced). */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      addon={
        <button type="button" className="icon-button password-toggle" aria-pressed={visible} aria-label={t('auth.showPassword')} onClick={() => setVisible((shown) => !shown)}>
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}
