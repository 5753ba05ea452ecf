import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockApi } from '@/test/api-fixtures';
import { clockAt, DURING, seasonSettings } from '@/test/season-dates';
import { testToken } from '@/test/render-app';
import { renderAuthPanel } from '../testing/render-auth-panel';

const fullToken = testToken({ name: 'Nova Quinn' });
const restrictedToken = testToken({ name: 'Nova Quinn', scope: 'password_change' });

/** The JSON bodies the app sent to `path`, with their Authorization headers. */
function sent(api: MockApi, path: string) {
  return api.fetch.mock.calls
    .filter(([input]) => String(input).replace(/^\/+/, '') === path)
    .map(([, init]) => ({ body: JSON.parse(String(init?.body)) as unknown, authorization: new Headers(init?.headers).get('Authorization') }));
}

async function openSignIn(overrides: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(overrides);
  const user = userEvent.setup();
  const view = renderAuthPanel('/signin');
  const panel = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 });
  const email = await within(panel).findByLabelText('Email', {}, { timeout: 5000 });
  const password = within(panel).getByLabelText('Password');
  const submit = within(panel).getByRole('button', { name: 'Sign in' });
  return { api, user, panel, email, password, submit, ...view };
}

describe('the sign-in panel', () => {
  beforeEach(() => localStorage.clear());

  it('shows a field error only once that field has been typed in, and disables the button while errors show', async () => {
    const { user, panel, email, password, submit } = await openSignIn();
    await user.type(email, 'not-an-email');
    expect(await within(panel).findByText('Invalid email')).toBeVisible();
    expect(within(panel).queryByText('This field is required')).toBeNull();
    expect(submit).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'nova@example.com');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.type(password, 'x');
    expect(await within(panel).findByText('At least 2 characters')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('on an empty submit shows every error, focuses the first and sends nothing', async () => {
    const { api, user, panel, email, submit } = await openSignIn();
    await user.click(submit);
    expect(await within(panel).findAllByText('This field is required')).toHaveLength(2);
    expect(email).toHaveFocus();
    expect(sent(api, 'api/v2/user/token')).toEqual([]);
  });

  it('toggles the password between hidden and shown', async () => {
    const { user, panel, password } = await openSignIn();
    const toggle = within(panel).getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the trimmed email, stores the token and goes to the profile when nothing is pending', async () => {
    const { api, user, email, password, submit, router } = await openSignIn({ 'api/v2/user/token': { status: 200, body: { token: fullToken } } });
    await user.type(email, '  nova@example.com ');
    await user.type(password, 'a sturdy passphrase');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(sent(api, 'api/v2/user/token')).toEqual([{ body: { email: 'nova@example.com', password: 'a sturdy passphrase' }, authorization: null }]);
    expect(localStorage.getItem('token')).toBe(fullToken);
  });

  it("goes to the pending nomination's application form first, clearing it", async () => {
    localStorage.setItem('pendingNominationId', '4');
    localStorage.setItem('pendingApplyRedirect', 'true');
    const { user, email, password, submit, router } = await openSignIn({ 'api/v2/user/token': { status: 200, body: { token: fullToken } } });
    await user.type(email, 'nova@example.com');
    await user.type(password, 'a sturdy passphrase');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/application-form/4'));
    expect(localStorage.getItem('pendingNominationId')).toBeNull();
  });

  it('tells a visitor who meant to apply that applications have closed since, and what comes next, instead of opening a form that would be refused', async () => {
    clockAt(DURING.beforeVoting);
    localStorage.setItem('pendingNominationId', '4');
    localStorage.setItem('pendingApplyRedirect', 'true');
    const { user, email, password, submit, router } = await openSignIn({
      'api/v2/user/token': { status: 200, body: { token: fullToken } },
      'api/v2/settings': { status: 200, body: seasonSettings() },
    });
    await user.type(email, 'nova@example.com');
    await user.type(password, 'a sturdy passphrase');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Applications are closed')).toBeVisible();
    expect(within(notice).getByText(/^Applications closed on January 3, 2027, 11:59\sPM CET\. Longlist voting opens on January 13, 2027, 1:00\sAM CET\.$/)).toBeVisible();
    expect(localStorage.getItem('pendingNominationId')).toBeNull();
    expect(localStorage.getItem('pendingApplyRedirect')).toBeNull();
  });

  it('after Apply, goes home and scrolls to the nominations, clearing the flag', async () => {
    localStorage.setItem('pendingApplyRedirect', 'true');
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, email, password, submit, router } = await openSignIn({ 'api/v2/user/token': { status: 200, body: { token: fullToken } } });
    await user.type(email, 'nova@example.com');
    await user.type(password, 'a sturdy passphrase');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(scrolled.mock.contexts).toContain(document.getElementById('nominations')));
    expect(localStorage.getItem('pendingApplyRedirect')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks the form while the request runs (PROCESS), then shows the client-error popup for a 400 (ABORT)', async () => {
    let answer: (response: Response) => void = () => {};
    const { api, user, email, password, submit } = await openSignIn();
    api.fetch.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await user.type(email, 'nova@example.com');
    await user.type(password, 'wrong password');
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(within(submit).getByRole('status')).toHaveTextContent('Sending…');
    answer(new Response(JSON.stringify({ statusCode: 400, code: 'invalid_credentials', message: 'Invalid email or password.' }), { status: 400 }));
    const popup = await screen.findByRole('alertdialog', { name: 'Could not sign in' });
    expect(popup).toHaveTextContent('Invalid email or password.');
    expect(submit).toBeDisabled();
    await user.click(within(popup).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(submit).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['a server error', { status: 500 }],
    ['an answer without a token', { status: 200, body: {} }],
  ])('shows the server-error popup for %s', async (_, answer) => {
    const { user, email, password, submit } = await openSignIn({ 'api/v2/user/token': answer });
    await user.type(email, 'nova@example.com');
    await user.type(password, 'a sturdy passphrase');
    await user.click(submit);
    expect(await screen.findByRole('alertdialog', { name: 'Something went wrong' })).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends the sign-in again with a captcha token when the server asks for one, and signs in', async () => {
    const { api, user, email, password, submit } = await openSignIn({ 'api/v2/user/token': { status: 200, body: { token: fullToken } } });
    const refusal = { statusCode: 403, code: 'captcha_required', message: 'This account has had many failed sign-ins, so signing in to it now needs a captcha. Try again.' };
    api.fetch.mockImplementationOnce(async () => new Response(JSON.stringify(refusal), { status: 403 }));
    await user.type(email, 'nova@example.com');
    await user.type(password, 'the right password');
    await user.click(submit);
    await waitFor(() => expect(localStorage.getItem('token')).toBe(fullToken));
    expect(sent(api, 'api/v2/user/token').map(({ body }) => body)).toEqual([
      { email: 'nova@example.com', password: 'the right password' },
      { email: 'nova@example.com', password: 'the right password', captcha_token: 'dev', action: 'sign_in' },
    ]);
  });

  it('tells the reason the server gives for refusing, such as too many attempts', async () => {
    const message = 'Too many attempts. Wait a little and try again.';
    const { user, email, password, submit } = await openSignIn({ 'api/v2/user/token': { status: 429, body: { statusCode: 429, code: 'rate_limited', message } } });
    await user.type(email, 'nova@example.com');
    await user.type(password, 'a guess');
    await user.click(submit);
    const popup = await screen.findByRole('alertdialog', { name: 'Could not sign in' });
    expect(popup).toHaveTextContent(message);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('after a one-time password asks for a new password, sends it with the restricted token, and stores only the full one', async () => {
    const { api, user, panel, email, password, submit, router } = await openSignIn({
      'api/v2/user/token': { status: 200, body: { token: restrictedToken, password_change_required: true } },
      'api/v2/user/password': { status: 200, body: { token: fullToken } },
    });
    await user.type(email, 'nova@example.com');
    await user.type(password, 'Xk3pQ9mZr2Tw');
    await user.click(submit);
    expect(await within(panel).findByRole('heading', { name: 'Choose your password' })).toHaveFocus();
    expect(localStorage.getItem('token')).toBeNull();

    const fresh = within(panel).getByLabelText('New password');
    const repeat = within(panel).getByLabelText('Repeat the new password');
    await user.type(fresh, 'short');
    expect(await within(panel).findByText('At least 8 characters')).toBeVisible();
    await user.type(fresh, ' but now long');
    await user.type(repeat, 'something else');
    expect(await within(panel).findByText('Passwords do not match')).toBeVisible();
    await user.clear(repeat);
    await user.type(repeat, 'short but now long');
    await waitFor(() => expect(within(panel).queryByText('Passwords do not match')).toBeNull());
    await user.click(within(panel).getByRole('button', { name: 'Save password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(sent(api, 'api/v2/user/password')).toEqual([{ body: { password: 'short but now long' }, authorization: `Bearer ${restrictedToken}` }]);
    expect(localStorage.getItem('token')).toBe(fullToken);
  });

  it("puts the server's refusal of a common password beside the field", async () => {
    const { user, panel, email, password, submit } = await openSignIn({
      'api/v2/user/token': { status: 200, body: { token: restrictedToken, password_change_required: true } },
      'api/v2/user/password': {
        status: 400,
        body: { statusCode: 400, code: 'validation_error', message: 'Invalid', fields: { password: 'This password is too common. Choose a less predictable one' } },
      },
    });
    await user.type(email, 'nova@example.com');
    await user.type(password, 'Xk3pQ9mZr2Tw');
    await user.click(submit);
    await user.type(await within(panel).findByLabelText('New password'), 'password1');
    await user.type(within(panel).getByLabelText('Repeat the new password'), 'password1');
    await user.click(within(panel).getByRole('button', { name: 'Save password' }));
    expect(await within(panel).findByText('This password is too common. Choose a less predictable one')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('links to sign-up and to the forgotten password', async () => {
    const { user, panel, router } = await openSignIn();
    await user.click(within(panel).getByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget-password'));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(within(forgot).getByRole('link', { name: 'Back to sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign in' })).getByRole('link', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});
