import type { Page } from '@playwright/test';

/** How soon every open page must show a reveal, from the organiser's call. */
export const REVEAL_WITHIN_MS = 2_000;

/** Resolves once the page has its live stream open (the server keeps every event from the moment it answers). */
export const liveStreamOpened = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/live');

/** Milliseconds from `started` until `check` passes. */
export const shownAfter = (started: number, check: Promise<unknown>) => check.then(() => Date.now() - started);
