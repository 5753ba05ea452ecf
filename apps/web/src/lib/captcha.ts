import type { CAPTCHA_ACTIONS } from '@awards/contracts';
import { getConfig } from './config';
import './captcha.css';

/** The named actions the server checks (signup, forget_password, submit_application) and voting. */
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

/** What this site uses of Google's reCAPTCHA v3 script. */
interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

/** The token sent when no site key is configured: the server then skips its captcha check. */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'dev';

/**
 * The script could not be loaded or started. The submission that needed it fails; forms show
 * the captcha-unavailable message.
 */
export class CaptchaLoadError extends Error {
  constructor(cause?: unknown) {
    super('The captcha script could not be loaded', { cause });
    this.name = 'CaptchaLoadError';
  }
}

let loading: Promise<ReCaptcha> | null = null;

function loadScript(siteKey: string): Promise<ReCaptcha> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('The captcha script loaded without defining grecaptcha'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${script.src}`));
    };
    document.head.append(script);
  });
}

/**
 * A captcha v3 token for `action`. The script loads on the first call only (no visitor downloads it
 * before submitting a form that needs it); its badge is hidden by captcha.css, so forms show the
 * notice Google asks for instead. A failed load is logged and throws CaptchaLoadError; the next
 * submission tries again.
 */
export async function captchaToken(action: CaptchaAction): Promise<string> {
  const siteKey = getConfig().captchaSiteKey;
  if (!siteKey) return DEVELOPMENT_CAPTCHA_TOKEN;
  loading ??= loadScript(siteKey).catch((error: unknown) => {
    loading = null;
    console.error('Captcha initialisation failed', error);
    throw new CaptchaLoadError(error);
  });
  const grecaptcha = await loading;
  try {
    return await grecaptcha.execute(siteKey, { action });
  } catch (error) {
    console.error('Captcha execution failed', error);
    throw new CaptchaLoadError(error);
  }
}
