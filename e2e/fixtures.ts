import { test as base, expect } from '@playwright/test';

/** Every browser test fails on a console error, an uncaught page error or a refusal by the page's Content-Security-Policy. */
export const test = base.extend<{ consoleErrors: string[] }>({
  /**
   * The server draws every public page, marked (`data-drawn`) until the app has taken it over: like
   * a person who waits for the page to finish loading, every visit and reload waits for that
   * before going on.
   */
  page: async ({ page }, use) => {
    const appTookOver = () => page.locator('#root[data-drawn]').waitFor({ state: 'detached' });
    const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appTookOver();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appTookOver();
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A refused eval that the page's code catches reaches no console: the refusal is reported as an event only.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) => console.error(`the Content-Security-Policy refused ${event.effectiveDirective} in ${event.sourceFile}:${event.lineNumber}`)),
      );
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
