import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { serveFaq } from '@/test/content-server';
import { FakeEventSource, streamOpened } from '@/test/fake-event-source';
import { renderPreview, resetPreview } from '@/test/preview';
import { renderApp } from '@/test/render-app';

/** The home page's sections come with their own chunks: the first render waits for them. */
const LAZY = { timeout: 5000 };
/** A publish shows on every open page within two seconds. */
const PUBLISH = { timeout: 2000 };

const faqReads = (requests: ReturnType<typeof serveFaq>['requests']) => requests().filter((request) => request.path === '/content/items/faq');

afterEach(() => {
  resetPreview();
});

describe('the public site when organisers publish', () => {
  it('shows the new FAQ answer on an open page without a reload, read past the browser’s copy', async () => {
    const { server, requests } = serveFaq();
    renderApp('/home');
    expect(await screen.findByText('Anyone aged 18 or over.', {}, LAZY)).toBeInTheDocument();
    await streamOpened();

    server.published = 'Anyone aged 16 or over.';
    act(() => FakeEventSource.emit('content', { version: 4 }, '9'));
    expect(await screen.findByText('Anyone aged 16 or over.', {}, PUBLISH)).toBeInTheDocument();
    expect(screen.queryByText('Anyone aged 18 or over.')).toBeNull();
    expect(faqReads(requests).map((read) => read.cache)).toEqual(['default', 'reload']);
  });

  it('reads texts again when organisers save the season’s dates, since the server writes the dates into them', async () => {
    const { server, requests } = serveFaq();
    renderApp('/home');
    expect(await screen.findByText('Anyone aged 18 or over.', {}, LAZY)).toBeInTheDocument();
    await streamOpened();

    server.published = 'Anyone aged 16 or over.';
    act(() => FakeEventSource.emit('season', {}, '11'));
    expect(await screen.findByText('Anyone aged 16 or over.', {}, PUBLISH)).toBeInTheDocument();
    expect(faqReads(requests).map((read) => read.cache)).toEqual(['default', 'reload']);
  });

  it('holds the stream on every public page, and reads the content of a page left meanwhile when the visitor comes back', async () => {
    const { server, requests } = serveFaq();
    const { router } = renderApp('/home');
    await screen.findByText('Anyone aged 18 or over.', {}, LAZY);
    await act(() => router.navigate('/privacy-policy'));
    await streamOpened();

    server.published = 'Anyone aged 16 or over.';
    act(() => FakeEventSource.emit('content', { version: 5 }, '10'));
    // Long enough for every read the publish starts to be made: the FAQ, not on show, is not one.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(faqReads(requests)).toHaveLength(1);

    await act(() => router.navigate('/home'));
    expect(await screen.findByText('Anyone aged 16 or over.', {}, LAZY)).toBeInTheDocument();
    expect(faqReads(requests)).toHaveLength(2);
  });
});

describe('a tab in preview', () => {
  it('reads the draft again when it comes back into view or focus, once for both', async () => {
    const { server, requests } = serveFaq();
    renderPreview('/home');
    expect(await screen.findByText('Anyone aged 16 or over.', {}, LAZY)).toBeInTheDocument();

    server.draft = 'Anyone aged 21 or over.';
    act(() => {
      fireEvent.focus(window);
      fireEvent(document, new Event('visibilitychange'));
    });
    expect(await screen.findByText('Anyone aged 21 or over.')).toBeInTheDocument();
    expect(faqReads(requests).map((read) => read.version)).toEqual(['draft', 'draft']);
  });

  it('returns to the published content with "Exit preview", keeping nothing of the draft', async () => {
    const { requests } = serveFaq();
    const user = userEvent.setup();
    renderPreview('/home');
    expect(await screen.findByText('Anyone aged 16 or over.', {}, LAZY)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exit preview' }));
    expect(await screen.findByText('Anyone aged 18 or over.')).toBeInTheDocument();
    expect(screen.queryByText('Anyone aged 16 or over.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Preview of unpublished changes' })).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
    await waitFor(() => expect(faqReads(requests).map((read) => read.version)).toEqual(['draft', null]));
    expect(sessionStorage.getItem('content-preview')).toBeNull();
  });

  it('shows the draft in the API answers that embed content too (the Legends blocks), and the published ones after "Exit preview"', async () => {
    const api = mockApi();
    const fixture = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://site.test');
      if (url.pathname !== '/api/v2/loty/') return fixture(input, init);
      const title = url.searchParams.get('version') === 'draft' ? 'Comeback of the year, edited' : 'Comeback of the year';
      const streamers = [{ id: 11, photo: 'legend-ana', nickname: 'Ana', votes: 0, voted: false }];
      return Response.json([{ id: 1, order_id: 1, closes_at: '2999-01-01T00:00:00.000Z', streamers, translations: [{ id: 1, title, description: 'Returned.', Language: { ID: 1 } }] }]);
    });
    const user = userEvent.setup();
    renderPreview('/loty');
    expect(await screen.findByRole('heading', { level: 2, name: 'Comeback of the year, edited' }, LAZY)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Exit preview' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Comeback of the year' })).toBeVisible();
  });
});
