import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { SignUpRequest, type SignUpResponse } from '@awards/contracts';
import { CheckboxField, TextField } from '@/components/form/form-field';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Popup } from '@/components/ui/popup/popup';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ApiError } from '@/lib/api-client';
import { CaptchaLoadError } from '@/lib/captcha';
import { useFormErrorText } from '@/lib/form-errors';
import { useFormTransaction } from '@/lib/form-transaction';
import { pathTo, PRIVACY_POLICY_DOCUMENT } from '@/lib/paths';
import { signUp } from '../api/sign-up';
import { CaptchaNotice } from './captcha-notice';
import { submitHandler } from './submit-handler';
import './auth-panels.css';

/** Name and email as the API checks them, and the privacy box, which must be ticked. */
export const SignUpValues = SignUpRequest.pick({ name: true, email: true }).extend({
  privacy: z.boolean().refine((ticked) => ticked, 'validation.must_accept'),
});
export type SignUpValues = z.infer<typeof SignUpValues>;

/** Spec section 4's sign-up outcomes after a failed request, by status (section 8). */
export type SignUpFailure = 'VALIDATION_ERROR' | 'CAPTCHA_FAILED' | 'CAPTCHA_LOAD_FAILED' | 'USER_EXISTS' | 'SERVER_ERROR';

export function signUpFailure(error: unknown): SignUpFailure {
  if (error instanceof CaptchaLoadError) return 'CAPTCHA_LOAD_FAILED';
  if (!(error instanceof ApiError)) return 'SERVER_ERROR';
  if (error.status === 400) return 'VALIDATION_ERROR';
  if (error.status === 403) return 'CAPTCHA_FAILED';
  if (error.status === 409) return 'USER_EXISTS';
  return 'SERVER_ERROR';
}

const POPUP_KEYS = { VALIDATION_ERROR: 'validationError', USER_EXISTS: 'userExists', SERVER_ERROR: 'serverError' } as const;

/** SUCCESS: the password is on its way by mail; the log-in button opens the sign-in panel with the email filled in. */
function SignUpConfirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="auth-panel">
      <h2 ref={heading} tabIndex={-1} className="auth-panel__title">
        {t('auth.signUp.success.title')}
      </h2>
      <p className="auth-panel__text">{t('auth.signUp.success.text', { email })}</p>
      <p className="auth-panel__text">{t('auth.signUp.success.spam')}</p>
      <button type="button" className="button button--primary auth-form__submit" onClick={() => void navigate(pathTo('SignIn'), { state: { email } })}>
        {t('auth.signUp.success.button')}
      </button>
    </div>
  );
}

/**
 * The sign-up panel: name, email and the privacy box. The account's one-time password is mailed;
 * closing the panel from the confirmation returns home, which also drops the form.
 */
export function SignUpPanel() {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm({ mode: 'onChange', resolver: zodResolver(SignUpValues), defaultValues: { name: '', email: '', privacy: false } });
  const tx = useFormTransaction<SignUpResponse>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onValid = async ({ name, email }: SignUpValues) => {
    const outcome = await tx.run(() => signUp({ name, email }));
    if (outcome?.state === 'COMMIT') {
      setSentTo(outcome.result.email || email);
      return;
    }
    if (outcome?.state !== 'ABORT') return;
    const failure = signUpFailure(outcome.error);
    if (failure === 'VALIDATION_ERROR' && outcome.error instanceof ApiError) {
      // The server's messages, already in the visitor's language, also go beside their fields.
      for (const field of ['name', 'email'] as const) {
        const message = outcome.error.fields[field];
        if (message) setError(field, { message });
      }
    }
    if (failure === 'CAPTCHA_FAILED' || failure === 'CAPTCHA_LOAD_FAILED') {
      notify({
        type: 'error',
        text: t(failure === 'CAPTCHA_FAILED' ? 'auth.captcha.failed' : 'auth.captcha.loadFailed'),
        onClose: () => {
          tx.reset();
          reset();
        },
      });
    }
  };

  if (sentTo !== null) return <SignUpConfirmation email={sentTo} />;

  const failure = tx.state === 'ABORT' ? signUpFailure(tx.error) : null;
  const popup = failure === 'VALIDATION_ERROR' || failure === 'USER_EXISTS' || failure === 'SERVER_ERROR' ? POPUP_KEYS[failure] : null;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="auth-panel">
      <h2 className="auth-panel__title">{t('auth.signUp.title')}</h2>
      <p className="auth-panel__text">{t('auth.signUp.hint')}</p>
      <form className="auth-form" noValidate onSubmit={submitHandler(handleSubmit, onValid)}>
        <TextField label={t('auth.fields.name')} autoComplete="name" error={errorText(errors.name?.message)} {...register('name')} />
        <TextField label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" error={errorText(errors.email?.message)} {...register('email')} />
        <CheckboxField
          label={
            <Trans
              i18nKey="auth.signUp.agree"
              components={{
                privacy: <a href={PRIVACY_POLICY_DOCUMENT} target="_blank" rel="noopener" />,
                terms: <a href={pathTo('TermsOfUse')} target="_blank" rel="noopener" />,
              }}
            />
          }
          error={errorText(errors.privacy?.message)}
          {...register('privacy')}
        />
        <CaptchaNotice />
        <button type="submit" className="button button--primary auth-form__submit" disabled={hasErrors || tx.isLocked}>
          {tx.state === 'PROCESS' ? <Spinner size="small" label={t('auth.sending')} /> : t('auth.signUp.submit')}
        </button>
      </form>
      <p className="auth-panel__switch">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to={pathTo('SignIn')}>{t('auth.signUp.logIn')}</Link>
      </p>
      <Popup
        open={popup !== null}
        tone="error"
        title={popup ? t(`auth.signUp.popup.${popup}.title`) : ''}
        onClose={tx.reset}
        actions={(close) => (
          <>
            {popup === 'userExists' && (
              <button type="button" className="button button--primary" onClick={() => void navigate(pathTo('SignIn'), { state: { email: getValues('email').trim() } })}>
                {t('auth.signUp.success.button')}
              </button>
            )}
            <button type="button" className={`button ${popup === 'userExists' ? 'button--ghost' : 'button--primary'}`} data-autofocus onClick={close}>
              {t('auth.popupOk')}
            </button>
          </>
        )}
      >
        {popup && <p>{t(`auth.signUp.popup.${popup}.text`)}</p>}
      </Popup>
    </div>
  );
}
