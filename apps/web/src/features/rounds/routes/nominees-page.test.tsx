import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { board, BOARD_PATH, layOutRows, MOON_MOTH, NOMINEES, nominee, openNominees, resetSession, SEAL, season, sent } from '../testing/nominees-fixtures';

afterEach(resetSession);

const openBoard = (body: object = board(), writes = {}, reads = {}) => openNominees('/backstage/nominees?round=1&nomination=1', { [BOARD_PATH]: { status: 200, body }, ...reads }, writes);
const nicknames = () => within(screen.getByRole('region', { name: /^Nominees in/ })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const row = (nickname: string) => screen.getByRole('heading', { level: 3, name: nickname }).closest('li')!;
const initials = (nickname: string) => row(nickname).querySelector('.streamer-photo--initials')?.textContent;

describe("the organisers' nominees", { timeout: 15_000 }, () => {
  it('shows the round and nomination from the address, and each nominee in order with photo or initials, page, applications, how they came in and whether they are demo data', async () => {
    const { router, user } = await openBoard(board({ nominees: [...NOMINEES, nominee(14, 'Night Owl', { photo: '', wildcard: true, demo: true })] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nominees in Most hilarious reaction 4 nominees' })).toBeVisible();
    expect(screen.getByLabelText('Voting round')).toHaveDisplayValue('Round 1: Longlist (voting open)');
    expect(screen.getByLabelText('Nomination')).toHaveDisplayValue('Most hilarious reaction');
    expect(nicknames()).toEqual(['GiggleGrenade', 'SparkVixen', 'CalmCat', 'Night Owl']);

    const giggle = row('GiggleGrenade');
    expect(giggle.querySelector('img')).toHaveAttribute('src', 'https://images.example/gigglegrenade.jpg');
    expect(within(giggle).getByRole('link', { name: /Streamer's page/ })).toHaveAttribute('href', 'https://www.twitch.tv/gigglegrenade');
    expect(giggle).toHaveTextContent('2 applications');
    expect(row('SparkVixen').querySelector('img')).toBeNull();
    expect(initials('SparkVixen')).toBe('SP');
    expect(row('SparkVixen')).toHaveTextContent('Has votes');
    expect(row('CalmCat')).toHaveTextContent('Added by hand');
    expect(initials('Night Owl')).toBe('NO');
    expect(row('Night Owl')).toHaveTextContent('Jury wildcard');
    expect(within(row('Night Owl')).getByText('Demo', { exact: true })).toBeVisible();
    expect(within(row('GiggleGrenade')).queryByText('Demo', { exact: true })).toBeNull();
    expect(screen.getByText(/Voting is open in this round\. Removing a nominee someone voted for voids their votes/)).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Nomination'), 'The brightest reaction');
    await waitFor(() => expect(router.state.location.search).toBe('?round=1&nomination=2'));
    expect(await screen.findByText('This voting round or nomination was not found.')).toBeVisible();
  });

  it("adds a nominee from the approved applications of one streamer page, which then link to the nominee's row instead of offering Add", async () => {
    const added = board({ nominees: [...NOMINEES, nominee(16, 'MoonMoth', { entries: 3 })], entry_candidates: [{ ...MOON_MOTH, nominee_id: 16 }] });
    const { api, user } = await openBoard(board(), { [`POST ${BOARD_PATH}`]: { status: 201, body: added } });
    const candidate = (await screen.findByText('MoonMoth')).closest('li')!;
    expect(candidate).toHaveTextContent('3 applications');
    expect(within(candidate).getByRole('link', { name: /Streamer's page/ })).toHaveAttribute('href', MOON_MOTH.link_to_page);

    await user.click(within(candidate).getByRole('button', { name: 'Add MoonMoth' }));
    await waitFor(() => expect(nicknames()).toEqual(['GiggleGrenade', 'SparkVixen', 'CalmCat', 'MoonMoth']));
    expect(sent(api)).toEqual([{ method: 'POST', path: BOARD_PATH, query: '', body: { from: 'entries', page_key: 'twitch.tv/moonmoth' } }]);
    expect(screen.getByText('MoonMoth is now a nominee.')).toBeVisible();
    const marked = screen.getByRole('link', { name: 'MoonMoth is already a nominee' });
    expect(marked).toHaveTextContent('Already a nominee');
    expect(within(marked.closest('li')!).queryByRole('button')).toBeNull();
    await user.click(marked);
    expect(screen.getByRole('heading', { level: 3, name: 'MoonMoth' })).toHaveFocus();
  });

  it('reorders with the keyboard on the handle (Space, arrow, Space), telling a screen reader each step, and saves the new order', async () => {
    layOutRows();
    const reordered = board({ nominees: [NOMINEES[1], NOMINEES[0], NOMINEES[2]] });
    const { api, user } = await openBoard(board(), { [`PUT api/v2/backstage/rounds/1/nominations/1/order`]: { status: 200, body: reordered } });
    const handle = await screen.findByRole('button', { name: 'Move GiggleGrenade' });
    expect(handle).toHaveAttribute('aria-roledescription', 'movable nominee');
    // The instructions are drawn once the list has mounted, next to it.
    await waitFor(() => expect(document.getElementById(handle.getAttribute('aria-describedby')!)).toHaveTextContent('To pick up a nominee, press Space.'));

    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Picked up GiggleGrenade, in place 1 of 3.'));
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('GiggleGrenade is now over place 2 of 3.'));
    await user.keyboard('[Space]');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('GiggleGrenade dropped in place 2 of 3.'));

    await waitFor(() => expect(sent(api)).toEqual([{ method: 'PUT', path: 'api/v2/backstage/rounds/1/nominations/1/order', query: '', body: { nominee_ids: [12, 11, 13] } }]));
    expect(nicknames()).toEqual(['SparkVixen', 'GiggleGrenade', 'CalmCat']);
    expect(await screen.findByText('The order is saved.')).toBeVisible();
  });

  it('moves a nominee a step with its buttons, and puts the order back when the server refuses it', async () => {
    const refusal = { statusCode: 409, code: 'round_sealed', message: 'This voting round is sealed: its results, dates and scores can no longer change.' };
    const { api, user } = await openBoard(board(), { [`PUT api/v2/backstage/rounds/1/nominations/1/order`]: { status: 409, body: refusal } });
    await user.click(await screen.findByRole('button', { name: 'Move CalmCat up' }));
    expect(sent(api)).toEqual([{ method: 'PUT', path: 'api/v2/backstage/rounds/1/nominations/1/order', query: '', body: { nominee_ids: [11, 13, 12] } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(`The order was not saved and is back as it was. ${refusal.message}`);
    expect(nicknames()).toEqual(['GiggleGrenade', 'SparkVixen', 'CalmCat']);
    expect(screen.getByRole('button', { name: 'Move GiggleGrenade up' })).toBeDisabled();
  });

  it('removes a nominee without votes at once, and asks before voiding the votes of one with votes', async () => {
    const withoutGiggle = board({ nominees: NOMINEES.slice(1) });
    const onlyCalmCat = board({ nominees: NOMINEES.slice(2) });
    const { api, user } = await openBoard(board(), {
      'DELETE api/v2/backstage/rounds/1/nominations/1/nominees/11': { status: 200, body: withoutGiggle },
      'DELETE api/v2/backstage/rounds/1/nominations/1/nominees/12': { status: 200, body: onlyCalmCat },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove GiggleGrenade' }));
    await waitFor(() => expect(nicknames()).toEqual(['SparkVixen', 'CalmCat']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('GiggleGrenade is no longer a nominee.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove SparkVixen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove SparkVixen?' });
    expect(dialog).toHaveTextContent('People have voted for this nominee. Removing it voids their votes; the audit log records it.');
    expect(sent(api)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove and void the votes' }));

    await waitFor(() => expect(nicknames()).toEqual(['CalmCat']));
    expect(sent(api)).toEqual([
      { method: 'DELETE', path: 'api/v2/backstage/rounds/1/nominations/1/nominees/11', query: '?void_votes=false', body: undefined },
      { method: 'DELETE', path: 'api/v2/backstage/rounds/1/nominations/1/nominees/12', query: '?void_votes=true', body: undefined },
    ]);
  });

  it('shows a sealed round read-only', async () => {
    await openBoard(board({ round: { id: 1, kind: 'longlist', status: 'closed', sealed: true } }), {}, { 'api/v2/backstage/season': { status: 200, body: season({ status: 'closed', seal: SEAL }) } });
    expect(await screen.findByText('This voting round is sealed: its nominees can no longer change.')).toBeVisible();
    expect(screen.getByLabelText('Voting round')).toHaveDisplayValue('Round 1: Longlist (sealed)');
    expect(nicknames()).toEqual(['GiggleGrenade', 'SparkVixen', 'CalmCat']);
    expect(screen.queryByRole('button', { name: /^(Move|Remove)/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Add nominees' })).toBeNull();
    expect(screen.queryByText(/Voting is open/)).toBeNull();
  });
});

/** dnd-kit's announcements for screen readers. */
const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]');
