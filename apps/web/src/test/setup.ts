import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { CLIENT_CONFIG_GLOBAL, type ClientConfig } from '@awards/contracts';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { setConfig } from '@/lib/config';
import { i18n, initI18n, localeOf } from '@/lib/i18n';
import { FakeEventSource } from './fake-event-source';

// The run-time config the server would send, as /app-config.js sets it before the app.
const CONFIG: ClientConfig = {
  environment: 'test',
  baseUrl: '/',
  title: 'Awards',
  defaultLocale: 'EN',
  captchaSiteKey: '',
  contentBaseUrl: '/content',
  backendBaseUrl: '/',
};
Object.assign(window, { [CLIENT_CONFIG_GLOBAL]: CONFIG });

// jsdom does no layout, so it has no scrolling; the app's scroll rules are tested as pure functions.
Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// Nor any EventSource: the pages that follow the live show get a stand-in the tests can drive.
Object.assign(globalThis, { EventSource: FakeEventSource });

/*
 * A worker runs many test files in one page and one set of modules (vitest.config.ts: isolate is
 * off), and runs this file again before each of them: what a test leaves in the page or in a
 * module is undone here, so no test depends on which ran before it.
 */

// A page's code loads on its first visit, which on a busy machine takes seconds: whichever test comes
// first in a worker waits for it, so every test's waits allow for it (Testing Library's default is 1 s).
configure({ asyncUtilTimeout: 5000 });

// The language is set up once per set of modules; each test then starts in English (below).
beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('EN');
});

// A console error in a test (a React warning, a failed prop type, an act() warning) fails it.
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in a test: ${format(...args)}`);
  });
});

/** Expires every cookie the page holds (the language's, which the server reads). */
function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // What Testing Library did not render itself: markup a test drew as the server would.
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  setConfig(CONFIG);
  // The last test's router, which a 401 would otherwise still take home.
  setUnauthorizedHandler(() => {});
  if (i18n.language !== localeOf('EN')) await i18n.changeLanguage(localeOf('EN'));
  clearCookies();
});
