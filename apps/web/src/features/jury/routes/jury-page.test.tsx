import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { seasonRound } from '@/test/season-fixtures';
import { openBackstage, ORGANISER, resetSession, task, writes } from '../testing/jury-fixtures';

afterEach(resetSession);

const DECEMBER = { starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-12-08T00:00:00Z', reveals_at: '2026-12-10T00:00:00Z' };
const SEASON = { applications: { starts_at: '2026-11-01T00:00:00Z', ends_at: '2026-11-30T00:00:00Z' }, live: { starts_at: '2026-12-20T18:00:00Z', ends_at: '2026-12-20T22:00:00Z' }, rounds: [seasonRound(1, DECEMBER), seasonRound(2, DECEMBER)] };
const JO = { user_id: 5, name: 'Jo Judge', email: 'jo@example.com', jury_member_id: null, tasks: [task()] };
const KIM = { user_id: 6, name: 'Kim Scorer', email: 'kim@example.com', jury_member_id: 2, tasks: [task({ scored: 3 })] };
const JURY = { judges: [JO, KIM], jury_members: [{ id: 1, name: 'Lena Varga' }, { id: 2, name: 'Max Power' }] };

const openJury = (overrides = {}) =>
  openBackstage('/backstage/jury', { 'api/v2/backstage/jury': { status: 200, body: JURY }, 'api/v2/backstage/season': { status: 200, body: SEASON }, ...overrides }, ORGANISER);
const rowOf = async (name: string) => within(await screen.findByRole('table', { name: 'Judges' })).getByText(name).closest('tr')!;

describe("the organisers' jury page", { timeout: 15_000 }, () => {
  it("lists each judge with their jury member, their nominations per round and their progress", async () => {
    await openJury();
    const kim = await rowOf('Kim Scorer');
    expect(kim).toHaveTextContent('kim@example.com');
    expect(within(kim).getByLabelText('Jury member shown for Kim Scorer')).toHaveDisplayValue('Max Power');
    expect(kim).toHaveTextContent('Longlist: 1 of 2');
    expect(kim).toHaveTextContent('Shortlist: 0 of 2');
    expect(kim).toHaveTextContent('Longlist · Most hilarious reaction');
    expect(kim).toHaveTextContent('3 of 3 scored');
    expect(within(await rowOf('Jo Judge')).getByRole('option', { name: 'Max Power (now Kim Scorer)' })).toBeInTheDocument();
  });

  it('shows each judge’s progress afresh when the page is opened again', async () => {
    const { router } = await openJury();
    expect(await rowOf('Jo Judge')).toHaveTextContent('1 of 3 scored');
    await router.navigate('/backstage/audit');
    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    // Meanwhile Jo has scored the rest.
    const scoredMore = { ...JURY, judges: [{ ...JO, tasks: [task({ scored: 3 })] }, KIM] };
    mockApi({ 'api/v2/backstage/me': { status: 200, body: ORGANISER }, 'api/v2/backstage/jury': { status: 200, body: scoredMore }, 'api/v2/backstage/season': { status: 200, body: SEASON } });
    await router.navigate('/backstage/jury');
    await waitFor(async () => expect(await rowOf('Jo Judge')).toHaveTextContent('3 of 3 scored'));
  });

  it('links a jury member and sets the nominations of each round, saving them together', async () => {
    const saved = { ...JO, jury_member_id: 1, tasks: [task(), task({ round_id: 2, round_kind: 'shortlist', scored: 0 }), task({ round_id: 2, round_kind: 'shortlist', nomination_id: 2, scored: 0 })] };
    const { api, user } = await openJury({ 'api/v2/backstage/jury/5': { status: 200, body: saved } });
    const jo = await rowOf('Jo Judge');
    const save = within(jo).getByRole('button', { name: 'Save the setup of Jo Judge' });
    expect(save).toBeDisabled();

    await user.selectOptions(within(jo).getByLabelText('Jury member shown for Jo Judge'), 'Lena Varga');
    await user.click(within(jo).getByText('Shortlist: 0 of 2'));
    const shortlist = within(jo).getByRole('group', { name: 'Nominations Jo Judge scores in the round “Shortlist”' });
    await user.click(within(shortlist).getByRole('checkbox', { name: 'All nominations' }));
    expect(within(shortlist).getByRole('checkbox', { name: 'The brightest reaction' })).toBeChecked();
    expect(jo).toHaveTextContent('Shortlist: 2 of 2');
    await user.click(save);

    await waitFor(() =>
      expect(writes(api)).toEqual([
        {
          method: 'PUT',
          path: 'api/v2/backstage/jury/5',
          body: {
            jury_member_id: 1,
            assignments: [
              { round_id: 1, nomination_id: 1 },
              { round_id: 2, nomination_id: 1 },
              { round_id: 2, nomination_id: 2 },
            ],
          },
        },
      ]),
    );
    expect(await within(jo).findByText('The setup of Jo Judge is saved.')).toHaveAttribute('role', 'status');
    expect(save).toBeDisabled();
    expect(jo).toHaveTextContent('Shortlist · The brightest reaction');
  });

  it('takes a round away with "All" again', async () => {
    const { api, user } = await openJury({ 'api/v2/backstage/jury/6': { status: 200, body: { ...KIM, tasks: [] } } });
    const kim = await rowOf('Kim Scorer');
    await user.click(within(kim).getByText('Longlist: 1 of 2'));
    const all = within(within(kim).getByRole('group', { name: 'Nominations Kim Scorer scores in the round “Longlist”' })).getByRole('checkbox', { name: 'All nominations' });
    expect(all).toBePartiallyChecked();
    await user.click(all);
    await user.click(all);
    await user.click(within(kim).getByRole('button', { name: 'Save the setup of Kim Scorer' }));
    await waitFor(() => expect(writes(api)).toEqual([{ method: 'PUT', path: 'api/v2/backstage/jury/6', body: { jury_member_id: 2, assignments: [] } }]));
  });

  it('sends a judge a reminder while anything is left to score, and says so', async () => {
    const { api, user } = await openJury({ 'api/v2/backstage/jury/5/reminder': { status: 200, body: JO } });
    const kim = await rowOf('Kim Scorer');
    expect(within(kim).getByRole('button', { name: 'Send reminder to Kim Scorer' })).toBeDisabled();
    expect(kim).toHaveTextContent('Nothing left to score.');

    const jo = await rowOf('Jo Judge');
    await user.click(within(jo).getByRole('button', { name: 'Send reminder to Jo Judge' }));
    expect(await within(jo).findByText('A reminder was sent to jo@example.com.')).toHaveAttribute('role', 'status');
    expect(writes(api)).toEqual([{ method: 'POST', path: 'api/v2/backstage/jury/5/reminder', body: undefined }]);
  });

  it("shows the server's reason when a reminder is refused", async () => {
    const refusal = { statusCode: 409, code: 'nothing_to_score', message: 'This judge has nothing left to score: no reminder was sent.' };
    const { user } = await openJury({ 'api/v2/backstage/jury/5/reminder': { status: 409, body: refusal } });
    const jo = await rowOf('Jo Judge');
    await user.click(within(jo).getByRole('button', { name: 'Send reminder to Jo Judge' }));
    expect(await within(jo).findByText(refusal.message)).toHaveAttribute('role', 'status');
  });

  it('points to the Staff page while nobody holds the judge role', async () => {
    await openJury({ 'api/v2/backstage/jury': { status: 200, body: { judges: [], jury_members: JURY.jury_members } } });
    expect(await screen.findByText(/Nobody holds the judge role yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the Staff page' })).toHaveAttribute('href', '/backstage/staff');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
