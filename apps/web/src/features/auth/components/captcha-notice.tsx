import { Trans } from 'react-i18next';

/** Google's required wording wherever a form uses reCAPTCHA with its badge hidden (lib/captcha.css). */
export function CaptchaNotice() {
  return (
    <p className="auth-captcha-notice">
      <Trans
        i18nKey="auth.captcha.notice"
        components={{
          privacy: <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer" />,
          terms: <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer" />,
        }}
      />
    </p>
  );
}
