import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import type { mockApi } from './api-fixtures';

/** Between backstage tests: signed out, the site in English. */
export async function resetSession() {
  localStorage.clear();
  await act(() => setLanguage('EN'));
}

/** Every request other than a read: method, path, query and body (JSON, or the FormData as sent). */
export const sent = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
    .map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body instanceof FormData ? init.body : init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      return { method: init!.method, path: url.pathname.replace(/^\/+/, ''), query: url.search, body };
    });

/**
 * jsdom lays nothing out, and dnd-kit's keyboard moves go by where the rows are: each row of a
 * sortable list stands 100 px under the one before it.
 */
export function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = [...document.querySelectorAll('.sortable-row')].indexOf(this);
    const [top, width, height] = index < 0 ? [0, 0, 0] : [index * 100, 600, 80];
    return { x: 0, y: top, top, left: 0, right: width, bottom: top + height, width, height, toJSON: () => ({}) };
  });
}
