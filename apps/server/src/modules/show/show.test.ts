import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ControlRoom, VotingNomination } from '@awards/contracts';
import { auditLog } from '../audit/tables';
import { legendBlocks } from '../legends/tables';
import { votingRounds } from '../rounds/tables';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { deleteRehearsalEvents, readLiveEventsAfter } from '../live';
import { SCHEDULE, sealRound } from '../results';
import { insertVotes } from '../voting';
import { createVoters } from '../../../test/voters';
import { expectError, replaceRounds } from '../../../test/voting';

describe('the control room of the live show', () => {
  const server = useTestServer();
  let organiser: string;
  let moderator: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'show-organiser@awards.test', ['organiser']));
    ({ staffToken: moderator } = await createStaffMember(server, 'show-moderator@awards.test', ['moderator']));
  });
  let roundId: number;
  beforeEach(async () => {
    await deleteRehearsalEvents(server.db);
    const [longlist, shortlist] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'revealed' },
      { kind: 'shortlist', phase: 'closed', nominees: { 2: 3, 5: 3, 9: 3 } },
    ]);
    roundId = shortlist!.id;
    expect(longlist!.liveReveal).toBe(false);
    await server.db.update(votingRounds).set({ liveReveal: true, revealsAt: new Date(Date.now() - 1000) }).where(eq(votingRounds.id, roundId));
  });

  const room = async (token = organiser) => ControlRoom.parse(await (await backstage(server, token, '/api/v2/backstage/show')).json());
  const reveal = (body: unknown) => backstage(server, organiser, '/api/v2/backstage/show/reveal', { method: 'POST', body });
  const page = async (nominationId: number) => VotingNomination.parse(await (await server.api(`/api/v2/voting/${nominationId}`)).json());
  const publicEvents = async () => (await readLiveEventsAfter(server.db, 0, false)).map((event) => [event.kind, event.data]);
  const seal = () => sealRound(server.db, roundId, SCHEDULE);
  const hold = (nominationId: number, heldBack: boolean) =>
    backstage(server, organiser, `/api/v2/backstage/show/running-order/${nominationId}/hold`, { method: 'PUT', body: { held_back: heldBack } });
  const heldBack = async () => (await room()).running_order.map((row) => [row.nomination_id, row.held_back, row.unvoted]);

  it('runs the live round’s nominations in the order the organiser sets', async () => {
    expect((await room()).running_order.map((row) => row.nomination_id)).toEqual([2, 5, 9]);
    const response = await backstage(server, organiser, '/api/v2/backstage/show/running-order', { method: 'PUT', body: { nomination_ids: [9, 2, 5] } });
    expect(response.status).toBe(200);
    expect(ControlRoom.parse(await response.json()).running_order.map((row) => row.nomination_id)).toEqual([9, 2, 5]);
    const partial = await backstage(server, organiser, '/api/v2/backstage/show/running-order', { method: 'PUT', body: { nomination_ids: [9, 2] } });
    expect(partial.status).toBe(400);
    expect(((await partial.json()) as { fields: Record<string, string> }).fields).toEqual({ nomination_ids: 'The running order has changed since this page was opened: reload it and try again' });
  });

  it('reveals only sealed results, the next of the running order first, and tells every page who won', async () => {
    await expectError(await reveal({ target: 'next' }), 409, 'round_not_sealed');
    // One vote in nomination 5, for its second nominee; nobody votes in the others.
    const [, favourite] = (await page(5)).nominees;
    const [voter] = await createVoters(server.db, server.config, 1, 'show-voter');
    await insertVotes(server.db, [{ roundId, nominationId: 5, nomineeId: favourite!.id, userId: voter!.id, clientHash: 'show-voter' }]);
    await seal();
    await backstage(server, organiser, '/api/v2/backstage/show/running-order', { method: 'PUT', body: { nomination_ids: [5, 9, 2] } });

    const before = (await readLiveEventsAfter(server.db, 0)).length;
    const response = await reveal({ target: 'next' });
    expect(response.status).toBe(200);
    const shown = ControlRoom.parse(await response.json());
    expect(shown.running_order.map((row) => [row.nomination_id, row.revealed_at !== null])).toEqual([
      [5, true],
      [9, false],
      [2, false],
    ]);
    expect((await page(5)).results).toHaveLength(3);
    expect((await page(9)).results).toBeNull();
    // The audience alone decided (no judge scored): the one vote makes 100 of 100.
    const winner = { nickname: favourite!.nickname, photo: favourite!.photo, result: 100 };
    expect((await publicEvents()).slice(before)).toEqual([['reveal', { roundId, nominationId: 5, winner }]]);

    await expectError(await reveal({ target: 'nomination', nomination_id: 5 }), 409, 'already_revealed');
    await expectError(await reveal({ target: 'nomination', nomination_id: 7 }), 404, 'not_found');
    // Nobody voted in 2 and 9 and no judge scored there: each waits for the organiser to let it go.
    await expectError(await reveal({ target: 'nomination', nomination_id: 2 }), 409, 'held_back');
    expect((await hold(2, false)).status).toBe(200);
    expect((await reveal({ target: 'nomination', nomination_id: 2 })).status).toBe(200);
    expect((await publicEvents()).at(-1)).toEqual(['reveal', { roundId, nominationId: 2, winner: null }]);
    expect((await room()).round?.status).toBe('closed');

    await expectError(await reveal({ target: 'all' }), 409, 'held_back');
    expect((await hold(9, false)).status).toBe(200);
    expect((await reveal({ target: 'all' })).status).toBe(200);
    const after = await room();
    expect(after.round?.status).toBe('revealed');
    expect((await page(9)).round?.status).toBe('revealed');
    expect((await server.api(`/api/v2/rounds/${roundId}/standings`)).status).toBe(200);
    await expectError(await reveal({ target: 'next' }), 409, 'already_revealed');

    const records = await server.db.select().from(auditLog).where(eq(auditLog.action, 'show.reveal'));
    expect(records.map((record) => record.after)).toEqual([{ nominations: [5] }, { nominations: [2] }, { nominations: [9] }]);
  });

  it('holds back a nomination nobody voted in and no judge scored, and any other the organiser holds: reveal next skips it, reveal all leaves it', async () => {
    const [voter] = await createVoters(server.db, server.config, 1, 'hold-voter');
    for (const nominationId of [2, 9]) {
      const [nominee] = (await page(nominationId)).nominees;
      await insertVotes(server.db, [{ roundId, nominationId, nomineeId: nominee!.id, userId: voter!.id, clientHash: 'hold-voter' }]);
    }
    // Before the seal nothing is known to be empty; the organiser may hold one back already.
    expect(await heldBack()).toEqual([[2, false, false], [5, false, false], [9, false, false]]);
    expect((await hold(2, true)).status).toBe(200);
    await seal();
    expect(await heldBack()).toEqual([[2, true, false], [5, true, true], [9, false, false]]);

    expect(ControlRoom.parse(await (await reveal({ target: 'next', rehearsal: true })).json()).running_order.map((row) => row.rehearsed)).toEqual([false, false, true]);
    expect((await reveal({ target: 'next' })).status).toBe(200);
    expect((await room()).running_order.map((row) => row.revealed_at !== null)).toEqual([false, false, true]);
    await expectError(await reveal({ target: 'next' }), 409, 'held_back');
    await expectError(await reveal({ target: 'all' }), 409, 'held_back');
    await expectError(await hold(9, true), 409, 'already_revealed');
    await expectError(await hold(7, false), 404, 'not_found');

    // Letting the empty one go is the organiser's choice, on the record.
    expect((await hold(5, false)).status).toBe(200);
    expect((await reveal({ target: 'all' })).status).toBe(200);
    expect((await room()).running_order.map((row) => [row.nomination_id, row.revealed_at !== null])).toEqual([[2, false], [5, true], [9, true]]);
    expect((await room()).round?.status).toBe('closed');
    const records = await server.db.select().from(auditLog).where(and(eq(auditLog.action, 'show.hold'), eq(auditLog.subjectId, String(roundId))));
    expect(records.map((record) => [record.before, record.after])).toEqual([
      [{ nominationId: 2, heldBack: false }, { nominationId: 2, heldBack: true }],
      [{ nominationId: 5, heldBack: true }, { nominationId: 5, heldBack: false }],
    ]);
    await expectError(await backstage(server, moderator, '/api/v2/backstage/show/running-order/2/hold', { method: 'PUT', body: { held_back: false } }), 403, 'forbidden');
  });

  it('rehearses on a copy: nothing public changes, the control room sees it, and it can start over', async () => {
    const publicBefore = (await publicEvents()).length;
    expect((await reveal({ target: 'next', rehearsal: true })).status).toBe(200);
    expect((await reveal({ target: 'all', rehearsal: true })).status).toBe(200);
    const rehearsed = await room();
    expect(rehearsed.running_order.map((row) => [row.rehearsed, row.revealed_at])).toEqual([
      [true, null],
      [true, null],
      [true, null],
    ]);
    expect((await page(2)).results).toBeNull();
    expect(await publicEvents()).toHaveLength(publicBefore);
    const rehearsedEvents = await readLiveEventsAfter(server.db, 0, true);
    expect(rehearsedEvents.map((event) => event.data)).toEqual([2, 5, 9].map((nominationId) => ({ roundId, nominationId, winner: null })));
    await expectError(await reveal({ target: 'next', rehearsal: true }), 409, 'already_revealed');

    expect((await backstage(server, organiser, '/api/v2/backstage/show/rehearsal/reset', { method: 'POST' })).status).toBe(200);
    expect((await room()).running_order.every((row) => !row.rehearsed)).toBe(true);
    expect((await reveal({ target: 'next', rehearsal: true })).status).toBe(200);
  });

  it('crowns a legend once its guesses have closed, and only once', async () => {
    const [block] = await server.db.select().from(legendBlocks).orderBy(legendBlocks.id).limit(1);
    const crown = (rehearsal = false) => backstage(server, organiser, `/api/v2/backstage/show/legends/${block!.id}/reveal`, { method: 'POST', body: { rehearsal } });
    await server.db.update(legendBlocks).set({ closesAt: new Date(Date.now() + 60_000), revealedAt: new Date(Date.now() + 3_600_000) }).where(eq(legendBlocks.id, block!.id));
    await expectError(await crown(), 409, 'guessing_open');

    await server.db.update(legendBlocks).set({ closesAt: new Date(Date.now() - 60_000) }).where(eq(legendBlocks.id, block!.id));
    expect((await crown(true)).status).toBe(200);
    expect((await room()).legends.find((row) => row.block_id === block!.id)).toMatchObject({ rehearsed: true, revealed_at: null });

    const response = await crown();
    expect(response.status).toBe(200);
    expect(ControlRoom.parse(await response.json()).legends.find((row) => row.block_id === block!.id)?.revealed_at).not.toBeNull();
    const blocks = (await (await server.api('/api/v2/loty/')).json()) as { id: number; legend_streamer_id?: number; streamers: { id: number; nickname: string; photo: string }[] }[];
    expect(blocks.find((row) => row.id === block!.id)?.legend_streamer_id).toBe(block!.legendStreamerId);
    const [legend] = (blocks.find((row) => row.id === block!.id)?.streamers ?? []).filter((streamer) => streamer.id === block!.legendStreamerId);
    expect((await publicEvents()).at(-1)).toEqual(['legend', { blockId: block!.id, legend: { streamerId: legend!.id, nickname: legend!.nickname, photo: legend!.photo } }]);
    await expectError(await crown(), 409, 'already_revealed');
  });

  it('is the organisers’ alone', async () => {
    await expectError(await backstage(server, moderator, '/api/v2/backstage/show'), 403, 'forbidden');
    await expectError(await backstage(server, moderator, '/api/v2/backstage/show/reveal', { method: 'POST', body: { target: 'next' } }), 403, 'forbidden');
  });
});
