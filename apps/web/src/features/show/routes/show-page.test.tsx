import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  holdPath,
  justNow,
  legend,
  legendPath,
  LOAD,
  MODERATOR,
  nomination,
  openShow,
  ORDER_PATH,
  readsOf,
  refusal,
  RESET_PATH,
  resetSession,
  REVEAL_PATH,
  room,
  ROOM_PATH,
  writes,
} from '../testing/show-fixtures';
import { READINESS_PATH, readiness, SHOW_FINDINGS } from '@/test/readiness-fixtures';

afterEach(resetSession);

const section = (name: string | RegExp) => within(screen.getByRole('region', { name }));
const rowOf = (name: string) => section('Running order').getByRole('heading', { level: 3, name }).closest('li')!;
const titlesInOrder = () => section('Running order').getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the control room of the live show', { timeout: 15_000 }, () => {
  it('reveals the next nomination at once in Show mode, saying every visitor sees it, and shows where the room now stands', async () => {
    const revealed = room({ running_order: [nomination(1, { revealed_at: justNow() }), nomination(2), nomination(3)] });
    const { api, user } = await openShow({ [REVEAL_PATH]: { status: 200, body: revealed } });
    const next = await screen.findByRole('button', { name: 'Reveal next: Most hilarious reaction' }, LOAD);
    expect(next).toHaveAccessibleDescription('Live: every visitor sees each reveal at once, and it cannot be taken back.');
    expect(screen.getByRole('radio', { name: 'Show' })).toBeChecked();
    expect(within(rowOf('Most hilarious reaction')).getByText('Waiting')).toBeVisible();
    expect(section('What visitors see').getByText("No nomination's results are public yet.")).toBeVisible();

    await user.click(next);

    expect(await screen.findByText('Most hilarious reaction is revealed: every visitor sees it now.')).toHaveAttribute('role', 'status');
    expect(writes(api)).toEqual([{ method: 'POST', path: REVEAL_PATH, body: { target: 'next', rehearsal: false } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(rowOf('Most hilarious reaction')).getByText(/^Revealed: \d{1,2}:\d{2}/)).toBeVisible();
    expect(within(rowOf('Most hilarious reaction')).getByRole('button', { name: 'Reveal this nomination: Most hilarious reaction' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reveal next: The brightest reaction' })).toBeEnabled();
    expect(section('What visitors see').getByRole('link', { name: /Most hilarious reaction/ })).toHaveAttribute('href', '/voting/1');
  });

  it('passes over a nomination held back: one nobody voted in or scored waits until the organiser lets it go', async () => {
    const held = nomination(2, { held_back: true, unvoted: true });
    const afterFirst = room({ running_order: [nomination(1, { revealed_at: justNow() }), held, nomination(3)] });
    const letGo = room({ running_order: [nomination(1, { revealed_at: justNow() }), nomination(2, { unvoted: true }), nomination(3)] });
    const { api, user, answers } = await openShow({ [ROOM_PATH]: { status: 200, body: room({ running_order: [nomination(1), held, nomination(3)] }) }, [REVEAL_PATH]: { status: 200, body: afterFirst } });
    const row = within(await screen.findByRole('heading', { level: 3, name: 'The brightest reaction' }, LOAD).then((heading) => heading.closest('li')!));
    expect(row.getByText('Held back: no votes or jury scores')).toBeVisible();
    expect(row.getByRole('button', { name: 'Reveal this nomination: The brightest reaction' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reveal next: Most hilarious reaction' }));
    expect(await screen.findByRole('button', { name: 'Reveal next: Cringe of the year' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Reveal all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal the last nomination left?' });
    expect(dialog).toHaveTextContent('Every visitor sees the results of these nominations at once, and it cannot be taken back: Cringe of the year.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    answers[holdPath(2)] = { status: 200, body: letGo };
    await user.click(row.getByRole('button', { name: 'Let The brightest reaction go' }));
    expect(await section('Running order').findByText('The brightest reaction is let go: it is revealed in its turn.')).toBeVisible();
    expect(row.getByRole('button', { name: 'Hold back The brightest reaction' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Reveal next: The brightest reaction' })).toBeEnabled();
    expect(writes(api).slice(1)).toEqual([{ method: 'PUT', path: holdPath(2), body: { held_back: false } }]);
  });

  it('asks before a live reveal the checks find a problem in, listing them as links, and reveals when the organiser goes ahead', async () => {
    const { api, user } = await openShow({ [READINESS_PATH]: { status: 200, body: readiness(SHOW_FINDINGS) }, [REVEAL_PATH]: { status: 200, body: room({ running_order: [nomination(1, { revealed_at: justNow() }), nomination(2), nomination(3)] }) } });
    const next = await screen.findByRole('button', { name: 'Reveal next: Most hilarious reaction' }, LOAD);
    await waitFor(() => expect(readsOf(api, READINESS_PATH)).toBe(1));
    await user.click(next);
    const dialog = within(await screen.findByRole('dialog', { name: 'Reveal Most hilarious reaction?' }));
    const found = within(await dialog.findByRole('region', { name: /Found before this step/ }));
    expect(found.getByRole('link', { name: 'Shortlist: Most hilarious reaction · Nadia Judge · 1 of 3 scored' })).toHaveAttribute('href', '/backstage/jury');
    expect(found.getByRole('link', { name: 'Shortlist: Most hilarious reaction · Victor Voter' })).toBeVisible();
    // The nomination nobody voted in is not this reveal's.
    expect(found.queryByText(/The brightest reaction/)).toBeNull();
    expect(writes(api)).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Reveal' }));
    expect(await screen.findByText('Most hilarious reaction is revealed: every visitor sees it now.')).toBeVisible();
    expect(writes(api)).toEqual([{ method: 'POST', path: REVEAL_PATH, body: { target: 'next', rehearsal: false } }]);
  });

  it('reveals a chosen nomination from the running order', async () => {
    const { api, user } = await openShow({ [REVEAL_PATH]: { status: 200, body: room({ running_order: [nomination(1), nomination(2), nomination(3, { revealed_at: justNow() })] }) } });
    await user.click(await screen.findByRole('button', { name: 'Reveal this nomination: Cringe of the year' }, LOAD));
    expect(await section('Running order').findByText('Cringe of the year is revealed: every visitor sees it now.')).toBeVisible();
    expect(writes(api)).toEqual([{ method: 'POST', path: REVEAL_PATH, body: { target: 'nomination', nomination_id: 3, rehearsal: false } }]);
  });

  it('rehearses in a mode that says nothing reaches a visitor, sends rehearsal: true on every move, and starts over', async () => {
    const rehearsed = room({ running_order: [nomination(1, { rehearsed: true }), nomination(2), nomination(3)] });
    const crowned = { ...rehearsed, legends: [legend(4, 'Legend of the chat', { rehearsed: true }), legend(5, 'Legend of the stream')] };
    const { api, user, router } = await openShow({
      [REVEAL_PATH]: { status: 200, body: rehearsed },
      [legendPath(4)]: { status: 200, body: crowned },
      [RESET_PATH]: { status: 200, body: room() },
    });
    await user.click(await screen.findByRole('radio', { name: 'Rehearsal' }, LOAD));

    expect(screen.getByText(/^Rehearsal mode\. Nothing you do here reaches a visitor/)).toBeVisible();
    expect(router.state.location.search).toBe('?mode=rehearsal');
    const next = screen.getByRole('button', { name: 'Reveal next: Most hilarious reaction' });
    expect(next).toHaveAccessibleDescription('Rehearsal: no visitor sees these reveals, only this room.');
    await user.click(next);
    expect(await screen.findByText('Most hilarious reaction is revealed in the rehearsal.')).toBeVisible();
    expect(within(rowOf('Most hilarious reaction')).getByText('Rehearsed')).toBeVisible();
    expect(within(rowOf('Most hilarious reaction')).getByText('Waiting')).toBeVisible();
    expect(section('What visitors see').getByText(/Visitors see nothing of the rehearsal/)).toBeVisible();
    expect(section('What visitors see').queryByRole('link', { name: /Most hilarious reaction/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reveal the legend: Legend of the chat' }));
    expect(await screen.findByText('The legend of Legend of the chat is crowned in the rehearsal.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Start the rehearsal over' }));
    expect(await screen.findByText('The rehearsal starts over: nothing is rehearsed.')).toBeVisible();
    expect(writes(api)).toEqual([
      { method: 'POST', path: REVEAL_PATH, body: { target: 'next', rehearsal: true } },
      { method: 'POST', path: legendPath(4), body: { rehearsal: true } },
      { method: 'POST', path: RESET_PATH, body: undefined },
    ]);
    expect(within(rowOf('Most hilarious reaction')).queryByText('Rehearsed')).toBeNull();
  });

  it('opens in the mode its address names, so a reload keeps a rehearsal a rehearsal', async () => {
    await openShow({}, { path: '/backstage/show?mode=rehearsal' });
    expect(await screen.findByRole('radio', { name: 'Rehearsal' }, LOAD)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Start the rehearsal over' })).toBeVisible();
  });

  it('asks before revealing all, naming what it reveals, and reveals nothing when cancelled', async () => {
    const { api, user } = await openShow({ [REVEAL_PATH]: { status: 200, body: room({ round: { id: 2, kind: 'shortlist', status: 'revealed', sealed: true, reveals_at: '2027-02-20T20:00:00Z' } }) } });
    await user.click(await screen.findByRole('button', { name: 'Reveal all' }, LOAD));
    let dialog = await screen.findByRole('dialog', { name: 'Reveal all 3 nominations left?' });
    expect(dialog).toHaveTextContent('Every visitor sees the results of these nominations at once, and it cannot be taken back: Most hilarious reaction, The brightest reaction, and Cringe of the year.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reveal all' }));
    dialog = await screen.findByRole('dialog', { name: /Reveal all/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reveal all' }));
    await waitFor(() => expect(writes(api)).toEqual([{ method: 'POST', path: REVEAL_PATH, body: { target: 'all', rehearsal: false } }]));
  });

  it('moves a nomination down, saving the new order at once, with the focus on the button pressed', async () => {
    const { api, user, answers } = await openShow({ [ORDER_PATH]: { status: 200, body: room({ running_order: [nomination(2), nomination(1), nomination(3)] }) } });
    const down = await screen.findByRole('button', { name: 'Move Most hilarious reaction down' }, LOAD);
    await user.click(down);

    expect(titlesInOrder()).toEqual(['The brightest reaction', 'Most hilarious reaction', 'Cringe of the year']);
    expect(screen.getByRole('button', { name: 'Move Most hilarious reaction down' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Reveal next: The brightest reaction' })).toBeVisible();
    expect(await screen.findByText('Most hilarious reaction is now number 2 of 3.')).toHaveAttribute('role', 'status');
    expect(writes(api)).toEqual([{ method: 'PUT', path: ORDER_PATH, body: { nomination_ids: [2, 1, 3] } }]);

    answers[ORDER_PATH] = { status: 200, body: room({ running_order: [nomination(2), nomination(3), nomination(1)] }) };
    await user.click(screen.getByRole('button', { name: 'Move Most hilarious reaction down' }));
    expect(await screen.findByText('Most hilarious reaction is now number 3 of 3.')).toBeVisible();
    expect(titlesInOrder()).toEqual(['The brightest reaction', 'Cringe of the year', 'Most hilarious reaction']);
    expect(screen.getByRole('button', { name: 'Move Most hilarious reaction down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Most hilarious reaction up' })).toHaveFocus();
  });

  it('puts the order back when the server refuses it, and says why', async () => {
    const message = 'The running order has changed since this page was opened: reload it and try again';
    const { user } = await openShow({ [ORDER_PATH]: { status: 400, body: { statusCode: 400, code: 'validation_failed', message, fields: { nomination_ids: message } } } });
    await user.click(await screen.findByRole('button', { name: 'Move Cringe of the year up' }, LOAD));
    expect(await section('Running order').findByRole('alert')).toHaveTextContent(message);
    expect(titlesInOrder()).toEqual(['Most hilarious reaction', 'The brightest reaction', 'Cringe of the year']);
  });

  it('says the round is not sealed, links to the Results page, and shows the refusal of a reveal', async () => {
    const message = 'This voting round is not sealed yet: seal it first to see its results.';
    const { user } = await openShow({ [ROOM_PATH]: { status: 200, body: room({}, { sealed: false }) }, [REVEAL_PATH]: refusal(409, 'round_not_sealed', message) });
    expect(await screen.findByText(/The results of this round are not sealed yet/, {}, LOAD)).toBeVisible();
    expect(screen.getByText('Not sealed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the Results page' })).toHaveAttribute('href', '/backstage/results');
    await user.click(await screen.findByRole('button', { name: 'Reveal next: Most hilarious reaction' }));
    expect(await section('Reveal').findByRole('alert')).toHaveTextContent(message);
  });

  it("shows the refusal of a legend whose guesses are still open", async () => {
    const message = 'Guesses in this block are still open: the legend can be crowned once they close.';
    const { api, user } = await openShow({ [legendPath(5)]: refusal(409, 'guessing_open', message) });
    const legends = await screen.findByRole('region', { name: 'Legends of the Year' }, LOAD);
    expect(within(legends).getAllByText('Hidden')).toHaveLength(2);
    await user.click(within(legends).getByRole('button', { name: 'Reveal the legend: Legend of the stream' }));
    expect(await within(legends).findByRole('alert')).toHaveTextContent(message);
    expect(writes(api)).toEqual([{ method: 'POST', path: legendPath(5), body: { rehearsal: false } }]);
  });

  it('points to the Season page while no round is set to reveal in the live show', async () => {
    await openShow({ [ROOM_PATH]: { status: 200, body: room({ round: null, running_order: [] }) } });
    expect(await screen.findByText(/No voting round is set to be revealed in the live show/, {}, LOAD)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the Season page' })).toHaveAttribute('href', '/backstage/season');
    expect(screen.queryByRole('button', { name: /Reveal next/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reveal the legend: Legend of the chat' })).toBeEnabled();
  });

  it('reads the room again every few seconds, so a reveal by another organiser shows', async () => {
    const { api, answers } = await openShow();
    await screen.findByRole('button', { name: 'Reveal next: Most hilarious reaction' }, LOAD);
    answers[ROOM_PATH] = { status: 200, body: room({ running_order: [nomination(1, { revealed_at: justNow() }), nomination(2), nomination(3)] }) };
    expect(await screen.findByRole('button', { name: 'Reveal next: The brightest reaction' }, { timeout: 7000 })).toBeVisible();
    expect(readsOf(api, ROOM_PATH)).toBe(2);
  });

  it('is closed to a moderator', async () => {
    await openShow({}, { self: MODERATOR });
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Live show' })).toBeNull();
  });
});
