import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { CLIENT_CONFIG_GLOBAL } from '@awards/contracts';
import { FakeEventSource } from './fake-event-source';

// The run-time config the server would send, as /app-config.js sets it before the app.
Object.assign(window, {
  [CLIENT_CONFIG_GLOBAL]: {
    environment: 'test',
    baseUrl: '/',
    title: 'Awards',
    defaultLocale: 'EN',
    captchaSiteKey: '',
    contentBaseUrl: '/content',
    backendBaseUrl: '/',
  },
});

// jsdom does no layout, so it has no scrolling; the app's scroll rules are tested as pure functions.
Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// Nor any EventSource: the pages that follow the live show get a stand-in the tests can drive.
Object.assign(globalThis, { EventSource: FakeEventSource });

beforeAll(async () => {
  const { initI18n } = await import('@/lib/i18n');
  await initI18n('EN');
});

// A console error in a test (a React warning, a failed prop type, an act() warning) fails it.
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in a test: ${format(...args)}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
