import { takePreviewFromAddress, leavePreview } from '@/lib/content-preview';
import { renderApp } from './render-app';

/** The site at `path` in a tab the backstage opened in preview (`path?preview=draft`), as the app's start takes it. */
export function renderPreview(path: string) {
  window.history.replaceState(null, '', `${path}?preview=draft`);
  takePreviewFromAddress();
  return renderApp(path);
}

/** Each test starts in a tab out of preview, at the site's root. */
export function resetPreview() {
  leavePreview();
  window.history.replaceState(null, '', '/');
}
