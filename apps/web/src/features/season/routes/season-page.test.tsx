import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerWrites, openBackstage, resetSession, SEAL, season, SEASON_PATH, seasonRound, writes } from '../testing/season-fixtures';

const zone = process.env.TZ;

// The organiser types in their own zone: Madrid, an hour ahead of UTC in winter.
beforeEach(() => {
  process.env.TZ = 'Europe/Madrid';
});

afterEach(async () => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  await resetSession();
});

const openSeason = async (body: object = season()) => {
  const opened = await openBackstage('/backstage/season', { [SEASON_PATH]: { status: 200, body } });
  await screen.findByRole('group', { name: 'Applications' });
  return opened;
};
const section = (name: string | RegExp) => within(screen.getByRole('group', { name }));
const enter = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save the season' });
/** A time as `Intl` writes it in English, with its narrow space before AM or PM where the runtime puts one. */
const plainTime = (text: string) => text.replace(' ', new Intl.DateTimeFormat('en', { hour: 'numeric' }).format(0).includes('\u202f') ? '\u202f' : ' ');

describe("the organisers' season page", { timeout: 15_000 }, () => {
  it("shows each date in the organiser's zone, named, in the site language's format, and each round's blend, kind and status", async () => {
    await openSeason();
    expect(screen.getByText('Times in Europe/Madrid (CET)')).toBeVisible();
    expect(screen.getByText(/^Type each date and time as 12\/31\/\d{4}, 06:30\sPM\./)).toBeVisible();
    expect(section('Applications').getByLabelText('Start')).toHaveValue(plainTime('11/18/2026, 10:00 AM'));
    expect(section('Applications').getByLabelText('Start')).toHaveAccessibleDescription(/^Nov 18, 2026, 10:00\sAM CET Times in Europe\/Madrid \(CET\)/);
    const shortlist = section(/Voting round 2: Shortlist/);
    expect(screen.getByRole('heading', { level: 2, name: 'Voting round 2: Shortlist Upcoming' })).toBeVisible();
    expect(shortlist.getByLabelText('Reveal')).toHaveValue(plainTime('02/20/2027, 09:00 PM'));
    expect(shortlist.getByLabelText('Audience weight')).toHaveValue(70);
    expect(shortlist.getByLabelText('Tie-break rule')).toHaveDisplayValue('Larger audience share, then larger jury mean');
    expect(shortlist.getByRole('checkbox', { name: 'Reveal in the live show' })).toBeChecked();
    expect(shortlist.getByRole('checkbox', { name: 'Reveal in the live show' })).toHaveAccessibleDescription(/only when revealed from the control room/);
    expect(section('Live show').getByLabelText('End')).toHaveValue(plainTime('02/21/2027, 12:00 AM'));
  });

  it('shows every problem of the dates at once, on its field and in a summary linking to it, and sends nothing', async () => {
    const { api, user } = await openSeason();
    enter(section('Applications').getByLabelText('End'), '01/12/2027 12:00 PM');
    enter(section(/Voting round 2/).getByLabelText('Reveal'), '02/10/2027 12:00 PM');
    enter(section('Live show').getByLabelText('End'), '02/20/2027 7:00 PM');
    await user.click(save());

    const summary = await screen.findByRole('heading', { level: 2, name: 'Fix these problems before saving' });
    const box = summary.parentElement!;
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(box).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Voting round 1: Longlist · Start Voting can start only once applications have closed',
      'Voting round 2: Shortlist · Reveal Results can be revealed only after the round ends',
      'Live show · End The end must come after the start',
    ]);
    const roundStart = section(/Voting round 1/).getByLabelText('Start');
    expect(roundStart).toHaveAttribute('aria-invalid', 'true');
    expect(roundStart).toHaveAccessibleDescription(/Voting can start only once applications have closed/);
    expect(section('Live show').getByLabelText('End')).toHaveAccessibleDescription(/The end must come after the start/);

    await user.click(within(box).getByRole('link', { name: /Live show · End/ }));
    expect(section('Live show').getByLabelText('End')).toHaveFocus();
    expect(writes(api)).toEqual([]);
  });

  it("sends the times typed in the organiser's zone as UTC, fills in the other weight, and says the season is saved", async () => {
    const { api, user } = await openSeason();
    const saved = season();
    answerWrites(api, 'PUT', SEASON_PATH, 200, saved);
    enter(section('Applications').getByLabelText('End'), '01/05/2027 11:30 pm');
    const longlist = section(/Voting round 1/);
    await user.clear(longlist.getByLabelText('Audience weight'));
    await user.type(longlist.getByLabelText('Audience weight'), '60');
    expect(longlist.getByLabelText('Jury weight')).toHaveValue(40);
    await user.selectOptions(longlist.getByLabelText('Tie-break rule'), 'Larger jury mean, then larger audience share');
    await user.click(save());

    expect(await screen.findByText('The season is saved. The public pages show the new dates now.')).toHaveAttribute('role', 'status');
    const [first, second] = season().rounds;
    const { kind: _kind, status: _status, seal: _seal, ...longlistSent } = first!;
    const { kind: _kind2, status: _status2, seal: _seal2, ...shortlistSent } = second!;
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: SEASON_PATH,
        body: {
          applications: { starts_at: '2026-11-18T09:00:00Z', ends_at: '2027-01-05T22:30:00.000Z' },
          rounds: [{ ...longlistSent, audience_weight: 60, jury_weight: 40, tie_break: 'jury_then_audience' }, shortlistSent],
          live: season().live,
        },
      },
    ]);
  });

  it("puts the server's refusal of a date on its field", async () => {
    const { api, user } = await openSeason();
    const message = 'This round starts before the previous round ends';
    answerWrites(api, 'PUT', SEASON_PATH, 400, { statusCode: 400, code: 'validation_error', message: 'Some fields are invalid.', fields: { 'rounds.1.starts_at': message } });
    await user.click(save());

    const start = section(/Voting round 2/).getByLabelText('Start');
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    expect(start).toHaveAccessibleDescription(new RegExp(`^Feb 1, 2027, 10:00\\sAM CET Times in Europe/Madrid \\(CET\\).* ${message}$`));
    expect(screen.getByRole('link', { name: `Voting round 2: Shortlist · Start ${message}` })).toHaveAttribute('href', `#${start.id}`);
    expect(writes(api)).toHaveLength(1);
  });

  it('says a round sealed meanwhile keeps its dates, and shows it read-only with its seal', async () => {
    const { api, user, answers } = await openSeason();
    const message = 'This voting round is sealed: its results, dates and scores can no longer change.';
    answerWrites(api, 'PUT', SEASON_PATH, 409, { statusCode: 409, code: 'round_sealed', message });
    answers[SEASON_PATH] = { status: 200, body: season([seasonRound(1, { status: 'closed', seal: SEAL }), season().rounds[1]!]) };
    await user.clear(section(/Voting round 1/).getByLabelText('Audience weight'));
    await user.type(section(/Voting round 1/).getByLabelText('Audience weight'), '60');
    await user.click(save());

    expect(await screen.findByRole('heading', { level: 2, name: 'The season was not saved' })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(await screen.findByText(SEAL.digest)).toBeVisible();
    expect(screen.queryByRole('group', { name: /Voting round 1/ })).toBeNull();

    // The sealed round now goes back as stored, the edit to it dropped, and the save goes through.
    answerWrites(api, 'PUT', SEASON_PATH, 200, answers[SEASON_PATH]!.body);
    await user.click(save());
    expect(await screen.findByText('The season is saved. The public pages show the new dates now.')).toBeVisible();
    const { kind: _kind, status: _status, seal: _seal, ...stored } = seasonRound(1);
    expect((writes(api)[1]!.body as { rounds: object[] }).rounds[0]).toEqual(stored);
  });

  it('shows a sealed round read-only with its seal, and sends its stored dates back as they were', async () => {
    const sealed = seasonRound(1, { starts_at: '2027-01-10T09:00:30Z', status: 'closed', seal: SEAL });
    const { api, user } = await openSeason(season([sealed, season().rounds[1]!]));
    answerWrites(api, 'PUT', SEASON_PATH, 200, season([sealed, season().rounds[1]!]));
    expect(screen.getByRole('heading', { level: 2, name: 'Voting round 1: Longlist Closed' })).toBeVisible();
    // A seal's time is the downloaded standings' one: UTC, named.
    expect(screen.getByText(/^Sealed on Jan 25, 2027, 10:00\sAM UTC:/)).toBeVisible();
    expect(screen.getByText('Jan 10, 2027, 10:00 AM CET')).toBeVisible();
    expect(screen.getByText(SEAL.digest)).toBeVisible();
    expect(screen.queryByRole('group', { name: /Voting round 1/ })).toBeNull();

    await user.click(save());
    await screen.findByText('The season is saved. The public pages show the new dates now.');
    const body = writes(api)[0]!.body as { rounds: object[] };
    expect(body.rounds[0]).toMatchObject({ id: 1, starts_at: '2027-01-10T09:00:30Z', ends_at: '2027-01-24T22:59:00Z', reveals_at: '2027-01-25T18:00:00Z' });
  });

  it('reads a date typed in the site language’s format, says when one is not, and gives the show’s time beside a zone that differs', async () => {
    process.env.TZ = 'America/New_York';
    const { api, user } = await openSeason();
    answerWrites(api, 'PUT', SEASON_PATH, 200, season());
    const end = section('Applications').getByLabelText('End');
    enter(end, '31/01/2027 10:00');
    await user.click(save());
    expect(await screen.findByRole('link', { name: 'Applications · End Enter the date and time in the format of the example' })).toBeVisible();
    expect(writes(api)).toEqual([]);

    enter(end, '01/06/2027 4:30 PM');
    expect(end).toHaveAccessibleDescription(/^Jan 6, 2027, 4:30\sPM EST · 10:30\sPM CET Times in America\/New_York \(EST\)/);
    await user.click(save());
    await screen.findByText('The season is saved. The public pages show the new dates now.');
    expect((writes(api)[0]!.body as { applications: object }).applications).toEqual({ starts_at: '2026-11-18T09:00:00Z', ends_at: '2027-01-06T21:30:00.000Z' });
  });
});
