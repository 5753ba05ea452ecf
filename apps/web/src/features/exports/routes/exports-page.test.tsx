import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi } from '@/test/api-fixtures';
import { resetSession, sent } from '@/test/backstage-session';
import { renderApp, testToken } from '@/test/render-app';

const LOAD = { timeout: 5000 };
const ORGANISER = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };
const MODERATOR = { ...ORGANISER, roles: ['moderator'] };
const SEASON_PATH = 'api/v2/backstage/season';
/** The season as far as the round picker reads it: its rounds, in order. */
const SEASON = { rounds: [{ id: 1, kind: 'longlist' }, { id: 2, kind: 'shortlist' }] };
const LINK = { url: '/api/v2/backstage/exports/votes?round_id=2&staff_id=1&expires=1800000000&signature=abc', expires_at: '2027-01-15T08:00:00.000Z' };

/** The addresses the page handed to the browser to save. */
let saved: string[];
beforeEach(() => {
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) saved.push(this.href);
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await resetSession();
});

async function openExports(self: object, overrides: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'api/v2/backstage/me': { status: 200, body: self }, [SEASON_PATH]: { status: 200, body: SEASON }, ...overrides });
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  renderApp('/backstage/exports');
  await screen.findByRole('heading', { level: 1, name: 'Exports' }, LOAD);
  return { api, user };
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('the exports page', { timeout: 15_000 }, () => {
  it('offers an organiser the four exports, each saying what it holds, the votes pseudonymised', async () => {
    await openExports(ORGANISER);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Applications', 'Votes', 'Legends of the Year guesses', 'Contact messages']);
    expect(panel('Votes')).toHaveTextContent('Voters are pseudonymised');
    expect(panel('Applications')).toHaveTextContent("applicant's name and email");
  });

  it('offers a moderator the applications and contact messages only, without reading the season', async () => {
    const { api } = await openExports(MODERATOR);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Applications', 'Contact messages']);
    expect(api.requests().map((request) => request.path)).not.toContain(SEASON_PATH);
  });

  it('asks for the chosen round’s link, then hands it to the browser to save', async () => {
    const { api, user } = await openExports(ORGANISER, { 'api/v2/backstage/exports/votes/link': { status: 200, body: LINK } });
    const votes = panel('Votes');
    const picker = within(votes).getByLabelText('Voting round');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['All voting rounds', 'Voting round 1: Longlist', 'Voting round 2: Shortlist']));
    await user.selectOptions(picker, 'Voting round 2: Shortlist');
    await user.click(within(votes).getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toEqual([new URL(LINK.url, location.href).href]));
    expect(sent(api)).toEqual([{ method: 'POST', path: 'api/v2/backstage/exports/votes/link', query: '', body: { round_id: 2 } }]);
    expect(await screen.findByText('Your download has started: Votes.')).toBeVisible();
  });

  it('asks for every round’s votes unless one is chosen, and for the other exports with no body', async () => {
    const { api, user } = await openExports(ORGANISER, {
      'api/v2/backstage/exports/votes/link': { status: 200, body: LINK },
      'api/v2/backstage/exports/messages/link': { status: 200, body: { ...LINK, url: '/api/v2/backstage/exports/messages?staff_id=1&expires=1&signature=x' } },
    });
    await user.click(within(panel('Votes')).getByRole('button', { name: 'Download CSV' }));
    await user.click(within(panel('Contact messages')).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(sent(api).map(({ path, body }) => [path, body])).toEqual([
      ['api/v2/backstage/exports/votes/link', {}],
      ['api/v2/backstage/exports/messages/link', undefined],
    ]);
  });

  it('says why a download was refused, in the user’s language, and saves nothing', async () => {
    const refusal = { statusCode: 403, code: 'forbidden', message: 'У вас нет прав на это действие.' };
    const { user } = await openExports(ORGANISER, { 'api/v2/backstage/exports/guesses/link': { status: 403, body: refusal } });
    await act(() => setLanguage('RU'));
    const guesses = await screen.findByRole('region', { name: 'Прогнозы в «Легендах года»' }, LOAD);
    await user.click(within(guesses).getByRole('button', { name: 'Скачать CSV' }));
    expect(await within(guesses).findByRole('alert')).toHaveTextContent(refusal.message);
    expect(saved).toEqual([]);
  });
});
