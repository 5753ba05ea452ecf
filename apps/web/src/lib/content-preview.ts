import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/*
 * Preview: an organiser sees the content's unpublished changes (its draft) on the real public
 * pages. The backstage opens a public page in a new tab with `?preview=draft`; that tab stays in
 * preview, from page to page, until its organiser exits it (the mode is kept in the tab's
 * sessionStorage, so other tabs show the published site). Meanwhile the API client reads the
 * content service's draft, as the session's organiser (api-client.ts).
 */

/** The address's parameter and value the backstage opens a page in preview with. */
export const PREVIEW_PARAMETER = 'preview';
export const DRAFT_VERSION = 'draft';

/** What the tab shows: the published content, the draft, or nothing of it (the draft was refused). */
export type PreviewState = 'off' | 'draft' | 'refused';

/** Whether the content service refused the tab's last read of the draft: the session is not an organiser's. */
let refused = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const inPreview = (): boolean => storage.contentPreview.get() === true;

/**
 * At the app's start, before anything is read: a page opened with `?preview=draft` puts the tab in
 * preview, and the parameter leaves the address, so that a copied link or a reload shows what
 * anyone sees (the tab itself stays in preview).
 */
export function takePreviewFromAddress(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get(PREVIEW_PARAMETER) !== DRAFT_VERSION) return;
  url.searchParams.delete(PREVIEW_PARAMETER);
  window.history.replaceState(window.history.state, '', url);
  refused = false;
  storage.contentPreview.set(true);
}

/** Leaves preview: the tab reads the published content from now on. */
export function leavePreview(): void {
  refused = false;
  storage.contentPreview.remove();
}

/** The content service answered a read of the draft: with it, or with a refusal (401 or 403). */
export function noteDraftRead(answer: 'read' | 'refused'): void {
  if (refused === (answer === 'refused')) return;
  refused = answer === 'refused';
  notify();
}

const previewState = (): PreviewState => (!inPreview() ? 'off' : refused ? 'refused' : 'draft');

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = storage.contentPreview.subscribe(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** The tab's preview state, for the components that show it. */
export function usePreview(): PreviewState {
  return useSyncExternalStore(subscribe, previewState, () => 'off');
}
