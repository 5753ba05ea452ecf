import { afterEach, describe, expect, it } from 'vitest';
import { codeOf, currentLanguage, i18n, initialLanguage, localeOf, setLanguage } from './i18n';

afterEach(async () => {
  await setLanguage('EN');
  localStorage.clear();
});

describe('the language', () => {
  it('maps the wire language codes to the locales, SP to es', () => {
    expect(['EN', 'SP', 'RU', 'PT'].map((code) => localeOf(code as 'EN'))).toEqual(['en', 'es', 'ru', 'pt']);
    expect(codeOf('es')).toBe('SP');
    expect(codeOf('de')).toBe('EN');
  });

  it('is remembered under lastLanguageCode as a wire code when switched, and sets <html lang>', async () => {
    await setLanguage('RU');
    expect(localStorage.getItem('lastLanguageCode')).toBe('RU');
    expect(document.documentElement.lang).toBe('ru');
    expect(currentLanguage()).toBe('RU');
    expect(i18n.t('menu.howItWorks')).toBe('Как это работает');
    await setLanguage('SP');
    expect(localStorage.getItem('lastLanguageCode')).toBe('SP');
    expect(document.documentElement.lang).toBe('es');
  });

  it('is repeated in a cookie for the server, which draws the first screen in it', async () => {
    await setLanguage('PT');
    expect(document.cookie).toContain('lastLanguageCode=PT');
    await setLanguage('SP');
    expect(document.cookie).toContain('lastLanguageCode=SP');
    expect(document.cookie).not.toContain('lastLanguageCode=PT');
  });

  it('starts with the remembered choice, else the deployment default, else English', () => {
    expect(initialLanguage('PT')).toBe('PT');
    localStorage.setItem('lastLanguageCode', 'RU');
    expect(initialLanguage('PT')).toBe('RU');
    localStorage.clear();
    expect(initialLanguage('Klingon')).toBe('EN');
  });
});
