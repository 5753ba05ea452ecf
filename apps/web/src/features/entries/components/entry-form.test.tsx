import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '@awards/contracts';
import { NotificationsProvider } from '@/components/ui/notification/notifications';
import { createQueryClient } from '@/lib/query-client';
import { testToken } from '@/test/render-app';
import { EntryForm, type DrawnFormActivity } from './entry-form';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm(nominationId = 4, drawn?: DrawnFormActivity) {
  const router = createMemoryRouter(
    [
      { path: '/application-form/:nominationId', element: <EntryForm nominationId={nominationId} drawn={drawn && (() => drawn)} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/application-form/${nominationId}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </QueryClientProvider>,
  );
  return { router, submit: screen.getByRole('button', { name: 'Send application' }) };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Streamer's nickname/), ' GiggleGrenade ');
  await user.type(screen.getByLabelText(/Link to the streamer's page/), 'https://twitch.example.com/giggle');
  await user.type(screen.getByLabelText('Link to the video'), 'https://clips.example.com/1');
  await user.click(screen.getByLabelText(/I have read and accept the privacy policy/));
}

describe('the application form for a guest', () => {
  it('asks to sign in, keeps the nomination for after signing in, and sends nothing', async () => {
    localStorage.removeItem('token');
    const fetchMock = answer(201, {});
    const user = userEvent.setup();
    const { router, submit } = renderForm(6);
    expect(screen.getByText('Sign in to apply: your name and email come from your account.')).toBeInTheDocument();
    await user.click(submit);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Sign-in required');
    expect(notice).toHaveTextContent('Please sign in or sign up to submit your application.');
    expect(localStorage.getItem('pendingNominationId')).toBe('6');
    expect(fetchMock).not.toHaveBeenCalled();
    // No field errors either: the guest is told to sign in first.
    expect(screen.queryByText('This field is required')).toBeNull();

    await user.click(within(notice).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});

describe('the application form for a signed-in user', () => {
  beforeEach(() => localStorage.setItem('token', testToken({ name: 'Lena Varga', email: 'lena@example.com' })));

  it('shows the applicant from the account, read-only', () => {
    answer(201, {});
    renderForm();
    expect(screen.getByLabelText('Your name')).toHaveValue('Lena Varga');
    expect(screen.getByLabelText('Your email')).toHaveValue('lena@example.com');
    expect(screen.getByLabelText('Your email')).toHaveAttribute('readonly');
  });

  it('says before sending that an uploaded video stays private until the streamer is a nominee', () => {
    answer(201, {});
    renderForm();
    expect(screen.getByLabelText('Upload a video')).toHaveAccessibleDescription(expect.stringContaining('it becomes public on the voting page only once the streamer becomes a nominee'));
  });

  it('shows every error on an invalid submit and sends nothing', async () => {
    const fetchMock = answer(201, {});
    const user = userEvent.setup();
    const { submit } = renderForm();
    await user.click(submit);
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Upload a video or attach a link to one')).toBeInTheDocument();
    expect(screen.getByText('You must accept the privacy policy')).toBeInTheDocument();
    expect(screen.getByLabelText(/Streamer's nickname/)).toHaveFocus();
    expect(submit).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed entry with the captcha token; success offers VIEW, which opens the profile', async () => {
    const fetchMock = answer(201, { id: 9 });
    const user = userEvent.setup();
    const { router, submit } = renderForm(4);
    await fillValidForm(user);
    await user.click(submit);

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('SUCCESS');
    expect(notice).toHaveTextContent("Application sent! We'll review it within 60 hours.");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v2/application/new');
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(JSON.parse(String(init?.body))).toEqual({
      nickname: 'GiggleGrenade',
      link_to_page: 'https://twitch.example.com/giggle',
      link_to_media: 'https://clips.example.com/1',
      nomination_id: 4,
      captcha_token: 'dev',
      action: 'submit_application',
    });
    expect(submit).toBeDisabled();

    await user.click(within(notice).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    // VIEW already chose where to go: the closing notice does not send the user home as well.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('goes home 300 ms after the success notice is closed', async () => {
    answer(201, { id: 9 });
    const user = userEvent.setup();
    const { router, submit } = renderForm();
    await fillValidForm(user);
    await user.click(submit);
    await user.click(within(await screen.findByRole('status')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 2000 });
  });

  it.each([
    [403, 'captcha_failed', 'Suspicious request detected. Please try again.'],
    [403, 'email_blacklisted', 'This email is on our block list. Try another one.'],
    [409, 'duplicate_application', 'You have already sent an application with this streamer or this video in this nomination.'],
    [409, 'applications_closed', 'Applications are closed right now. Check the key dates.'],
    [500, 'internal_error', 'Almost there! Try sending it again.'],
  ])('answers %i %s with its error notice; closing it unlocks the form', async (status, code, text) => {
    // The API's message for the code, in the request's language.
    answer(status, { statusCode: status, code, message: formatMessage(code === 'internal_error' ? 'error.internal' : `error.${code}`, 'EN') });
    // A failure logs its status and answer to the console.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { submit } = renderForm();
    await fillValidForm(user);
    await user.click(submit);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('ERROR');
    expect(notice).toHaveTextContent(text);
    expect(logged).toHaveBeenCalledWith('Entry not sent', status, expect.objectContaining({ code }));
    expect(submit).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('taking a drawn form over, checks the fields typed in before its code came, as if typed now', async () => {
    const fetchMock = answer(201, {});
    renderForm(4, { edited: new Set(['nickname', 'video']), submitted: false });
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Streamer's nickname/)).toHaveAccessibleDescription('This field is required');
    expect(screen.queryByText('You must accept the privacy policy')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('taking a drawn form over, sends what was sent before its code came: here, invalid, it shows every error', async () => {
    const fetchMock = answer(201, {});
    renderForm(4, { edited: new Set(), submitted: true });
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('You must accept the privacy policy')).toBeInTheDocument();
    expect(screen.getByLabelText(/Streamer's nickname/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's own field problems under the fields, by the form's names", async () => {
    const fetchMock = answer(400, { statusCode: 400, code: 'validation_error', message: 'Some fields are invalid.', fields: { link_to_page: 'Invalid link' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { submit } = renderForm();
    await fillValidForm(user);
    await user.click(submit);

    expect(await screen.findByText('Almost there! Try sending it again.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/Link to the streamer's page/)).toHaveAccessibleDescription(expect.stringContaining('Invalid link'));
  });
});
