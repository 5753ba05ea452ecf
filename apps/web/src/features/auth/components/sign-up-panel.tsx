import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SignUpRequest } from '@awards/contracts';
import { CheckboxField, TextField } from '@/components/form/form-field';
import { Popup } from '@/components/ui/popup/popup';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError, type FailureDescription } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { formState, isLocked } from '@/lib/form-state';
import { useLanguage } from '@/lib/i18n';
import { pathTo, PRIVACY_POLICY_DOCUMENT } from '@/lib/paths';
import { submitHandler } from '@/lib/submit-handler';
import { useSignUp } from '../api/sign-up';
import { isCaptchaFailure, useCaptchaFailureNotice } from '../captcha-failure';
import { CaptchaNotice } from './captcha-notice';
import './auth-panels.css';
import { z, zodResolver } from '@/lib/zod';

/** Name and email as the API checks them, and the privacy box, which must be ticked. */
export const SignUpValues = SignUpRequest.pick({ name: true, email: true }).extend({
  privacy: z.boolean().refine((ticked) => ticked, 'validation.must_accept'),
});
export type SignUpValues = z.infer<typeof SignUpValues>;

/** The popup a failure opens: bad details, an existing account, or anything else; a captcha failure has a notification instead. */
function failurePopup(failure: FailureDescription | null): 'validationError' | 'userExists' | 'serverError' | null {
  if (!failure || isCaptchaFailure(failure)) return null;
  if (failure.status === 400) return 'validationError';
  return failure.status === 409 ? 'userExists' : 'serverError';
}

/** The password is on its way by mail; the log-in button opens the sign-in panel with the email filled in. */
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
  const language = useLanguage();
  const errorText = useFormErrorText();
  const navigate = useNavigate();
  const notifyCaptchaFailure = useCaptchaFailureNotice();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm({ mode: 'onChange', resolver: zodResolver(SignUpValues), defaultValues: { name: '', email: '', privacy: false } });
  const signUp = useSignUp();

  const onValid = ({ name, email }: SignUpValues) => {
    if (isLocked(signUp)) return;
    signUp.mutate(
      { name, email },
      {
        onError: (error) => {
          const failure = describeApiError(error, language);
          // The server's messages, already in the visitor's language, also go beside their fields.
          for (const field of ['name', 'email'] as const) if (failure.fields[field]) setError(field, { message: failure.fields[field] });
          notifyCaptchaFailure(failure, () => {
            signUp.reset();
            reset();
          });
        },
      },
    );
  };

  if (signUp.data) return <SignUpConfirmation email={signUp.data.email || signUp.variables.email} />;

  const popup = failurePopup(signUp.error && describeApiError(signUp.error, language));
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
        <button type="submit" className="button button--primary auth-form__submit" disabled={hasErrors || isLocked(signUp)}>
          {formState(signUp) === 'PROCESS' ? <Spinner size="small" label={t('auth.sending')} /> : t('auth.signUp.submit')}
        </button>
      </form>
      <p className="auth-panel__switch">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to={pathTo('SignIn')}>{t('auth.signUp.signIn')}</Link>
      </p>
      <Popup
        open={popup !== null}
        tone="error"
        title={popup ? t(`auth.signUp.popup.${popup}.title`) : ''}
        onClose={signUp.reset}
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
