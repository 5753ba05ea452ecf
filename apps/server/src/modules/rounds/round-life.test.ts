import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../lib/db/client';
import { AppError } from '../../lib/errors';
import { auditLog } from '../audit/tables';
import { SCHEDULE, sealRound } from '../results';
import { useTestServer } from '../../../test/harness';
import { replaceRounds, type Phase } from '../../../test/voting';
import * as roundLife from './round-life';
import { findRound, type RoundRow } from './round-repository';
import { holdNomination } from './running-order';
import { ROUND_EVENTS, ROUND_STATES, roundState, type RoundEvent, type RoundState } from './round-state';
import { votingRounds } from './tables';

const ok = 'allowed';
const sealed = 'round_sealed';

/** Every event in every state of a round revealed live: allowed, or the code it is refused with. */
const EXPECTED: Record<RoundState, Record<RoundEvent, string>> = {
  upcoming: { reschedule: ok, change_nominees: ok, score: ok, quarantine: ok, seal: 'round_not_closed', reveal_nomination: 'round_not_sealed', reveal_all: 'round_not_sealed' },
  open: { reschedule: ok, change_nominees: ok, score: ok, quarantine: ok, seal: 'round_not_closed', reveal_nomination: 'round_not_sealed', reveal_all: 'round_not_sealed' },
  closed: { reschedule: ok, change_nominees: ok, score: ok, quarantine: ok, seal: ok, reveal_nomination: 'round_not_sealed', reveal_all: 'round_not_sealed' },
  sealed: { reschedule: sealed, change_nominees: sealed, score: sealed, quarantine: sealed, seal: sealed, reveal_nomination: ok, reveal_all: ok },
  revealing: { reschedule: sealed, change_nominees: sealed, score: sealed, quarantine: sealed, seal: sealed, reveal_nomination: ok, reveal_all: ok },
  revealed: { reschedule: sealed, change_nominees: sealed, score: sealed, quarantine: sealed, seal: sealed, reveal_nomination: 'already_revealed', reveal_all: 'already_revealed' },
};

const ORGANISER = { id: null, email: 'round-life@awards.test' };

/** Each event as its callers run it: the season, the nominee lists, a judge's score, the quarantine, sealing, the control room. */
const RUN: Record<RoundEvent, (tx: Database, round: RoundRow) => Promise<unknown>> = {
  reschedule: (tx, { id, startsAt, endsAt, revealsAt, tieBreak, liveReveal }) =>
    roundLife.reschedule(tx, id, { startsAt, endsAt, revealsAt, tieBreak, liveReveal, audienceWeight: 60, juryWeight: 40 }),
  change_nominees: (tx, round) => roundLife.lockFor(tx, round.id, 'change_nominees'),
  score: (tx, round) => roundLife.lockFor(tx, round.id, 'score', 'share'),
  quarantine: (tx, round) => roundLife.lockFor(tx, round.id, 'quarantine'),
  seal: (tx, round) => sealRound(tx, round.id, ORGANISER),
  reveal_nomination: (tx) => roundLife.revealNomination(tx, ORGANISER, 'next'),
  reveal_all: (tx) => roundLife.revealAll(tx, ORGANISER),
};

/** The audit entry an allowed event records itself, where it records one (the season records a reschedule, with the whole season). */
const AUDITED: Partial<Record<RoundEvent, string>> = { seal: 'round.seal', reveal_nomination: 'show.reveal', reveal_all: 'show.reveal' };

const ROLLBACK = new Error('rolled back: each event is tried on the round as it was');

describe("a round's life", () => {
  const server = useTestServer();

  /** The show's round (revealed live, nominees in nominations 1 and 2), brought to `state` through the transitions themselves. */
  async function roundIn(state: RoundState): Promise<RoundRow> {
    const phase: Phase = state === 'upcoming' || state === 'open' ? state : 'closed';
    const [created] = await replaceRounds(server.db, [{ kind: 'shortlist', phase }]);
    await server.db.update(votingRounds).set({ liveReveal: true }).where(eq(votingRounds.id, created!.id));
    if (['sealed', 'revealing', 'revealed'].includes(state)) {
      await sealRound(server.db, created!.id, SCHEDULE);
      // Nobody voted and no judge scored: each nomination waits for the organiser to let it go.
      for (const nominationId of [1, 2]) await holdNomination(server.db, SCHEDULE, nominationId, false);
    }
    if (state === 'revealing') await roundLife.revealNomination(server.db, SCHEDULE, 'next');
    if (state === 'revealed') await roundLife.revealAll(server.db, SCHEDULE);
    return (await findRound(server.db, created!.id))!;
  }

  /** What `event` does to the round: allowed (checking the audit entry it records), or its refusal's code; nothing is kept. */
  async function outcome(round: RoundRow, event: RoundEvent): Promise<string> {
    let result = ok;
    await server.db
      .transaction(async (tx) => {
        try {
          await RUN[event](tx, round);
          const action = AUDITED[event];
          if (action) {
            const [entry] = await tx.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(round.id)))).orderBy(desc(auditLog.id)).limit(1);
            expect(entry, `${event} records ${action}`).toMatchObject({ actorEmail: ORGANISER.email, subjectType: 'round' });
          }
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          expect(error.statusCode).toBe(409);
          result = error.code;
        }
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    return result;
  }

  it.each(ROUND_STATES)('allows or refuses each event while %s, as the table of transitions says', async (state) => {
    const round = await roundIn(state);
    expect(await roundLife.stateOf(server.db, round, new Date())).toBe(state);
    const outcomes: Record<string, string> = {};
    for (const event of ROUND_EVENTS) outcomes[event] = await outcome(round, event);
    expect(outcomes).toEqual(EXPECTED[state]);
  });

  it('reads a round revealed at its reveal time, not live, as sealed until that time and revealed from it', () => {
    const at = (hours: number) => new Date(Date.UTC(2027, 1, 1) + hours * 3_600_000);
    const round = { startsAt: at(0), endsAt: at(10), revealsAt: at(20), sealedAt: null, liveReveal: false, revealedAt: null } as RoundRow;
    expect([at(-1), at(0), at(10), at(25)].map((now) => roundState(round, 0, now))).toEqual(['upcoming', 'open', 'closed', 'closed']);
    const sealedRound = { ...round, sealedAt: at(11) };
    expect([at(11), at(19), at(20)].map((now) => roundState(sealedRound, 0, now))).toEqual(['sealed', 'sealed', 'revealed']);
  });
});
