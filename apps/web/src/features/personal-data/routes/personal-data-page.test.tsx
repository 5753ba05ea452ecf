import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';
import { captureSavedFiles } from '@/test/saved-files';

const LOAD = { timeout: 5000 };
const ORGANISER = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };
const PERSON = { id: 7, name: 'Lena Varga', email: 'lena@example.com', language: 'RU', created_at: '2026-11-01T10:00:00.000Z', staff_roles: [], entries: 2, votes: 5, guesses: 1, contact_messages: 0 };
const DATA = { format: 'awards-personal-data/1', generated_at: '2026-12-02T09:00:00.000Z', notes: [], account: { id: 7, email: 'lena@example.com' }, entries: [], uploads: [], votes: [], guesses: [], contact_messages: [], mail: [] };
const DELETED = { votes_unlinked: 5, entries_withdrawn: 2, uploads_removed: 0, guesses_removed: 1, messages_removed: 0, mails_removed: 3 };

/** The method, path with its query, and JSON body of every request to the people endpoints. */
const calls = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls
    .map(([input, init]) => ({ method: init?.method ?? 'GET', path: String(input).replace(/^\/+/, ''), body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined }))
    .filter((call) => call.path.startsWith('api/v2/backstage/people'));

async function openPersonalDataPage(person: object = PERSON) {
  const api = mockApi({
    'api/v2/backstage/me': { status: 200, body: ORGANISER },
    'api/v2/backstage/people': { status: 200, body: person },
    'api/v2/backstage/people/7/data': { status: 200, body: DATA },
    'api/v2/backstage/people/7': { status: 200, body: DELETED },
  });
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  renderApp('/backstage/people');
  await screen.findByRole('heading', { level: 1, name: 'Personal data' }, LOAD);
  return { api, user };
}

async function find(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Find' }));
}

afterEach(async () => {
  localStorage.clear();
  vi.unstubAllGlobals();
  await act(() => setLanguage('EN'));
});

describe('the personal data page', { timeout: 15_000 }, () => {
  it('finds the account by email and shows how much the site holds of it', async () => {
    const { api, user } = await openPersonalDataPage();
    await find(user, 'Lena@Example.com');
    const card = await screen.findByRole('region', { name: 'The account' });
    expect(within(card).getByText('Name').nextElementSibling).toHaveTextContent('Lena Varga');
    expect(within(card).getByText('Language').nextElementSibling).toHaveTextContent('RU');
    expect(within(card).getByText('Votes').nextElementSibling).toHaveTextContent('5');
    expect(within(card).getByText('Roles').nextElementSibling).toHaveTextContent('None');
    expect(calls(api)).toEqual([{ method: 'GET', path: 'api/v2/backstage/people?email=Lena%40Example.com', body: undefined }]);
  });

  it('says so when no account has the email', async () => {
    const api = mockApi({ 'api/v2/backstage/me': { status: 200, body: ORGANISER }, 'api/v2/backstage/people': { status: 404, body: { statusCode: 404, code: 'not_found', message: 'Nothing was found at this address.' } } });
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    renderApp('/backstage/people');
    await screen.findByRole('heading', { level: 1, name: 'Personal data' }, LOAD);
    await find(user, 'nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('No account has this email.');
    expect(api.fetch).toHaveBeenCalled();
  });

  it('downloads the account’s data as a file and says the download is on the record', async () => {
    const saved = captureSavedFiles();
    const { user } = await openPersonalDataPage();
    await find(user, 'lena@example.com');
    await user.click(await screen.findByRole('button', { name: 'Download the data' }));
    expect(await screen.findByText('The data of lena@example.com was saved. The download is recorded in the audit log.')).toBeVisible();
    expect(saved.map((file) => file.name)).toEqual(['personal-data-7-2026-12-02.json']);
    expect(JSON.parse(await saved[0]!.file.text())).toEqual(DATA);
  });

  it('deletes the account once its email is typed again and a reason given', async () => {
    const { api, user } = await openPersonalDataPage();
    await find(user, 'lena@example.com');
    await user.click(await screen.findByRole('button', { name: 'Delete the account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this account?' });
    expect(dialog).toHaveTextContent('The votes of lena@example.com stay counted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
    expect(within(dialog).getByRole('textbox', { name: "Type the account's email to confirm" })).toHaveAccessibleDescription('This field is required');
    await user.type(within(dialog).getByRole('textbox', { name: "Type the account's email to confirm" }), 'someone@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'By mail on 2 December');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
    expect(await within(dialog).findByText("Type the account's email exactly to confirm")).toBeVisible();
    expect(calls(api).filter((call) => call.method === 'DELETE')).toEqual([]);

    const field = within(dialog).getByRole('textbox', { name: "Type the account's email to confirm" });
    await user.clear(field);
    await user.type(field, 'lena@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
    expect(await screen.findByText('The account of lena@example.com was deleted. Its votes still count; its applications are withdrawn.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The account' })).toBeNull());
    expect(calls(api).filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: 'api/v2/backstage/people/7', body: { email: 'lena@example.com', reason: 'By mail on 2 December' } },
    ]);
  });

  it('does not offer to delete a staff member’s account, and says why', async () => {
    const { user } = await openPersonalDataPage({ ...PERSON, staff_roles: ['judge'] });
    await find(user, 'lena@example.com');
    expect(await screen.findByText(/This account holds a role in the backstage/)).toBeVisible();
    expect(screen.getByText('Roles').nextElementSibling).toHaveTextContent('Judge');
    expect(screen.getByRole('button', { name: 'Delete the account' })).toBeDisabled();
  });

  it('speaks the language shown', async () => {
    await act(() => setLanguage('PT'));
    mockApi({ 'api/v2/backstage/me': { status: 200, body: ORGANISER } });
    localStorage.setItem('token', testToken());
    renderApp('/backstage/people');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dados pessoais' }, LOAD)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeVisible();
  });
});
