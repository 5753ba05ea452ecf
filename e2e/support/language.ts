import type { Page } from '@playwright/test';

/** The site's languages, by the codes it keeps in local storage (SP is shown as ES). */
export const LANGUAGES = ['EN', 'SP', 'RU', 'PT'] as const;

/**
 * Chooses a language the way the switcher keeps it (local storage, repeated in a cookie for the
 * server, which draws the page in it) and reloads the page in it.
 */
export async function reloadIn(page: Page, language: string): Promise<void> {
  await page.evaluate((code) => {
    localStorage.setItem('lastLanguageCode', code);
    document.cookie = `lastLanguageCode=${code}; path=/; samesite=lax`;
  }, language);
  await page.reload();
}
