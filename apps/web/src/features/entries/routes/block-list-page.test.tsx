import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOAD, answerWrites, openBackstage, requests, resetSession } from '../testing/review-fixtures';

afterEach(resetSession);

const BLOCKED = [
  { id: 3, pattern: '@spam.example', note: 'Bot sign-ups', created_at: '2026-11-20T10:00:00Z', created_by_name: 'Ada Lovelace' },
  { id: 4, pattern: 'troll@example.com', note: null, created_at: '2026-11-21T10:00:00Z', created_by_name: null },
];

const writes = (api: Parameters<typeof requests>[0]) => requests(api).filter((call) => call.method !== 'GET');

async function openBlockList(overrides = {}) {
  const view = await openBackstage('/backstage/block-list', { 'api/v2/backstage/block-list': { status: 200, body: BLOCKED }, ...overrides });
  const table = await screen.findByRole('table', { name: 'Blocked emails and domains' }, LOAD);
  return { ...view, table };
}

describe('the block list', () => {
  it('lists the blocked emails and domains with their notes and who added them', async () => {
    const { table } = await openBlockList();
    const spam = within(table).getByText('@spam.example').closest('tr')!;
    expect(spam).toHaveTextContent('Bot sign-ups');
    expect(spam).toHaveTextContent('Ada Lovelace');
    expect(within(spam).getByRole('button', { name: 'Remove @spam.example from the block list' })).toBeVisible();
  });

  it('blocks an email or a domain, lower-cased, and refuses anything else before sending', async () => {
    const { api, user } = await openBlockList();
    answerWrites(api, 'POST', 'api/v2/backstage/block-list', 201, { id: 5, pattern: '@cheats.example', note: 'Vote farm', created_at: '2026-11-22T10:00:00Z', created_by_name: 'Ada Lovelace' });
    const pattern = screen.getByLabelText(/Email or domain/);
    await user.type(pattern, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Enter an email (name@example.com) or a whole domain (@example.com)')).toBeVisible();
    expect(writes(api)).toEqual([]);

    await user.clear(pattern);
    await user.type(pattern, '@Cheats.Example');
    await user.type(screen.getByLabelText(/^Note/), 'Vote farm');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('@cheats.example is blocked.')).toBeVisible();
    expect(writes(api)).toEqual([{ method: 'POST', path: 'api/v2/backstage/block-list', query: {}, body: { pattern: '@cheats.example', note: 'Vote farm' } }]);
    expect(pattern).toHaveValue('');
    await waitFor(() => expect(requests(api).filter((call) => call.path === 'api/v2/backstage/block-list' && call.method === 'GET')).toHaveLength(2));
  });

  it('says clearly when the address is already blocked', async () => {
    const { api, user } = await openBlockList();
    answerWrites(api, 'POST', 'api/v2/backstage/block-list', 409, { statusCode: 409, code: 'already_blocked', message: 'This address or domain is already on the block list.' });
    const pattern = screen.getByLabelText(/Email or domain/);
    await user.type(pattern, 'troll@example.com');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('This address or domain is already on the block list.')).toBeVisible();
    expect(pattern).toHaveAttribute('aria-invalid', 'true');
    expect(pattern).toHaveValue('troll@example.com');
  });

  it('removes an entry only once confirmed', async () => {
    const { api, user, table } = await openBlockList({ 'api/v2/backstage/block-list/4': { status: 200, body: BLOCKED[1] } });
    await user.click(within(table).getByRole('button', { name: 'Remove troll@example.com from the block list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the block list?' });
    expect(dialog).toHaveTextContent('troll@example.com will be able to apply again.');
    expect(writes(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('troll@example.com can apply again.')).toBeVisible();
    expect(writes(api)).toMatchObject([{ method: 'DELETE', path: 'api/v2/backstage/block-list/4' }]);
  });
});
