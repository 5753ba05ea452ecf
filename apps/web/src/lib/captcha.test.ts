import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The captcha as a page configured with `captchaSiteKey` has it. Each test gets a fresh module, as
 * a new page would: the loaded script is remembered module-wide. The config it reads is the fresh
 * one too (the test setup gives the next test the usual config again).
 */
const load = async (captchaSiteKey = '') => {
  vi.resetModules();
  const [{ getConfig, setConfig }, captcha] = await Promise.all([import('./config'), import('./captcha')]);
  setConfig({ ...getConfig(), captchaSiteKey });
  return captcha;
};
const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]'));

describe('captchaToken', () => {
  afterEach(() => {
    scripts().forEach((script) => script.remove());
    delete window.grecaptcha;
  });

  it('answers the development token without loading anything when no site key is configured', async () => {
    const { captchaToken } = await load();
    await expect(captchaToken('signup')).resolves.toBe('dev');
    expect(scripts()).toEqual([]);
  });

  it('loads the v3 script once, on first use, and asks it for a token for the named action', async () => {
    const { captchaToken } = await load('site-key');
    expect(scripts()).toEqual([]);
    const execute = vi.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
    const first = captchaToken('signup');
    const [script] = scripts();
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script!.onload?.(new Event('load'));
    await expect(first).resolves.toBe('token-for-signup');
    await expect(captchaToken('forget_password')).resolves.toBe('token-for-forget_password');
    expect(scripts()).toHaveLength(1);
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'forget_password' });
  });

  it('logs a failed load, fails the submission with CaptchaLoadError, and tries again next time', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { captchaToken, CaptchaLoadError } = await load('site-key');
    const attempt = captchaToken('signup');
    scripts()[0]!.onerror?.(new Event('error'));
    await expect(attempt).rejects.toBeInstanceOf(CaptchaLoadError);
    expect(logged).toHaveBeenCalledWith('Captcha initialisation failed', expect.any(Error));
    expect(scripts()).toEqual([]);

    const retry = captchaToken('signup');
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.onerror?.(new Event('error'));
    await expect(retry).rejects.toBeInstanceOf(CaptchaLoadError);
  });
});
