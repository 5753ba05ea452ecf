import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { renderAuthPanel } from '../testing/render-auth-panel';

async function openForgotPassword(overrides: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(overrides);
  const user = userEvent.setup();
  const view = renderAuthPanel('/forget-password');
  const panel = await screen.findByRole('dialog', { name: 'Forgot password' }, { timeout: 5000 });
  const email = await within(panel).findByLabelText('Email', {}, { timeout: 5000 });
  const send = within(panel).getByRole('button', { name: 'Send' });
  return { api, user, panel, email, send, ...view };
}

const sentBodies = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls.filter(([input]) => String(input).includes('reset-password')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the forgot-password panel', () => {
  beforeEach(() => localStorage.clear());

  it('checks the email once typed in and sends nothing while it is invalid', async () => {
    const { api, user, panel, email, send } = await openForgotPassword();
    await user.type(email, 'nova@');
    expect(await within(panel).findByText('Invalid email')).toBeVisible();
    expect(send).toBeDisabled();
    expect(sentBodies(api)).toEqual([]);
  });

  it('sends the trimmed email with the captcha action; closing the success popup resets the form and closes the panel', async () => {
    const { api, user, email, send, router } = await openForgotPassword({ 'api/v2/user/reset-password': { status: 200, body: { status: 'ok' } } });
    await user.type(email, ' nova@example.com ');
    await user.click(send);
    const popup = await screen.findByRole('dialog', { name: 'New password sent!' });
    expect(popup).toHaveTextContent('nova@example.com');
    expect(sentBodies(api)).toEqual([{ email: 'nova@example.com', captcha_token: 'dev', action: 'forget_password' }]);
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it("leads from the success popup's log-in button to the sign-in panel with the email filled in", async () => {
    const { user, email, send, router } = await openForgotPassword({ 'api/v2/user/reset-password': { status: 200, body: { status: 'ok' } } });
    await user.type(email, 'nova@example.com');
    await user.click(send);
    await user.click(within(await screen.findByRole('dialog', { name: 'New password sent!' })).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await within(await screen.findByRole('dialog', { name: 'Sign in' })).findByLabelText('Email')).toHaveValue('nova@example.com');
  });

  it('shows the server-error popup for a failure; closing it only resets the form', async () => {
    const { user, email, send, router } = await openForgotPassword({ 'api/v2/user/reset-password': { status: 500 } });
    await user.type(email, 'nova@example.com');
    await user.click(send);
    const popup = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/forget-password');
    expect(email).toHaveValue('');
    expect(send).toBeEnabled();
  });

  it('shows a captcha refusal as an error notice, not a popup; closing it returns the form to the start', async () => {
    const { user, email, send } = await openForgotPassword({ 'api/v2/user/reset-password': { status: 403, body: { statusCode: 403, code: 'captcha_failed', message: 'Suspicious request detected. Please try again.' } } });
    await user.type(email, 'nova@example.com');
    await user.click(send);
    const notice = await screen.findByRole('alert', { name: '' });
    expect(notice).toHaveTextContent('ERROR');
    expect(notice).toHaveTextContent('Suspicious request detected. Please try again.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(send).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(send).toBeEnabled());
    expect(email).toHaveValue('');
  });
});
