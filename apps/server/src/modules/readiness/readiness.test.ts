import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Readiness, type ReadinessCheckKind } from '@awards/contracts';
import { contentItems } from '../content/tables';
import { votingRounds } from '../rounds/tables';
import { insertNominees } from '../rounds';
import { SCHEDULE, sealRound } from '../results';
import { writeSetting } from '../settings';
import { insertVotes } from '../voting';
import { useTestServer } from '../../../test/harness';
import { assign, clearJury, declareConflict, score } from '../../../test/jury';
import { applicantFor, clearEntries, decide, enter } from '../../../test/review';
import { backstage, createStaffMember } from '../../../test/staff';
import { createVoters } from '../../../test/voters';
import { expectError, hoursFromNow, replaceRounds } from '../../../test/voting';

type Staff = Awaited<ReturnType<typeof createStaffMember>>;

describe("the season's readiness", () => {
  const server = useTestServer();
  let organiser: Staff;
  let moderator: Staff;
  let judge: Staff;
  beforeAll(async () => {
    organiser = await createStaffMember(server, 'readiness-organiser@awards.test', ['organiser']);
    moderator = await createStaffMember(server, 'readiness-moderator@awards.test', ['moderator']);
    judge = await createStaffMember(server, 'readiness-judge@awards.test', ['judge']);
  });
  beforeEach(async () => {
    await clearEntries(server);
    await clearJury(server);
    await replaceRounds(server.db, []);
  });

  const read = async (token = organiser.staffToken, query = '') => {
    const response = await backstage(server, token, `/api/v2/backstage/readiness${query}`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    return Readiness.parse(await response.json());
  };
  /** One check's count and items, the items as `pick` reads them. */
  const check = async <T>(kind: ReadinessCheckKind, pick: (item: Record<string, unknown>) => T, query = '') => {
    const found = (await read(organiser.staffToken, query)).checks.find((entry) => entry.kind === kind)!;
    return { count: found.count, fix: found.fix, items: (found.items as Record<string, unknown>[]).map(pick) };
  };

  it('names the phase now and the next moment from the season’s dates', async () => {
    const window = (from: number, to: number) => ({ startsAt: hoursFromNow(from).toISOString(), endsAt: hoursFromNow(to).toISOString() });
    const applications = window(-2, 5);
    await writeSetting(server.db, 'phases', { applications, voting: window(6, 40), live: window(50, 52) });
    expect(await read()).toMatchObject({ phase: 'applications', next: { kind: 'applications-close', at: applications.endsAt, round: null } });

    const [longlist] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'upcoming' }]);
    await writeSetting(server.db, 'phases', { applications: window(-5, -3), voting: window(1, 40), live: window(50, 52) });
    expect(await read()).toMatchObject({ phase: 'before_voting', next: { kind: 'voting-opens', at: longlist!.startsAt.toISOString(), round: 'longlist' } });
  });

  it('lists the entries waiting past the 60-hour promise, to moderators too, until they are decided', async () => {
    const applicant = await applicantFor(server, 'readiness-applicant');
    const late = await enter(server, applicant.id, { nominationId: 2, nickname: 'LateStreamer', ageHours: 61 });
    await enter(server, applicant.id, { ageHours: 10 });
    const overdue = await check('overdue_entries', (item) => item);
    expect(overdue).toEqual({
      count: 1,
      fix: '/backstage/entries?overdue=true',
      items: [{ entry_id: late.id, nomination_id: 2, nomination: expect.any(String), nickname: 'LateStreamer', sent_at: late.createdAt.toISOString(), fix: `/backstage/entries/${late.id}` }],
    });
    // A moderator reviews entries, so sees that check, and no other.
    expect((await read(moderator.staffToken)).checks.map((entry) => [entry.kind, entry.count])).toEqual([['overdue_entries', 1]]);

    expect((await decide(server, moderator.staffToken, late.id, { status: 'approved' })).status).toBe(200);
    expect((await check('overdue_entries', (item) => item.entry_id)).count).toBe(0);
  });

  it('lists the nominations of an upcoming round with fewer than two nominees, until they have two', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'upcoming', nominees: { 1: 1, 2: 2 } }]);
    const thin = await check('thin_nominations', (item) => [item.nomination_id, item.nominees]);
    // Nomination 2 has two; 1 has one, and the other nine none.
    expect(thin.items).toEqual([[1, 1], ...[3, 4, 5, 6, 7, 8, 9, 10, 11].map((id) => [id, 0])]);
    expect((await check('thin_nominations', (item) => item.fix)).items[0]).toBe(`/backstage/nominees?round=${round!.id}&nomination=1`);

    await insertNominees(server.db, [{ roundId: round!.id, nominationId: 1, nickname: 'Second', photo: 'https://cdn.example.com/2.png', linkToPage: 'https://twitch.tv/second' }]);
    expect((await check('thin_nominations', (item) => item.nomination_id)).items).not.toContain(1);
  });

  it('lists the nominations of an open round without a vote, until someone votes there', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const [voter] = await createVoters(server.db, server.config, 1, 'readiness-voter');
    await insertVotes(server.db, [{ roundId: round!.id, nominationId: 1, nomineeId: round!.byNomination(1)[0]!.id, userId: voter!.id }]);
    expect((await check('unvoted_nominations', (item) => [item.round_id, item.nomination_id, item.fix])).items).toEqual([[round!.id, 2, `/backstage/nominees?round=${round!.id}&nomination=2`]]);

    await insertVotes(server.db, [{ roundId: round!.id, nominationId: 2, nomineeId: round!.byNomination(2)[0]!.id, userId: voter!.id }]);
    expect((await check('unvoted_nominations', (item) => item)).count).toBe(0);
  });

  it('lists a judge with nominees left to score, and one who voted where they score, until they score or declare the conflict', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'shortlist', phase: 'open', nominees: { 1: 2, 2: 2 } }]);
    await assign(server, organiser.staffToken, judge.id, [
      [round!.id, 1],
      [round!.id, 2],
    ]);
    await insertVotes(server.db, [{ roundId: round!.id, nominationId: 2, nomineeId: round!.byNomination(2)[0]!.id, userId: judge.id }]);
    expect((await check('unscored_judges', (item) => [item.user_id, item.name, item.nomination_id, item.scored, item.nominees])).items).toEqual([
      [judge.id, 'Test Streamer', 1, 0, 2],
      [judge.id, 'Test Streamer', 2, 0, 2],
    ]);
    expect(await check('judge_voted', (item) => [item.user_id, item.round_id, item.nomination_id])).toEqual({ count: 1, fix: '/backstage/jury', items: [[judge.id, round!.id, 2]] });

    for (const nominee of round!.byNomination(1)) expect((await score(server, judge.staffToken, round!.id, 1, nominee.id, 8)).status).toBe(200);
    expect((await declareConflict(server, judge.staffToken, round!.id, 2, 'I voted here')).status).toBe(200);
    expect((await check('unscored_judges', (item) => item)).count).toBe(0);
    expect((await check('judge_voted', (item) => item)).count).toBe(0);
  });

  it('lists a round past its end that is not sealed, until it is', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'closed' }]);
    expect((await check('unsealed_rounds', (item) => item)).items).toEqual([
      { round_id: round!.id, round_kind: 'longlist', ended_at: round!.endsAt.toISOString(), reveals_at: round!.revealsAt.toISOString(), live_reveal: false, fix: '/backstage/results' },
    ]);
    await sealRound(server.db, round!.id, SCHEDULE);
    expect((await check('unsealed_rounds', (item) => item)).count).toBe(0);
  });

  it('lists a live show without stream channels, until one is published', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'shortlist', phase: 'open' }]);
    expect((await check('no_stream_channels', (item) => item)).count).toBe(0);
    await server.db.update(votingRounds).set({ liveReveal: true }).where(eq(votingRounds.id, round!.id));
    const channels = await server.db.delete(contentItems).where(eq(contentItems.collection, 'stream_channels')).returning();
    try {
      expect(await check('no_stream_channels', (item) => item)).toEqual({
        count: 1,
        fix: '/backstage/content/stream_channels',
        items: [{ round_id: round!.id, round_kind: 'shortlist', fix: '/backstage/content/stream_channels' }],
      });
    } finally {
      await server.db.insert(contentItems).values(channels);
    }
    expect((await check('no_stream_channels', (item) => item)).count).toBe(0);
  });

  it('lists a text missing in a language in the draft, with the field to fill, until it is filled', async () => {
    const content = (path: string, init?: { method?: string; body?: unknown }) => backstage(server, organiser.staffToken, `/api/v2/backstage/content${path}`, init);
    expect((await check('missing_texts', (item) => item)).count).toBe(0);
    const added = await content('/collections/faq/items', { method: 'POST', body: { texts: { EN: { question: 'New?', answer: 'Yes.' }, SP: { question: '¿Nueva?', answer: 'Sí.' }, PT: { question: 'Nova?', answer: 'Sim.' } } } });
    const { id } = (await added.json()) as { id: number };
    try {
      expect(await check('missing_texts', (item) => item)).toEqual({
        count: 2,
        fix: '/backstage/content',
        items: ['question', 'answer'].map((field) => ({ collection: 'faq', item_id: id, language: 'RU', field, fix: `/backstage/content/faq/${id}?field=texts.RU.${field}` })),
      });
    } finally {
      await content('/discard', { method: 'POST', body: {} });
    }
    expect((await check('missing_texts', (item) => item)).count).toBe(0);
  });

  it('narrows the checks of rounds to the round asked about', async () => {
    const [longlist, shortlist] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'closed' },
      { kind: 'shortlist', phase: 'open' },
    ]);
    expect((await check('unvoted_nominations', (item) => item.round_id)).items).toEqual([longlist!.id, longlist!.id, shortlist!.id, shortlist!.id]);
    expect((await check('unvoted_nominations', (item) => item.round_id, `?round_id=${shortlist!.id}`)).items).toEqual([shortlist!.id, shortlist!.id]);
    expect((await check('unsealed_rounds', (item) => item.round_id, `?round_id=${shortlist!.id}`)).count).toBe(0);
  });

  it('is for organisers and moderators: a judge is refused, and a bad round id is a clear 400', async () => {
    await expectError(await backstage(server, judge.staffToken, '/api/v2/backstage/readiness'), 403, 'forbidden');
    const bad = await backstage(server, organiser.staffToken, '/api/v2/backstage/readiness?round_id=first');
    expect(bad.status).toBe(400);
  });
});
