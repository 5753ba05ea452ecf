import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPassword } from '@awards/contracts';
import { Popup } from '@/components/ui/popup/popup';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { formState, isLocked } from '@/lib/form-state';
import { useLanguage } from '@/lib/i18n';
import { submitHandler } from '@/lib/submit-handler';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from './password-field';
import { z, zodResolver } from '@/lib/zod';

/** The new password (the server's rule: 8 to 128 characters) typed twice. */
export const ChoosePasswordValues = z
  .object({ password: NewPassword, confirm: z.string().min(1, 'validation.required') })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'validation.passwords_differ' });
export type ChoosePasswordValues = z.infer<typeof ChoosePasswordValues>;

interface Props {
  /** The token a one-time password won: good only for this request, and never stored. */
  restrictedToken: string;
  /** Called once the full token the server answers is stored. */
  onChosen: () => void;
}

/** The sign-in panel's 'choose your password' step after signing in with a one-time password. */
export function ChoosePasswordForm({ restrictedToken, onChosen }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useFormErrorText();
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    setError,
    formState: { errors },
  } = useForm({ mode: 'onChange', resolver: zodResolver(ChoosePasswordValues), defaultValues: { password: '', confirm: '' } });
  const changePassword = useChangePassword(restrictedToken);

  // The sign-in form and its focused button have gone: start the new step at its heading.
  useEffect(() => heading.current?.focus(), []);

  const onValid = ({ password }: ChoosePasswordValues) => {
    if (isLocked(changePassword)) return;
    changePassword.mutate(password, {
      onSuccess: onChosen,
      onError: (error) => {
        // The server's own rules (a too common password) come back as a field message, not a failure.
        const message = describeApiError(error, language).fields.password;
        if (!message) return;
        setError('password', { message }, { shouldFocus: true });
        changePassword.reset();
      },
    });
  };
  const failure = changePassword.error && describeApiError(changePassword.error, language);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="auth-panel">
      <h2 ref={heading} tabIndex={-1} className="auth-panel__title">
        {t('auth.choosePassword.title')}
      </h2>
      <p className="auth-panel__text">{t('auth.choosePassword.text')}</p>
      <form className="auth-form" noValidate onSubmit={submitHandler(handleSubmit, onValid)}>
        <PasswordField
          label={t('auth.choosePassword.password')}
          autoComplete="new-password"
          error={errorText(errors.password?.message)}
          {...register('password', {
            // A repeat already typed is checked again against the changed password.
            onChange: () => {
              if (getFieldState('confirm').isDirty) void trigger('confirm');
            },
          })}
        />
        <PasswordField label={t('auth.choosePassword.confirm')} autoComplete="new-password" error={errorText(errors.confirm?.message)} {...register('confirm')} />
        <button type="submit" className="button button--primary auth-form__submit" disabled={hasErrors || isLocked(changePassword)}>
          {formState(changePassword) === 'PROCESS' ? <Spinner size="small" label={t('auth.sending')} /> : t('auth.choosePassword.submit')}
        </button>
      </form>
      <Popup
        open={failure !== null && !failure.fields.password}
        tone="error"
        title={t('auth.choosePassword.serverError.title')}
        onClose={changePassword.reset}
        actions={(close) => (
          <button type="button" className="button button--primary" data-autofocus onClick={close}>
            {t('auth.popupOk')}
          </button>
        )}
      >
        <p>{t('auth.choosePassword.serverError.text')}</p>
      </Popup>
    </div>
  );
}
