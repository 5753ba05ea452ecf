import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READINESS_PATH, readiness, SHOW_FINDINGS } from '@/test/readiness-fixtures';
import { openResults, requestsTo, resetSession, SEAL, sealPath, SEALED_STANDINGS, season, SEASON_PATH, standingsPath } from '../testing/results-fixtures';

const zone = process.env.TZ;

beforeEach(() => {
  process.env.TZ = 'Europe/Madrid';
});

afterEach(async () => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  await resetSession();
});

const roundPanel = async (name: RegExp) => within(await screen.findByRole('region', { name }));

describe("the organisers' results page", { timeout: 15_000 }, () => {
  it('shows each round with its status, dates, blend and rule, in the named zone, and offers sealing only once it has closed', async () => {
    await openResults();
    expect(await screen.findByText('Times in Europe/Madrid (CET)')).toBeVisible();
    const longlist = await roundPanel(/Voting round 1: Longlist/);
    expect(longlist.getByRole('heading', { level: 2 })).toHaveTextContent('Voting round 1: Longlist Closed');
    expect(longlist.getByText('Audience 70% · Jury 30%')).toBeVisible();
    expect(longlist.getByText('Larger audience share, then larger jury mean')).toBeVisible();
    expect(longlist.getByText('Not sealed yet.')).toBeVisible();
    expect(longlist.getByRole('button', { name: 'Seal results' })).toBeEnabled();

    const shortlist = await roundPanel(/Voting round 2: Shortlist/);
    expect(shortlist.getByText('Feb 20, 2027, 9:00 PM CET, in the live show')).toBeVisible();
    expect(shortlist.getByText('Larger jury mean, then larger audience share')).toBeVisible();
    expect(shortlist.getByText(/It can be sealed once the round ends, on Feb 14, 2027, 11:59 PM CET\./)).toBeVisible();
    expect(shortlist.queryByRole('button', { name: 'Seal results' })).toBeNull();
    expect(shortlist.queryByRole('button', { name: 'View sealed results' })).toBeNull();
  });

  it('seals a closed round after a confirmation that explains it, then shows the sealing time and the whole digest to copy', async () => {
    const { api, user } = await openResults({ [sealPath(1)]: { status: 200, body: SEAL } });
    const longlist = await roundPanel(/Voting round 1/);
    await user.click(longlist.getByRole('button', { name: 'Seal results' }));
    let dialog = await screen.findByRole('dialog', { name: 'Seal the results of voting round 1 (Longlist)?' });
    expect(dialog).toHaveTextContent('computed once, now');
    expect(dialog).toHaveTextContent('Votes and scores that arrive later change nothing');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, sealPath(1))).toBe(0);

    await user.click(longlist.getByRole('button', { name: 'Seal results' }));
    dialog = await screen.findByRole('dialog', { name: /Seal the results/ });
    await user.click(within(dialog).getByRole('button', { name: 'Seal results' }));

    expect(await longlist.findByText('The results of voting round 1 (Longlist) are sealed.')).toHaveAttribute('role', 'status');
    expect(longlist.getByText('Sealed on Jan 25, 2027, 10:00 AM UTC')).toBeVisible();
    expect(longlist.getByText(SEAL.digest)).toBeVisible();
    expect(longlist.queryByRole('button', { name: 'Seal results' })).toBeNull();
    expect(api.fetch.mock.calls.filter(([input]) => String(input).endsWith(sealPath(1))).map(([, init]) => init?.method)).toEqual(['POST']);

    await user.click(longlist.getByRole('button', { name: 'Copy the digest' }));
    expect(await navigator.clipboard.readText()).toBe(SEAL.digest);
  });

  it('lists in its confirmation the problems the checks find in the round, read as it opens, each a link to fix it first', async () => {
    const findings = { ...SHOW_FINDINGS, unvoted_nominations: SHOW_FINDINGS.unvoted_nominations.map((item) => ({ ...item, live_reveal: false, fix: '/backstage/nominees?round=1&nomination=2' })) };
    const { api, user } = await openResults({ [READINESS_PATH]: { status: 200, body: readiness(findings) }, [sealPath(1)]: { status: 200, body: SEAL } });
    const longlist = await roundPanel(/Voting round 1/);
    expect(requestsTo(api, READINESS_PATH)).toBe(0);
    await user.click(longlist.getByRole('button', { name: 'Seal results' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Seal the results/ }));
    const found = within(await dialog.findByRole('region', { name: /Found before this step/ }));
    expect(found.getByText('1 nomination has no vote yet')).toBeVisible();
    expect(found.getByRole('link', { name: 'Shortlist: The brightest reaction' })).toHaveAttribute('href', '/backstage/nominees?round=1&nomination=2');
    expect(found.getByRole('link', { name: 'Shortlist: Most hilarious reaction · Nadia Judge · 1 of 3 scored' })).toHaveAttribute('href', '/backstage/jury');
    expect(found.getByRole('link', { name: 'Shortlist: Most hilarious reaction · Victor Voter' })).toHaveAttribute('href', '/backstage/jury');
    expect(api.requests().find((request) => request.path === READINESS_PATH)).toBeDefined();
    expect(api.fetch.mock.calls.map(([input]) => String(input)).find((url) => url.includes(READINESS_PATH))).toMatch(/\?round_id=1$/);

    await user.click(dialog.getByRole('button', { name: 'Seal results' }));
    expect(await longlist.findByText('The results of voting round 1 (Longlist) are sealed.')).toBeVisible();
  });

  it("shows the server's reason when a round cannot be sealed", async () => {
    const refusal = { statusCode: 409, code: 'round_not_closed', message: 'This voting round is still open or has not started: it can be sealed once it has ended.' };
    const { user } = await openResults({ [sealPath(1)]: { status: 409, body: refusal } });
    const longlist = await roundPanel(/Voting round 1/);
    await user.click(longlist.getByRole('button', { name: 'Seal results' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Seal results' }));
    expect(await longlist.findByRole('alert')).toHaveTextContent(refusal.message);
  });

  it('shows the sealed standings only after a confirmation that the view is recorded, with how each first place was decided', async () => {
    const { api, user } = await openResults({ [SEASON_PATH]: { status: 200, body: season({ seal: SEAL }) }, [standingsPath(1)]: { status: 200, body: SEALED_STANDINGS } });
    const longlist = await roundPanel(/Voting round 1/);
    expect(longlist.getByText(SEAL.digest)).toBeVisible();
    await user.click(longlist.getByRole('button', { name: 'View sealed results' }));
    let dialog = await screen.findByRole('dialog', { name: 'View the sealed results of voting round 1 (Longlist)?' });
    expect(dialog).toHaveTextContent('Every view is recorded in the audit log under your name.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, standingsPath(1))).toBe(0);

    await user.click(longlist.getByRole('button', { name: 'View sealed results' }));
    dialog = await screen.findByRole('dialog', { name: /View the sealed results/ });
    await user.click(within(dialog).getByRole('button', { name: 'View and record' }));

    const table = await longlist.findByRole('table', { name: 'Standings in Most hilarious reaction' });
    expect(longlist.getByRole('heading', { level: 4, name: 'Most hilarious reaction' })).toBeVisible();
    expect(longlist.getByText('10 votes · 3 judges scored · 1 abstained')).toBeVisible();
    expect(longlist.getAllByText('Weights that applied: audience 70%, jury 30%')).toHaveLength(1);
    expect(longlist.getByText('First place: the larger result.')).toBeVisible();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Place', 'Nominee', 'Votes', 'Audience share', 'Jury mean', 'Scores', 'Jury share', 'Result', 'Tied']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe(['1', 'GiggleGrenade', '6', '60%', '8.00', '3', '57.14%', '59.14', 'No'].join(''));

    const empty = longlist.getByRole('table', { name: 'Standings in The brightest reaction' });
    expect(within(empty).getByText('CalmCat').closest('tr')).toHaveTextContent('None');
    expect(longlist.getByText('No winner: no votes and no scores.')).toBeVisible();
    // Votes without scores: the audience's share takes the whole result.
    expect(longlist.getByRole('heading', { level: 4, name: 'Nomination 3' })).toBeVisible();
    expect(longlist.getByText('Weights that applied: audience 100%, jury 0%')).toBeVisible();
    expect(longlist.getByText('First place: the only nominee with votes or scores.')).toBeVisible();
    expect(requestsTo(api, standingsPath(1))).toBe(1);

    await user.click(longlist.getByRole('button', { name: 'Hide the results' }));
    expect(longlist.queryByRole('table')).toBeNull();
  });
});
