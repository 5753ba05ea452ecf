import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';
import { captureSavedFiles } from '@/test/saved-files';

/** The document as GET /api/v2/user/me/data answers it, in the wire's keys. */
const DATA = {
  format: 'awards-personal-data/1',
  generated_at: '2026-11-27T10:00:00.000Z',
  notes: ['Hashes are left out.'],
  account: { id: 7, email: 'lena@example.com', name: 'Lena Varga', language: 'EN', created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z', password_set: true, blocked: false, staff_roles: [], two_step_verification: false },
  entries: [],
  uploads: [],
  votes: [{ round_id: 1, round_kind: 'longlist', nomination_id: 2, nominee_id: 9, nominee_nickname: 'SparkVixen', created_at: '2026-11-20T10:00:00.000Z' }],
  guesses: [],
  contact_messages: [],
  mail: [],
};

/** The profile, signed in, its API answering from the fixtures; `deletion` answers the DELETE. */
const DELETED = { status: 200, body: { votes_unlinked: 1, entries_withdrawn: 0, uploads_removed: 0, guesses_removed: 0, messages_removed: 0, mails_removed: 1 } };

async function openProfile(deletion: { status: number; body: unknown } = DELETED, title = 'Your account') {
  const api = mockApi({ 'api/v2/user/me/data': { status: 200, body: DATA } });
  const answer = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) =>
    init?.method === 'DELETE' ? new Response(JSON.stringify(deletion.body), { status: deletion.status, headers: { 'Content-Type': 'application/json' } }) : answer(input, init),
  );
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  const view = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: title });
  return { api, user, ...view };
}

const deletions = (api: ReturnType<typeof mockApi>) => api.fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');

describe('the profile’s own data', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    await act(() => setLanguage('EN'));
  });

  it('saves everything the site holds about the user as a JSON file, in the wire’s keys, named for the day', async () => {
    const saved = captureSavedFiles();
    const { api, user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['personal-data-2026-11-27.json']));
    expect(api.requests().map((request) => request.path)).toContain('api/v2/user/me/data');
    expect(JSON.parse(await saved[0]!.file.text())).toEqual(DATA);
  });

  it('asks for the account’s email before deleting it, and refuses another one without asking the server', async () => {
    const { api, user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/This cannot be undone\. Your votes stay counted/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const field = within(dialog).getByRole('textbox', { name: 'Type your email to confirm' });
    expect(field).toHaveAccessibleDescription('Your account’s email: lena@example.com');
    await user.type(field, 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText("Type the account's email exactly to confirm")).toBeVisible();
    expect(deletions(api)).toEqual([]);
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('deletes the account once confirmed: the user is signed out and sent home with a notice', async () => {
    const { api, user, router } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'Lena@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const [[url, init]] = deletions(api) as [[RequestInfo, RequestInit]];
    expect(String(url)).toMatch(/\/api\/v2\/user\/me$/);
    expect(JSON.parse(String(init.body))).toEqual({ email: 'Lena@Example.com' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Your account has been deleted. A confirmation is on its way to lena@example.com.')).toBeVisible();
  });

  it('shows the server’s refusal in the dialog, as a staff member’s account gets it, and keeps the session', async () => {
    const message = 'This account holds a backstage role, so it cannot be deleted yet. Ask an organiser to revoke its roles first.';
    const { user, router } = await openProfile({ status: 409, body: { statusCode: 409, code: 'account_is_staff', message } });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'lena@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('speaks the language shown', async () => {
    await act(() => setLanguage('RU'));
    const { user } = await openProfile(DELETED, 'Личный кабинет');
    await user.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    expect(await screen.findByRole('alertdialog', { name: 'Удалить аккаунт?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Скачать мои данные' })).toBeVisible();
  });
});
