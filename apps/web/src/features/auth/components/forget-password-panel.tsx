import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResetPasswordRequest } from '@awards/contracts';
import { TextField } from '@/components/form/form-field';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Popup } from '@/components/ui/popup/popup';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ApiError } from '@/lib/api-client';
import { CaptchaLoadError } from '@/lib/captcha';
import { useFormErrorText } from '@/lib/form-errors';
import { useFormTransaction } from '@/lib/form-transaction';
import { pathTo } from '@/lib/paths';
import { resetPassword } from '../api/reset-password';
import { useAuthPanel } from '../auth-panel';
import { CaptchaNotice } from './captcha-notice';
import { submitHandler } from './submit-handler';
import './auth-panels.css';

export const ForgetPasswordValues = ResetPasswordRequest.pick({ email: true });

/** Spec section 4's failed outcomes: a captcha problem is a notice, anything else the server-error popup. */
export function forgetPasswordFailure(error: unknown): 'CAPTCHA_FAILED' | 'CAPTCHA_LOAD_FAILED' | 'SERVER_ERROR' {
  if (error instanceof CaptchaLoadError) return 'CAPTCHA_LOAD_FAILED';
  return error instanceof ApiError && error.status === 403 ? 'CAPTCHA_FAILED' : 'SERVER_ERROR';
}

/**
 * The forgot-password panel: the email gets a new one-time password. Closing the success popup
 * resets the form and closes the panel; closing the error popup only resets the form.
 */
export function ForgetPasswordPanel() {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const { close: closePanel } = useAuthPanel();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ mode: 'onChange', resolver: zodResolver(ForgetPasswordValues), defaultValues: { email: '' } });
  const tx = useFormTransaction<void>();
  const [sentTo, setSentTo] = useState('');
  // Where the popup's log-in button leads once it has closed, instead of home.
  const toSignIn = useRef(false);

  const onValid = async ({ email }: { email: string }) => {
    setSentTo(email);
    const outcome = await tx.run(() => resetPassword(email));
    if (outcome?.state !== 'ABORT') return;
    const failure = forgetPasswordFailure(outcome.error);
    if (failure === 'SERVER_ERROR') return;
    notify({
      type: 'error',
      text: t(failure === 'CAPTCHA_FAILED' ? 'auth.captcha.failed' : 'auth.captcha.loadFailed'),
      onClose: () => {
        tx.reset();
        reset();
      },
    });
  };

  const popup = tx.state === 'COMMIT' ? 'success' : tx.state === 'ABORT' && forgetPasswordFailure(tx.error) === 'SERVER_ERROR' ? 'serverError' : null;
  const closePopup = () => {
    const succeeded = tx.state === 'COMMIT';
    const goToSignIn = toSignIn.current;
    toSignIn.current = false;
    tx.reset();
    reset();
    if (goToSignIn) void navigate(pathTo('SignIn'), { state: { email: sentTo } });
    else if (succeeded) closePanel();
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="auth-panel">
      <h2 className="auth-panel__title">{t('auth.forgetPassword.title')}</h2>
      <p className="auth-panel__text">{t('auth.forgetPassword.textUnderTitle')}</p>
      <form className="auth-form" noValidate onSubmit={submitHandler(handleSubmit, onValid)}>
        <TextField label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" error={errorText(errors.email?.message)} {...register('email')} />
        <CaptchaNotice />
        <button type="submit" className="button button--primary auth-form__submit" disabled={hasErrors || tx.isLocked}>
          {tx.state === 'PROCESS' ? <Spinner size="small" label={t('auth.sending')} /> : t('auth.forgetPassword.buttonSend')}
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
            {t('auth.forgetPassword.loginButton')}
          </button>
        )}
      >
        {popup && <p>{t(`auth.forgetPassword.popup.${popup}.text`, { email: sentTo })}</p>}
      </Popup>
    </div>
  );
}
