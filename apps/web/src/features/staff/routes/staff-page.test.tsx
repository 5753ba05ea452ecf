import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

const LOAD = { timeout: 5000 };
const ORGANISER = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };
const MODERATOR = { id: 2, name: 'Mo Derator', email: 'mo@example.com', roles: ['moderator'], second_factor_confirmed: true };
const STAFF = [{ ...ORGANISER, second_factor_confirmed: true }, MODERATOR];

/** The method, path and JSON body of every request the page made to the staff endpoints. */
const writes = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls
    .map(([input, init]) => ({ method: init?.method ?? 'GET', path: String(input).replace(/^\/+/, ''), body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined }))
    .filter((call) => call.method !== 'GET');

async function openStaffPage(overrides: Parameters<typeof mockApi>[0] = {}, caption = 'Staff') {
  const api = mockApi({ 'api/v2/backstage/me': { status: 200, body: ORGANISER }, 'api/v2/backstage/staff': { status: 200, body: STAFF }, ...overrides });
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  renderApp('/backstage/staff');
  const table = await screen.findByRole('table', { name: caption }, LOAD);
  return { api, user, table };
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

afterEach(async () => {
  localStorage.clear();
  await act(() => setLanguage('EN'));
});

describe('the staff page', { timeout: 15_000 }, () => {
  it('lists everyone with a role, their roles and whether their two-step verification is set up', async () => {
    const { table } = await openStaffPage({
      'api/v2/backstage/staff': { status: 200, body: [...STAFF, { id: 3, name: 'Jo Judge', email: 'jo@example.com', roles: ['judge', 'moderator'], second_factor_confirmed: false }] },
    });
    const jo = rowOf(table, 'Jo Judge');
    expect(jo).toHaveTextContent('jo@example.com');
    expect(within(jo).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Judge', 'Moderator']);
    expect(jo).toHaveTextContent('Not set up');
    expect(within(jo).queryByRole('button', { name: /^Reset/ })).toBeNull();
    expect(rowOf(table, 'Mo Derator')).toHaveTextContent('Set up');
  });

  it('grants a role by email once confirmed, then reads the list again', async () => {
    const { api, user } = await openStaffPage({ 'api/v2/backstage/staff': { status: 201, body: STAFF } });
    await user.type(screen.getByLabelText('Email'), 'new.mod@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'Moderator');
    await user.click(screen.getByRole('button', { name: 'Grant' }));

    const dialog = await screen.findByRole('dialog', { name: 'Grant this role?' });
    expect(dialog).toHaveTextContent('new.mod@example.com will get the role “Moderator” and a mail saying so.');
    expect(writes(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));

    await waitFor(() => expect(writes(api)).toEqual([{ method: 'POST', path: 'api/v2/backstage/staff', body: { email: 'new.mod@example.com', role: 'moderator' } }]));
    expect(await screen.findByText('new.mod@example.com now has the role “Moderator”.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    const listReads = () => api.fetch.mock.calls.filter(([input, init]) => String(input) === '/api/v2/backstage/staff' && !init?.method?.match(/POST/)).length;
    await waitFor(() => expect(listReads()).toBe(2));
  });

  it('checks the email with the contract before asking anything', async () => {
    const { api, user } = await openStaffPage();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Invalid email')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(api)).toEqual([]);
  });

  it('revokes a role and resets a second factor, each only after its confirmation', async () => {
    const { api, user, table } = await openStaffPage({
      'api/v2/backstage/staff/2/roles/moderator': { status: 200, body: { ...MODERATOR, roles: [] } },
      'api/v2/backstage/staff/2/second-factor': { status: 200, body: { ...MODERATOR, second_factor_confirmed: false } },
    });
    await user.click(within(rowOf(table, 'Mo Derator')).getByRole('button', { name: 'Revoke the role “Moderator” from Mo Derator' }));
    const revoke = await screen.findByRole('dialog', { name: 'Revoke this role?' });
    await user.click(within(revoke).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api)).toEqual([]);

    await user.click(within(rowOf(table, 'Mo Derator')).getByRole('button', { name: 'Revoke the role “Moderator” from Mo Derator' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke this role?' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Mo Derator no longer has the role “Moderator”.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rowOf(table, 'Mo Derator')).getByRole('button', { name: 'Reset two-step verification for Mo Derator' }));
    const reset = await screen.findByRole('dialog', { name: 'Reset two-step verification?' });
    expect(reset).toHaveTextContent('Their recovery codes stop working.');
    await user.click(within(reset).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Two-step verification is reset for Mo Derator.')).toBeVisible();

    expect(writes(api)).toEqual([
      { method: 'DELETE', path: 'api/v2/backstage/staff/2/roles/moderator', body: undefined },
      { method: 'DELETE', path: 'api/v2/backstage/staff/2/second-factor', body: undefined },
    ]);
  });

  it("asks in the user's language and shows the refusal as the server words it in that language", async () => {
    localStorage.setItem('lastLanguageCode', 'SP');
    await act(() => setLanguage('SP'));
    const { api, user, table } = await openStaffPage({
      'api/v2/backstage/staff/2/roles/moderator': { status: 404, body: { statusCode: 404, code: 'not_found', message: 'No se encontró nada en esta dirección.' } },
    }, 'Equipo');
    await user.click(within(rowOf(table, 'Mo Derator')).getByRole('button', { name: 'Retirar el rol «Moderador» a Mo Derator' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿Retirar este rol?' })).getByRole('button', { name: 'Retirar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró nada en esta dirección.');
    expect(api.requests().find((request) => request.path === 'api/v2/backstage/staff/2/roles/moderator')?.headers.get('Accept-Language')).toBe('SP');
  });
});
