import type { HydrationState } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID, type LanguageCode } from '@awards/contracts';

/** What the server's drawing of a page hands the browser's app, so that its first render is the same page. */
export interface PageData {
  /** The language the page is drawn in, which the app starts in. */
  language: LanguageCode;
  router: HydrationState;
  /** The answers the drawing read, so the app does not read them again. */
  queries: DehydratedState;
}

/** The drawn page's data, or nothing when the page came without a drawing (a page only the browser draws). */
export function readPageData(): PageData | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : undefined;
}
