import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResetPasswordRequest } from '@awards/contracts';
import { TextField } from '@/components/form/form-field';
import { Popup } from '@/components/ui/popup/popup';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { formState, isLocked } from '@/lib/form-state';
import { useLanguage } from '@/lib/i18n';
import { pathTo } from '@/lib/paths';
import { submitHandler } from '@/lib/submit-handler';
import { useResetPassword } from '../api/reset-password';
import { useAuthPanel } from '../auth-panel';
import { isCaptchaFailure, useCaptchaFailureNotice } from '../captcha-failure';
import { CaptchaNotice } from './captcha-notice';
import './auth-panels.css';
import { zodResolver } from '@/lib/zod';

export const ForgetPasswordValues = ResetPasswordRequest.pick({ email: true });

/**
 * The forgot-password panel: the email gets a new one-time password. Closing the success popup
 * resets the form and closes the panel; closing the error popup only resets the form.
 */
export function ForgetPasswordPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useFormErrorText();
  const navigate = useNavigate();
  const notifyCaptchaFailure = useCaptchaFailureNotice();
  const { close: closePanel } = useAuthPanel();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ mode: 'onChange', resolver: zodResolver(ForgetPasswordValues), defaultValues: { email: '' } });
  const resetPassword = useResetPassword();
  // Where the popup's log-in button leads once it has closed, instead of home.
  const toSignIn = useRef(false);

  const startAfresh = () => {
    resetPassword.reset();
    reset();
  };

  const onValid = ({ email }: { email: string }) => {
    if (isLocked(resetPassword)) return;
    resetPassword.mutate(email, { onError: (error) => notifyCaptchaFailure(describeApiError(error, language), startAfresh) });
  };

  const state = formState(resetPassword);
  const failure = resetPassword.error && describeApiError(resetPassword.error, language);
  const popup = state === 'COMMIT' ? 'success' : failure && !isCaptchaFailure(failure) ? 'serverError' : null;
  const sentTo = resetPassword.variables ?? '';
  const closePopup = () => {
    const goToSignIn = toSignIn.current;
    toSignIn.current = false;
    startAfresh();
    if (goToSignIn) void navigate(pathTo('SignIn'), { state: { email: sentTo } });
    else if (state === 'COMMIT') closePanel();
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="auth-panel">
      <h2 className="auth-panel__title">{t('auth.forgetPassword.title')}</h2>
      <p className="auth-panel__text">{t('auth.forgetPassword.textUnderTitle')}</p>
      <form className="auth-form" noValidate onSubmit={submitHandler(handleSubmit, onValid)}>
        <TextField label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" error={errorText(errors.email?.message)} {...register('email')} />
        <CaptchaNotice />
        <button type="submit" className="button button--primary auth-form__submit" disabled={hasErrors || isLocked(resetPassword)}>
          {state === 'PROCESS' ? <Spinner size="small" label={t('auth.sending')} /> : t('auth.forgetPassword.buttonSend')}
        </button>
      </form>
      <Popup
        open={popup !== null}
        tone={popup === 'success' ? 'success' : 'error'}
        title={popup ? t(`auth.forgetPassword.popup.${popup}.title`) : ''}
        onClose={closePopup}
        actions={(close) => (
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => {
              toSignIn.current = true;
              close();
            }}
          >
            {t('auth.forgetPassword.signInButton')}
          </button>
        )}
      >
        {popup && <p>{t(`auth.forgetPassword.popup.${popup}.text`, { email: sentTo })}</p>}
      </Popup>
    </div>
  );
}
