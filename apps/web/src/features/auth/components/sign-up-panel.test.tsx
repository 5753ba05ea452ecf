import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as captcha from '@/lib/captcha';
import { mockApi } from '@/test/api-fixtures';
import { renderAuthPanel } from '../testing/render-auth-panel';

async function openSignUp(overrides: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(overrides);
  const user = userEvent.setup();
  const view = renderAuthPanel('/signup');
  const panel = await screen.findByRole('dialog', { name: 'Sign up' }, { timeout: 5000 });
  const name = await within(panel).findByLabelText('Name', {}, { timeout: 5000 });
  const email = within(panel).getByLabelText('Email');
  const privacy = within(panel).getByRole('checkbox');
  const submit = within(panel).getByRole('button', { name: 'Sign up' });
  const fill = async () => {
    await user.type(name, '  Nova Quinn ');
    await user.type(email, ' nova@example.com');
    await user.click(privacy);
  };
  return { api, user, panel, name, email, privacy, submit, fill, ...view };
}

const created = { status: 201, body: { id: 5, name: 'Nova Quinn', email: 'nova@example.com' } };

describe('the sign-up panel', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('asks for the privacy box only once it has been touched, or on submit, and sends nothing until it is ticked', async () => {
    const { api, user, panel, name, email, privacy, submit } = await openSignUp();
    await user.type(name, 'Nova');
    await user.type(email, 'nova@example.com');
    expect(within(panel).queryByText('You must accept the privacy policy')).toBeNull();
    await user.click(submit);
    expect(await within(panel).findByText('You must accept the privacy policy')).toBeVisible();
    expect(privacy).toHaveFocus();
    expect(submit).toBeDisabled();
    await user.click(privacy);
    await waitFor(() => expect(submit).toBeEnabled());
    expect(api.fetch.mock.calls.filter(([input]) => String(input).includes('user/new'))).toEqual([]);
  });

  it('links the privacy policy document and the terms in new tabs, and shows the reCAPTCHA notice', async () => {
    const { panel } = await openSignUp();
    const policy = within(panel).getByRole('checkbox', { name: /I agree/ }).closest('.form-check')!;
    expect(within(policy as HTMLElement).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy.html');
    expect(within(policy as HTMLElement).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
    expect(within(policy as HTMLElement).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    expect(panel).toHaveTextContent('This site is protected by reCAPTCHA');
  });

  it('sends trimmed values with the captcha token and action, then confirms that the password is on its way', async () => {
    const { api, user, panel, fill, submit, router } = await openSignUp({ 'api/v2/user/new': created });
    await fill();
    await user.click(submit);
    expect(await within(panel).findByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(panel).toHaveTextContent('We have sent your password to nova@example.com');
    expect(panel).toHaveTextContent('check your spam folder');
    const [, init] = api.fetch.mock.calls.find(([input]) => String(input).includes('user/new'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Nova Quinn', email: 'nova@example.com', captcha_token: 'dev', action: 'signup' });

    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByLabelText('Email')).toHaveValue('nova@example.com');
  });

  it.each([
    [409, 'Account already exists', 'An account with this email already exists'],
    [400, 'Check your details', 'The data you provided is invalid'],
    [500, 'Something went wrong', 'We could not create your account'],
  ])('answers a %i with its popup; closing it unlocks the form with the values kept', async (status, title, text) => {
    const { user, fill, submit, name } = await openSignUp({ 'api/v2/user/new': { status } });
    await fill();
    await user.click(submit);
    const popup = await screen.findByRole('alertdialog', { name: title });
    expect(popup).toHaveTextContent(text);
    expect(submit).toBeDisabled();
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(name).toHaveValue('  Nova Quinn ');
  });

  it('shows a throwaway address refused by the server beside the email field, saying to use a permanent one', async () => {
    const message = 'Addresses from throwaway mail services are not accepted. Use a permanent address that you read.';
    const { user, fill, submit, email, panel } = await openSignUp({
      'api/v2/user/new': { status: 400, body: { statusCode: 400, code: 'disposable_email', message, fields: { email: message } } },
    });
    await fill();
    await user.click(submit);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Check your details' })).getByRole('button', { name: 'OK' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(message);
    expect(within(panel).getByText(message)).toBeVisible();
  });

  it('offers to sign in with the email when the account exists', async () => {
    const { user, fill, submit, router } = await openSignUp({ 'api/v2/user/new': { status: 409 } });
    await fill();
    await user.click(submit);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Account already exists' })).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByLabelText('Email')).toHaveValue('nova@example.com');
  });

  it('answers a captcha refusal (403) with an error notification; closing it resets the form', async () => {
    const { user, fill, submit, name } = await openSignUp({ 'api/v2/user/new': { status: 403, body: { statusCode: 403, code: 'captcha_failed', message: 'Suspicious request detected. Please try again.' } } });
    await fill();
    await user.click(submit);
    const notice = await screen.findByRole('alert', { name: '' });
    expect(notice).toHaveTextContent('Suspicious request detected. Please try again.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(name).toHaveValue('');
  });

  it('tells a captcha that would not load in an error notification and sends nothing; closing it resets the form', async () => {
    // The captcha script fails to load, as a blocked or offline Google would.
    vi.spyOn(captcha, 'captchaToken').mockRejectedValue(new captcha.CaptchaLoadError());
    const { api, user, fill, submit, name } = await openSignUp({ 'api/v2/user/new': created });
    await fill();
    await user.click(submit);
    const notice = await screen.findByRole('alert', { name: '' });
    expect(notice).toHaveTextContent('The captcha could not be loaded. Reload the page and try again.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.fetch.mock.calls.filter(([input]) => String(input).includes('user/new'))).toEqual([]);
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(name).toHaveValue('');
  });
});
