/**
 * Leaves this app for a page of the other one: the site and the backstage are built apart, so the
 * browser loads the page (a router of one knows nothing of the other's paths).
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
