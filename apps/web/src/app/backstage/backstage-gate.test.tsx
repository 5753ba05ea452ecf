import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as pages from '@/lib/load-page';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

const ME = 'api/v2/backstage/me';
const self = (fields: Record<string, unknown> = {}) => ({
  id: 3,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  roles: ['organiser'],
  second_factor: 'confirmed',
  verified: true,
  ...fields,
});
const answer = (body: unknown, status = 200) => ({ status, body });
const forbidden = (code: string) => answer({ statusCode: 403, code, message: code === 'forbidden' ? 'You do not have permission to do this.' : 'Enter the code.' }, 403);

// The site and the backstage are apps of their own: going from one to the other loads a page (which jsdom cannot).
let loadPage: MockInstance<typeof pages.loadPage>;
beforeEach(() => {
  loadPage = vi.spyOn(pages, 'loadPage').mockImplementation(() => {});
});

/** The JSON bodies sent to `path`. */
const bodiesSent = (api: ReturnType<typeof mockApi>, path: string) =>
  api.fetch.mock.calls.filter(([input]) => String(input).replace(/^\/+/, '').split('?')[0] === path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** The backstage's code and texts load on the first visit, which takes a while the first time a test file asks. */
const LOAD = { timeout: 5000 };

afterEach(() => localStorage.clear());

describe('the backstage gate', { timeout: 15_000 }, () => {
  it('tells a signed-out visitor to sign in on the site, and the sign-in brings them back to the page they asked for', async () => {
    const verifiedToken = testToken({ name: 'Ada Lovelace' });
    const api = mockApi({ 'api/v2/user/token': answer({ token: verifiedToken, password_change_required: false }), [ME]: answer(self()) });
    const user = userEvent.setup();
    const backstage = renderApp('/backstage/inbox');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the backstage' }, LOAD)).toBeVisible();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/signin?next=%2Fbackstage%2Finbox');
    // The site is another app: the link loads it, here rendered at that address.
    backstage.unmount();
    renderApp('/signin?next=%2Fbackstage%2Finbox');

    const panel = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 });
    await user.type(await within(panel).findByLabelText('Email', {}, { timeout: 5000 }), 'ada@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'a-long-password');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/backstage/inbox'));
    expect(localStorage.getItem('token')).toBe(verifiedToken);
    expect(bodiesSent(api, 'api/v2/user/token')).toHaveLength(1);
  });

  it('shows a signed-in user without a role that they have no access', async () => {
    mockApi({ [ME]: forbidden('forbidden') });
    localStorage.setItem('token', testToken());
    renderApp('/backstage');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' }, LOAD)).toBeVisible();
    expect(screen.getByText(/ask an organiser to grant it/)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Backstage sections' })).toBeNull();
  });

  it('starts the set-up of the authenticator app for staff without a second factor', async () => {
    mockApi({ [ME]: answer(self({ second_factor: 'none', verified: false })) });
    localStorage.setItem('token', testToken());
    renderApp('/backstage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' }, LOAD)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start' })).toBeVisible();
  });

  it('offers the set-up again to staff who started it without confirming', async () => {
    mockApi({ [ME]: answer(self({ second_factor: 'pending', verified: false })) });
    localStorage.setItem('token', testToken());
    renderApp('/backstage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' }, LOAD)).toBeVisible();
  });

  it('asks staff with a second factor for a code, and opens the backstage with the token it wins', async () => {
    const backstageToken = testToken({ name: 'Ada Lovelace', second_factor: 1 });
    const overrides = {
      [ME]: answer(self({ verified: false })),
      'api/v2/backstage/second-factor/verify': answer({ token: backstageToken }),
      'api/v2/backstage/staff': answer([]),
    };
    const api = mockApi(overrides);
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    const { router } = renderApp('/backstage/staff');

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' }, LOAD)).toBeVisible();
    await user.type(screen.getByLabelText(/^Code/), '123456');
    overrides[ME] = answer(self());
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' }, LOAD)).toBeVisible();
    expect(bodiesSent(api, 'api/v2/backstage/second-factor/verify')).toEqual([{ code: '123456' }]);
    expect(localStorage.getItem('token')).toBe(backstageToken);
    const staffCall = api.requests().filter((request) => request.path === 'api/v2/backstage/staff').at(-1);
    expect(staffCall?.headers.get('Authorization')).toBe(`Bearer ${backstageToken}`);
    expect(router.state.location.pathname).toBe('/backstage/staff');
  });

  it("shows the server's refusal of a wrong code under the field, and sends nothing for a code of the wrong shape", async () => {
    const api = mockApi({
      [ME]: answer(self({ verified: false })),
      'api/v2/backstage/second-factor/verify': answer({ statusCode: 400, code: 'second_factor_invalid', message: 'This code is wrong or has already been used.' }, 400),
    });
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    renderApp('/backstage');
    const field = await screen.findByLabelText(/^Code/, {}, LOAD);

    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the six digits from your app, or a recovery code')).toBeVisible();
    expect(bodiesSent(api, 'api/v2/backstage/second-factor/verify')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'abcd-2345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is wrong or has already been used.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSent(api, 'api/v2/backstage/second-factor/verify')).toEqual([{ code: 'abcd-2345' }]);
  });

  it('sends staff back to the code step when a backstage call answers second_factor_required', async () => {
    mockApi({ [ME]: answer(self()), 'api/v2/backstage/staff': forbidden('second_factor_required') });
    localStorage.setItem('token', testToken());
    renderApp('/backstage/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' }, LOAD)).toBeVisible();
    expect(screen.getByLabelText(/^Code/)).toBeVisible();
  });
});

describe('the backstage layout', { timeout: 15_000 }, () => {
  it("shows a moderator the sections their role opens, their name, and opens /backstage on the season overview", async () => {
    mockApi({ [ME]: answer(self({ name: 'Mo Derator', roles: ['moderator'] })), 'api/v2/backstage/readiness': answer({ phase: null, next: null, checks: [] }) });
    localStorage.setItem('token', testToken());
    const { router } = renderApp('/backstage');
    const nav = await screen.findByRole('navigation', { name: 'Backstage sections' }, LOAD);
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Applications', 'Block list', 'Inbox', 'Exports']);
    expect(within(nav).queryByRole('link', { name: 'Live show' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Season' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Results' })).toBeNull();
    expect(screen.getByText('Mo Derator')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Season overview' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/backstage');
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/backstage/entries?status=in_progress');
    // The site's own frame stays out: no footer under the backstage.
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("gives an organiser every section, and tells a moderator a section that is not theirs is closed", async () => {
    const overrides = { [ME]: answer(self()), 'api/v2/backstage/audit': answer({ items: [], total: 0, page: 1, page_size: 50 }) };
    mockApi(overrides);
    localStorage.setItem('token', testToken());
    const first = renderApp('/backstage/audit');
    const nav = await screen.findByRole('navigation', { name: 'Backstage sections' }, LOAD);
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Applications', 'Block list', 'Inbox', 'Season', 'Nominees', 'Jury', 'Results', 'Integrity', 'Live show', 'Content', 'Exports', 'Audit log', 'Staff', 'Personal data']);
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toBe('Awards backstage | Audit log'));
    first.unmount();

    overrides[ME] = answer(self({ roles: ['moderator'] }));
    renderApp('/backstage/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    expect(screen.getByText('Your role does not open this section. Choose another one from the menu.')).toBeVisible();
  });

  it('folds the sections into a menu button that opens and closes them', async () => {
    mockApi({ [ME]: answer(self()), 'api/v2/backstage/staff': answer([]) });
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    renderApp('/backstage/staff');
    const toggle = await screen.findByRole('button', { name: 'Backstage menu' }, LOAD);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('navigation', { name: 'Backstage sections' })).getByRole('link', { name: 'Inbox' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('switches language with the backstage texts loaded first, and signs out to the home page', async () => {
    mockApi({ [ME]: answer(self()), 'api/v2/backstage/staff': answer([]) });
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    renderApp('/backstage/staff');
    await screen.findByRole('heading', { level: 1, name: 'Staff' }, LOAD);

    await user.click(screen.getByRole('button', { name: 'Русский' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Команда' }, LOAD)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Бэкстейдж Awards | Команда'));
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(loadPage).toHaveBeenCalledWith('/home');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
