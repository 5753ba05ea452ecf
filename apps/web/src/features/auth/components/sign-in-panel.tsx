import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SignInRequest } from '@awards/contracts';
import { TextField } from '@/components/form/form-field';
import { Popup } from '@/components/ui/popup/popup';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError, type FailureDescription } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { formState, isLocked } from '@/lib/form-state';
import { useLanguage } from '@/lib/i18n';
import { pathTo } from '@/lib/paths';
import { submitHandler } from '@/lib/submit-handler';
import { useSignIn } from '../api/sign-in';
import { useRedirectAfterSignIn } from '../redirect-after-sign-in';
import { CaptchaNotice } from './captcha-notice';
import { ChoosePasswordForm } from './choose-password-form';
import { PasswordField } from './password-field';
import './auth-panels.css';
import { zodResolver } from '@/lib/zod';

/** The email the sign-up confirmation hands over when it sends the visitor here to sign in. */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * A 400 is the visitor's mistake; a refusal (too many attempts, a captcha that failed or would not
 * load) tells its own reason; anything else, an answer without a token included, is ours.
 */
function failureKind({ status, code }: FailureDescription): 'clientError' | 'refused' | 'serverError' {
  if (status === 400) return 'clientError';
  if (status === 429 || code.startsWith('captcha_')) return 'refused';
  return 'serverError';
}

function SignInForm({ signIn, onSignedIn }: { signIn: ReturnType<typeof useSignIn>; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useFormErrorText();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ mode: 'onChange', resolver: zodResolver(SignInRequest), defaultValues: { email: emailFromState(location.state), password: '' } });

  const onValid = (values: SignInRequest) => {
    if (isLocked(signIn)) return;
    signIn.mutate(values, {
      // A restricted token moves the panel on to choosing a password instead.
      onSuccess: ({ passwordChangeRequired }) => {
        if (!passwordChangeRequired) onSignedIn();
      },
    });
  };
  const described = signIn.error ? describeApiError(signIn.error, language) : null;
  const failure = described && failureKind(described);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="auth-panel sign-in">
      <h2 className="auth-panel__title sign-in__title">{t('auth.signIn.title')}</h2>
      <p className="auth-panel__text sign-in__text">{t('auth.signIn.text')}</p>
      <form className="auth-form sign-in__form" noValidate onSubmit={submitHandler(handleSubmit, onValid)}>
        <TextField label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" error={errorText(errors.email?.message)} {...register('email')} />
        <PasswordField label={t('auth.fields.password')} autoComplete="current-password" error={errorText(errors.password?.message)} {...register('password')} />
        <Link className="sign-in__forgot" to={pathTo('ForgetPassword')}>
          {t('auth.signIn.forgetPassword')}
        </Link>
        <button type="submit" className="button button--primary auth-form__submit" disabled={hasErrors || isLocked(signIn)}>
          {formState(signIn) === 'PROCESS' ? <Spinner size="small" label={t('auth.sending')} /> : t('auth.signIn.signInButton')}
        </button>
        <CaptchaNotice />
      </form>
      <p className="sign-in__register">
        <span>{t('auth.signIn.registerHint')}</span>{' '}
        <Link className="sign-in__register-link" to={pathTo('SignUp')}>
          {t('auth.signIn.doSignUp')}
        </Link>
      </p>
      <Popup
        open={failure !== null}
        tone="error"
        title={failure ? t(`auth.signIn.popup.${failure}.title`) : ''}
        onClose={signIn.reset}
        actions={(close) => (
          <button type="button" className="button button--primary" data-autofocus onClick={close}>
            {failure ? t(`auth.signIn.popup.${failure}.button`) : ''}
          </button>
        )}
      >
        {failure && <p>{failure === 'refused' ? described?.message : t(`auth.signIn.popup.${failure}.text`)}</p>}
      </Popup>
    </div>
  );
}

/**
 * The sign-in panel. A one-time password (from sign-up or a reset) answers a restricted token:
 * the panel then asks for a new password, and only the full token that step answers is stored.
 * Either way the redirect after sign-in follows (pending nomination, pending apply, profile).
 */
export function SignInPanel() {
  const signIn = useSignIn();
  const redirect = useRedirectAfterSignIn();
  // The restricted token stays in the sign-in's answer, in memory, while the visitor chooses a password.
  const restrictedToken = signIn.data?.passwordChangeRequired ? signIn.data.token : null;
  if (restrictedToken) return <ChoosePasswordForm restrictedToken={restrictedToken} onChosen={redirect} />;
  return <SignInForm signIn={signIn} onSignedIn={redirect} />;
}
