import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SignInRequest, type TokenResponse } from '@awards/contracts';
import { TextField } from '@/components/form/form-field';
import { Popup } from '@/components/ui/popup/popup';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ApiError } from '@/lib/api-client';
import { useFormErrorText } from '@/lib/form-errors';
import { useFormTransaction } from '@/lib/form-transaction';
import { pathTo } from '@/lib/paths';
import { login } from '@/lib/session';
import { signIn } from '../api/sign-in';
import { useRedirectAfterSignIn } from '../redirect-after-sign-in';
import { ChoosePasswordForm } from './choose-password-form';
import { submitHandler } from './submit-handler';
import { PasswordField } from './password-field';
import './auth-panels.css';

/** Spec section 8: a 400 is the visitor's mistake; anything else, or an answer without a token, is ours. */
export function signInFailure(error: unknown): 'clientError' | 'serverError' {
  return error instanceof ApiError && error.status === 400 ? 'clientError' : 'serverError';
}

/** The email the sign-up confirmation hands over when it sends the visitor here to log in. */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

function SignInForm({ onToken }: { onToken: (answer: TokenResponse) => void }) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ mode: 'onChange', resolver: zodResolver(SignInRequest), defaultValues: { email: emailFromState(location.state), password: '' } });
  const tx = useFormTransaction<TokenResponse>();

  const onValid = async (values: SignInRequest) => {
    const outcome = await tx.run(() => signIn(values));
    if (outcome?.state === 'COMMIT') onToken(outcome.result);
  };
  const failure = tx.state === 'ABORT' ? signInFailure(tx.error) : null;
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
        <button type="submit" className="button button--primary auth-form__submit" disabled={hasErrors || tx.isLocked}>
          {tx.state === 'PROCESS' ? <Spinner size="small" label={t('auth.sending')} /> : t('auth.signIn.loginButton')}
        </button>
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
        onClose={tx.reset}
        actions={(close) => (
          <button type="button" className="button button--primary" data-autofocus onClick={close}>
            {failure ? t(`auth.signIn.popup.${failure}.button`) : ''}
          </button>
        )}
      >
        {failure && <p>{t(`auth.signIn.popup.${failure}.text`)}</p>}
      </Popup>
    </div>
  );
}

/**
 * The sign-in panel. A one-time password (from sign-up or a reset) answers a restricted token:
 * the panel then asks for a new password, and only the full token that step answers is stored.
 * Either way the spec's redirect follows (pending nomination, pending apply, profile).
 */
export function SignInPanel() {
  const redirect = useRedirectAfterSignIn();
  // Held in memory only while the visitor chooses a password; it is never written to storage.
  const [restrictedToken, setRestrictedToken] = useState<string | null>(null);
  const finish = (token: string) => {
    login(token);
    redirect();
  };

  if (restrictedToken) return <ChoosePasswordForm restrictedToken={restrictedToken} onChosen={finish} />;
  return <SignInForm onToken={({ token, password_change_required }) => (password_change_required ? setRestrictedToken(token) : finish(token))} />;
}
