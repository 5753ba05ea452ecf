import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, isLanguageCode, type LanguageCode, type Locale } from '@awards/contracts';
import { getConfig } from './config';
import { storage } from './storage';

/**
 * One catalogue per language, each its own chunk: a visitor downloads only the language shown.
 * The wire's codes (EN, SP, RU, PT) are what storage and the API use; i18next and `<html lang>`
 * use the ISO locales (en, es, ru, pt).
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' });

export const i18n = i18next.createInstance();

export function localeOf(code: LanguageCode): Locale {
  return LANGUAGES.find((language) => language.code === code)!.locale;
}

export function codeOf(locale: string | undefined): LanguageCode {
  return LANGUAGES.find((language) => language.locale === locale)?.code ?? DEFAULT_LANGUAGE;
}

/** The visitor's last choice, else the deployment's default (DEFAULT_LOCALE), else English. */
export function initialLanguage(configured: string = getConfig().defaultLocale): LanguageCode {
  return storage.lastLanguageCode.get() ?? (isLanguageCode(configured) ? configured : DEFAULT_LANGUAGE);
}

async function loadCatalogue(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const load = catalogues[`../locales/${locale}.json`];
  if (!load) throw new Error(`No catalogue for ${locale}`);
  i18n.addResourceBundle(locale, 'translation', await load());
}

/**
 * The server cannot read local storage, yet it draws the home page's first screen before the app
 * runs: a cookie tells it the language, so that screen is not in another one for a moment.
 */
function tellServerLanguage(locale: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${codeOf(locale)}; path=/; max-age=31536000; samesite=lax`;
}

/** Loads the language's catalogue before the first render, so no key ever flashes on screen. */
export async function initI18n(code: LanguageCode = initialLanguage()): Promise<void> {
  i18n.on('languageChanged', (locale) => {
    document.documentElement.setAttribute('lang', locale);
    tellServerLanguage(locale);
  });
  await i18n.use(initReactI18next).init({
    lng: localeOf(code),
    // Catalogues are checked to hold the same keys, so there is nothing to fall back to.
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  await loadCatalogue(localeOf(code));
  await i18n.changeLanguage(localeOf(code));
}

/** Switches the language, remembers it under `lastLanguageCode`; query keys carry it, so data follows. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  await loadCatalogue(localeOf(code));
  await i18n.changeLanguage(localeOf(code));
  storage.lastLanguageCode.set(code);
}

/** The selected language as the API's code (sent as Accept-Language). */
export function currentLanguage(): LanguageCode {
  return codeOf(i18n.language);
}

/** The selected language for components: re-renders when it changes. */
export function useLanguage(): LanguageCode {
  const { i18n: instance } = useTranslation();
  return codeOf(instance.language);
}
