import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

afterEach(async () => {
  localStorage.clear();
  await act(() => setLanguage('EN'));
});

/**
 * Each test draws the whole app, its first page's sections and their lazy code included: on two
 * busy cores that takes longer than the 5 s a unit test gets.
 */
describe('the app', { timeout: 20_000 }, () => {
  it('redirects / to /home and titles the page with the product and route titles', async () => {
    mockApi();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your favourite moments deserve the spotlight' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    await waitFor(() => expect(document.title).toBe('Awards | Home'));
  });

  it('shows the header and footer on template pages only', async () => {
    mockApi();
    renderApp('/home');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('sends a visitor without a valid token from /profile to home', async () => {
    mockApi();
    localStorage.setItem('token', testToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('lets a signed-in user into /profile with their applications loaded first, initials in the header leading there', async () => {
    mockApi();
    localStorage.setItem('token', testToken({ name: 'Diego Albarrán' }));
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(screen.getByText('Diego Albarrán')).toBeVisible();
    expect(screen.getByText('Applications').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Your account (Diego Albarrán)' })).toHaveTextContent('DA');
  });

  it('opens the sign-in panel over the home page at /signin; closing it returns to /home', async () => {
    mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/signin');
    const panel = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Your favourite moments deserve the spotlight' })).toBeInTheDocument();
    // The panel's form loads with its own chunk after the panel opens.
    await user.click(await within(panel).findByRole('link', { name: 'Sign up' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("opens /signin during voting with the panel alone: 'Voting period started' waits until it has closed", async () => {
    const round = { id: 1, kind: 'longlist', starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-12-10T00:00:00Z', reveals_at: '2026-12-12T00:00:00Z', status: 'open' };
    const api = mockApi({ 'api/v2/voting/current': { status: 200, body: { round, next_round: null } } });
    const user = userEvent.setup();
    const { router } = renderApp('/signin');
    const panel = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 });
    await within(panel).findByRole('link', { name: 'Sign up' }, { timeout: 5000 });
    await waitFor(() => expect(api.requests().map((request) => request.path)).toContain('api/v2/voting/current'));
    // Left alone, the notice would be on screen well within this time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByRole('dialog', { name: 'Voting period started' })).toBeNull();
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('dialog', { name: 'Voting period started' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Vote now' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).toHaveFocus();
    sessionStorage.clear();
  });

  it('sends a guest who taps Apply to sign in, remembering to come back to the nominations', async () => {
    mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/home');
    // Apply shows once the season's dates say applications are open; the page's code comes first.
    await user.click(await screen.findByRole('button', { name: 'Apply' }, { timeout: 5000 }));
    expect(localStorage.getItem('pendingApplyRedirect')).toBe('true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('takes a signed-in user who taps Apply to the nominations on the home page', async () => {
    mockApi();
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    const { router } = renderApp('/loty');
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/home', hash: '#nominations' }));
    expect(localStorage.getItem('pendingApplyRedirect')).toBeNull();
  });

  it('opens the menu from the keyboard, moves focus in, and gives it back on Escape', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/home');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(menu).getByRole('button', { name: 'Nominations' }));
    expect(within(menu).getByRole('link', { name: 'The brightest reaction' })).toHaveAttribute('href', '/application-form/2');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton).toHaveFocus();
  });

  it('switches language from the menu: texts, <html lang>, storage and language-bound data follow', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    // The menu's code loads when it first opens, unless an earlier test opened it.
    await user.click(await screen.findByRole('button', { name: 'Русский' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ваши любимые моменты достойны софитов' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem('lastLanguageCode')).toBe('RU');
    await waitFor(() =>
      expect(api.requests().filter((r) => r.path === 'api/v1/nomination/all').map((r) => r.headers.get('Accept-Language'))).toEqual(['EN', 'RU']),
    );
  });

  it('shows content in the selected language and falls back to English where a text is blank', async () => {
    mockApi();
    await act(() => setLanguage('RU'));
    renderApp('/home');
    expect(await screen.findByText('Успейте отправить любимые моменты стримов.')).toBeVisible();
    // The countdown names its units in Russian; the key dates have no Russian text, so English stands in.
    expect(screen.getAllByText(/^(день|дня|дней)$/)[0]).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'APPLY' })).toBeVisible();
  });

  it('keeps the other sections when one content request fails, and names the key steps, dated by the season, without their texts', async () => {
    mockApi({ 'content/items/faq': { status: 500 }, 'content/items/key_dates': { status: 500 } });
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 2, name: 'Rules' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'FAQ' })).toBeNull();
    const steps = [...document.querySelectorAll('#how-it-works .timeline__step')];
    expect(steps.map((step) => step.querySelector('h3')!.textContent)).toEqual(['Apply', 'Vote', 'Live']);
    for (const step of steps) expect(step.querySelector('.timeline__dates')?.textContent).toMatch(/\d/);
  });

  it('leaves the key steps undated when the season’s dates cannot be read: no date is typed into a text', async () => {
    mockApi({ 'api/v2/settings': { status: 500 } });
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 2, name: 'Rules' })).toBeVisible();
    const steps = [...document.querySelectorAll('#how-it-works .timeline__step')];
    expect(steps.map((step) => step.querySelector('h3')!.textContent)).toEqual(['APPLY', 'Vote', 'Live']);
    expect(document.querySelector('#how-it-works .timeline__dates')).toBeNull();
  });

  it("forgets a user's data when they log out, so the next user never sees it", async () => {
    const api = mockApi();
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    localStorage.setItem('token', testToken({ name: 'Someone Else' }));
    await act(() => router.navigate('/profile'));
    expect(await screen.findByText('Someone Else')).toBeVisible();
    expect(api.requests().filter((request) => request.path === 'api/v2/application/')).toHaveLength(2);
  });

  it('signs the user out and goes home on a 401 from the API', async () => {
    mockApi({ 'api/v1/nomination/all': { status: 401 } });
    localStorage.setItem('token', testToken());
    const { router } = renderApp('/loty');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  it('shows the not-found page for an unknown path', async () => {
    mockApi();
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Awards | Page not found'));
  });
});
