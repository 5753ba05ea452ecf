import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { applicantsFor, clearEntries, enter } from '../../../test/review';
import { approvedEntry, auditRecords, boardOf, nomineeCalls } from '../../../test/nominees';
import { expectError, replaceRounds } from '../../../test/voting';

describe("a round's nominees picked from approved entries or added by hand", () => {
  const server = useTestServer();
  let organiser: string;
  let moderator: string;
  let applicants: { id: number }[];
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'nominees-organiser@awards.test', ['organiser']));
    ({ staffToken: moderator } = await createStaffMember(server, 'nominees-moderator@awards.test', ['moderator']));
    applicants = await applicantsFor(server, 4, 'nominees-applicant');
  });
  beforeEach(() => clearEntries(server));

  async function emptyRound() {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'upcoming', nominees: {} }]);
    return round!;
  }

  it('stands entries naming the same streamer page as one candidate with their count and the earliest entry; others are left out', async () => {
    const round = await emptyRound();
    const [a, b, c, d] = applicants;
    const earliest = await approvedEntry(server, a!.id, { nickname: 'Lena', linkToPage: 'https://www.twitch.tv/Lena/', ageHours: 30 });
    await approvedEntry(server, b!.id, { nickname: 'lena_tv', linkToPage: 'https://twitch.tv/Lena', ageHours: 20 });
    await approvedEntry(server, c!.id, { nickname: 'Lena!', linkToPage: 'http://twitch.tv/Lena#about', ageHours: 10 });
    await enter(server, d!.id, { linkToPage: 'https://twitch.tv/Lena', ageHours: 2 }); // still under review
    await approvedEntry(server, d!.id, { nominationId: 2, linkToPage: 'https://twitch.tv/Lena' });
    const other = await approvedEntry(server, a!.id, { nickname: 'Max', linkToPage: 'https://kick.com/max' });

    const board = await boardOf(await nomineeCalls(server, organiser, round.id).board());
    expect(board).toMatchObject({ round: { id: round.id, kind: 'longlist', status: 'upcoming', sealed: false }, nomination_id: 1, nominees: [], standing_candidates: null });
    expect(board.entry_candidates).toEqual([
      { page_key: 'twitch.tv/Lena', nickname: 'Lena', link_to_page: 'https://www.twitch.tv/Lena/', entries: 3, application_id: earliest.id, nominee_id: null },
      { page_key: 'kick.com/max', nickname: 'Max', link_to_page: 'https://kick.com/max', entries: 1, application_id: other.id, nominee_id: null },
    ]);
  });

  it("adds a nominee from a streamer page's entries, last on the list, and marks the page's candidate with it; twice is 409 already_nominee", async () => {
    const round = await emptyRound();
    const calls = nomineeCalls(server, organiser, round.id);
    const [a, b] = applicants;
    const first = await approvedEntry(server, a!.id, { nickname: 'Lena', linkToPage: 'https://twitch.tv/lena', ageHours: 5 });
    await approvedEntry(server, b!.id, { nickname: 'Lena', linkToPage: 'https://twitch.tv/lena/', ageHours: 1 });
    await approvedEntry(server, a!.id, { nickname: 'Max', linkToPage: 'https://kick.com/max' });

    await boardOf(await calls.add({ from: 'entries', page_key: 'kick.com/max' }), 201);
    const board = await boardOf(await calls.add({ from: 'entries', page_key: 'twitch.tv/lena' }), 201);
    expect(board.nominees.map((nominee) => nominee.nickname)).toEqual(['Max', 'Lena']);
    expect(board.nominees[1]).toEqual({
      id: expect.any(Number),
      nickname: 'Lena',
      photo: '',
      link_to_page: 'https://twitch.tv/lena',
      application_id: first.id,
      entries: 2,
      wildcard: false,
      demo: false,
      has_votes: false,
    });
    expect(board.entry_candidates.map((candidate) => [candidate.nickname, candidate.nominee_id])).toEqual([
      ['Lena', board.nominees[1]!.id],
      ['Max', board.nominees[0]!.id],
    ]);

    await expectError(await calls.add({ from: 'entries', page_key: 'twitch.tv/lena' }), 409, 'already_nominee');
    await expectError(await calls.add({ from: 'hand', nickname: 'Lena again', link_to_page: 'https://www.twitch.tv/lena', photo: 'a-photo' }), 409, 'already_nominee');
    await expectError(await calls.add({ from: 'entries', page_key: 'twitch.tv/nobody' }), 404, 'not_found');
    const [record] = await auditRecords(server, 'nominee.add');
    expect(record).toMatchObject({ actorEmail: 'nominees-organiser@awards.test', subjectType: 'nominee', subjectId: String(board.nominees[1]!.id) });
    expect(record!.after).toMatchObject({ roundId: round.id, nominationId: 1, from: 'entries', pageKey: 'twitch.tv/lena', applicationId: first.id });
  });

  it('adds a nominee by hand with its photo; an entry naming its page later counts toward it rather than standing apart', async () => {
    const round = await emptyRound();
    const calls = nomineeCalls(server, organiser, round.id);
    const board = await boardOf(await calls.add({ from: 'hand', nickname: 'Nova', link_to_page: 'https://www.youtube.com/@Nova/', photo: 'photo-asset-id' }), 201);
    expect(board.nominees).toEqual([
      { id: expect.any(Number), nickname: 'Nova', photo: 'photo-asset-id', link_to_page: 'https://www.youtube.com/@Nova/', application_id: null, entries: 0, wildcard: false, demo: false, has_votes: false },
    ]);

    await approvedEntry(server, applicants[0]!.id, { nickname: 'nova', linkToPage: 'https://youtube.com/@Nova' });
    const later = await boardOf(await calls.board());
    expect(later.nominees[0]).toMatchObject({ nickname: 'Nova', entries: 1, application_id: null });
    expect(later.entry_candidates).toEqual([expect.objectContaining({ page_key: 'youtube.com/@Nova', nominee_id: later.nominees[0]!.id })]);
  });

  it('marks the entries naming a nominee stored without a page key (as the seed stores them) with that nominee, whose count they join, rather than offering what adding refuses', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'upcoming', nominees: { 1: 2 } }]);
    const [seeded, other] = round!.byNomination(1);
    await approvedEntry(server, applicants[0]!.id, { nickname: seeded!.nickname, linkToPage: seeded!.linkToPage });
    const fresh = await approvedEntry(server, applicants[1]!.id, { nickname: 'Max', linkToPage: 'https://kick.com/max' });
    const calls = nomineeCalls(server, organiser, round!.id);

    const board = await boardOf(await calls.board());
    expect(board.entry_candidates.map(({ nickname, nominee_id }) => ({ nickname, nominee_id }))).toEqual([
      { nickname: seeded!.nickname, nominee_id: seeded!.id },
      { nickname: 'Max', nominee_id: null },
    ]);
    expect(board.nominees.map(({ id, entries }) => ({ id, entries }))).toEqual([
      { id: seeded!.id, entries: 1 },
      { id: other!.id, entries: 0 },
    ]);
    const marked = board.entry_candidates[0]!;
    await expectError(await calls.add({ from: 'entries', page_key: marked.page_key }), 409, 'already_nominee');

    const added = await boardOf(await calls.add({ from: 'entries', page_key: 'kick.com/max' }), 201);
    expect(added.entry_candidates.find((candidate) => candidate.application_id === fresh.id)?.nominee_id).toBe(added.nominees[2]!.id);
  });

  it('adds to an open round, and refuses a sealed one (409 round_sealed)', async () => {
    const [sealed, open] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'revealed', nominees: { 1: 1 } },
      { kind: 'shortlist', phase: 'open', nominees: {} },
    ]);
    const hand = { from: 'hand', nickname: 'Nova', link_to_page: 'https://kick.com/nova', photo: 'p' };
    expect((await nomineeCalls(server, organiser, open!.id).add(hand)).status).toBe(201);
    await expectError(await nomineeCalls(server, organiser, sealed!.id).add(hand), 409, 'round_sealed');
  });

  it('answers 404 for an unknown round or nomination, 400 for ids past 32 bits or a bad body, 403 to a moderator', async () => {
    const round = await emptyRound();
    await expectError(await nomineeCalls(server, organiser, 2_000_000).board(), 404, 'not_found');
    await expectError(await nomineeCalls(server, organiser, round.id, 99).board(), 404, 'not_found');
    await expectError(await nomineeCalls(server, organiser, round.id, 99).add({ from: 'hand', nickname: 'N', link_to_page: 'https://kick.com/n', photo: 'p' }), 404, 'not_found');
    expect((await nomineeCalls(server, organiser, 4_294_967_296).board()).status).toBe(400);
    expect((await nomineeCalls(server, organiser, round.id, 4_294_967_296).board()).status).toBe(400);
    expect((await nomineeCalls(server, organiser, round.id).remove(4_294_967_296)).status).toBe(400);
    expect((await nomineeCalls(server, organiser, round.id).add({ from: 'standings', nominee_id: 4_294_967_296 })).status).toBe(400);
    expect((await nomineeCalls(server, organiser, round.id).add({ from: 'hand', nickname: 'N', link_to_page: 'http://localhost/x', photo: 'p' })).status).toBe(400);

    const moderated = nomineeCalls(server, moderator, round.id);
    await expectError(await moderated.board(), 403, 'forbidden');
    await expectError(await moderated.add({ from: 'hand', nickname: 'N', link_to_page: 'https://kick.com/n', photo: 'p' }), 403, 'forbidden');
    await expectError(await moderated.remove(1, '?void_votes=true'), 403, 'forbidden');
  });
});
