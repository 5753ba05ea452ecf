import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serveFaq } from '@/test/content-server';
import { renderPreview, resetPreview } from '@/test/preview';
import { renderApp, testToken } from '@/test/render-app';
import { setLanguage } from './i18n';
import { takePreviewFromAddress } from './content-preview';

const LAZY = { timeout: 5000 };
const banner = () => screen.getByRole('region', { name: 'Preview of unpublished changes' });

afterEach(async () => {
  resetPreview();
  localStorage.clear();
  await act(() => setLanguage('EN'));
});

describe('the preview of unpublished changes', () => {
  it('starts from a page opened with ?preview=draft, drops the parameter from the address and stays on from page to page', async () => {
    const { requests } = serveFaq();
    localStorage.setItem('token', testToken());
    const { router } = renderPreview('/privacy-policy');
    expect(window.location.pathname + window.location.search).toBe('/privacy-policy');
    expect(await within(await screen.findByRole('region', { name: 'Preview of unpublished changes' }, LAZY)).findByRole('status')).toHaveTextContent(
      'Preview: this page shows unpublished changes. Visitors see the published site until an organiser publishes them.',
    );

    await act(() => router.navigate('/home'));
    expect(await screen.findByText('Anyone aged 16 or over.', {}, LAZY)).toBeInTheDocument();
    expect(banner()).toBeVisible();
    const faq = requests().find((request) => request.path === '/content/items/faq')!;
    expect(faq).toMatchObject({ version: 'draft', cache: 'no-store', authorization: expect.stringMatching(/^Bearer /) });
  });

  it('leaves a page opened without it as everyone sees it', async () => {
    const { requests } = serveFaq();
    window.history.replaceState(null, '', '/home?utm_source=newsletter');
    takePreviewFromAddress();
    expect(window.location.search).toBe('?utm_source=newsletter');
    renderApp('/home');
    expect(await screen.findByText('Anyone aged 18 or over.', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preview of unpublished changes' })).toBeNull();
    expect(requests().find((request) => request.path === '/content/items/faq')).toMatchObject({ version: null, authorization: null });
  });

  it('says so in the visitor’s language: in Russian on the site in Russian', async () => {
    serveFaq();
    await act(() => setLanguage('RU'));
    renderPreview('/home');
    const russian = await screen.findByRole('region', { name: 'Предпросмотр неопубликованных изменений' }, LAZY);
    expect(within(russian).getByRole('status')).toHaveTextContent('Предпросмотр: на этой странице неопубликованные изменения.');
    expect(within(russian).getByRole('button', { name: 'Выйти из предпросмотра' })).toBeVisible();
  });

  it('shows a clear notice, not a broken page, when the draft is refused, and keeps the session', async () => {
    const { server } = serveFaq();
    server.draftRefused = true;
    localStorage.setItem('token', testToken());
    renderPreview('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your favourite moments deserve the spotlight' }, LAZY)).toBeVisible();
    await waitFor(() =>
      expect(within(banner()).getByRole('status')).toHaveTextContent(
        "Unpublished changes can't be shown: only an organiser signed in to the backstage in this browser can preview them.",
      ),
    );
    expect(within(banner()).getByRole('button', { name: 'Exit preview' })).toBeVisible();
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
