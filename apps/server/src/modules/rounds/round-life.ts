import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { readLiveReveals, storeNominationsRevealed, storeRevealOrder } from './round-nominations';
import { findRound, storeRoundRevealed, storeSchedule, storeSeal, type RoundRow, type RoundSchedule } from './round-repository';
import { roundState, TRANSITIONS, type RoundEvent, type RoundState } from './round-state';
import { findShowRound, readRunningOrder } from './running-order';

/**
 * The round's life, the one place that moves it: each transition locks the round, refuses what its
 * state does not allow (409, see TRANSITIONS) and records itself in the audit log. Opening and
 * closing are the clock reaching the round's dates, which only `reschedule` moves.
 */

/** The round, locked until the transaction ends as a seal locks it (`share` for several such writes at once); undefined for none. */
export const lockRound = (db: Database, roundId: number, strength: 'update' | 'share' = 'update') => findRound(db, roundId, { lock: strength });

/** The round's state at `now`. */
export async function stateOf(db: Database, round: RoundRow, now: Date): Promise<RoundState> {
  const revealed = round.liveReveal && round.sealedAt ? ((await readLiveReveals(db, round.id)).get(round.id)?.size ?? 0) : 0;
  return roundState(round, revealed, now);
}

/** Refuses `event` (409 with its code) where `state` does not allow it. */
function refuseUnlessAllowed(event: RoundEvent, state: RoundState): void {
  const refusal = TRANSITIONS[event][state];
  if (refusal) throw new AppError(409, refusal, `error.${refusal}`);
}

/** Refuses `event` (409 with its code) unless the round's state at `now` allows it. */
export async function allow(db: Database, round: RoundRow, event: RoundEvent, now = new Date()): Promise<void> {
  refuseUnlessAllowed(event, await stateOf(db, round, now));
}

/**
 * The round locked for a change only an unsealed round allows (nominees, scores, the quarantine):
 * the change lands before a seal computes the standings, or is refused once it is sealed (409
 * round_sealed); 404 for no round.
 */
export async function lockFor(db: Database, roundId: number, event: RoundEvent, strength: 'update' | 'share' = 'update'): Promise<RoundRow> {
  const round = await lockRound(db, roundId, strength);
  if (!round) throw errors.notFound();
  await allow(db, round, event);
  return round;
}

/** Moves an unsealed round's dates and blend; the season that moves them records the change. */
export async function reschedule(db: Database, roundId: number, schedule: RoundSchedule): Promise<void> {
  await lockFor(db, roundId, 'reschedule');
  await storeSchedule(db, roundId, schedule);
}

/** The sealed document: the standings as canonical JSON and its digest. */
type SealedStandings = { standings: string; digest: string };

/**
 * Seals a closed round with the standings `standingsOf` computes while it is locked, and records
 * who did it: a second seal waits, then finds it sealed. 404 for no round, 409 before it closes
 * (round_not_closed) and once it is sealed (round_sealed).
 */
export function seal(db: Database, roundId: number, actor: Actor, standingsOf: (tx: Database, round: RoundRow, sealedAt: Date) => Promise<SealedStandings>, now = new Date()) {
  return db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId);
    if (!round) throw errors.notFound();
    await allow(tx, round, 'seal', now);
    const { standings, digest } = await standingsOf(tx, round, now);
    // The round is locked and unsealed: the store cannot find it sealed.
    const sealed = (await storeSeal(tx, round.id, { sealedAt: now, sealedBy: actor.id, standings, standingsDigest: digest }))!;
    await recordAudit(tx, actor, { action: 'round.seal', subjectType: 'round', subjectId: round.id, before: null, after: { sealedAt: now.toISOString(), digest } });
    return sealed;
  });
}

/** The show round locked, its running order, which of it waits, and which of that is not held back; 404 without a show round. */
async function showRoundFor(tx: Database, event: RoundEvent, now: Date) {
  const shown = await findShowRound(tx);
  const round = shown && (await lockRound(tx, shown.id));
  if (!round) throw errors.notFound();
  // The running order says what is revealed already, so the state needs no second read of it.
  const order = await readRunningOrder(tx, round);
  const waitingRows = order.filter(({ revealedAt }) => revealedAt === null);
  refuseUnlessAllowed(event, roundState(round, order.length - waitingRows.length, now));
  const waiting = waitingRows.map(({ nominationId }) => nominationId);
  const free = waitingRows.filter(({ heldBack }) => !heldBack).map(({ nominationId }) => nominationId);
  return { round, order, waiting, free };
}

/** Refuses a reveal that finds nothing it may reveal while nominations held back still wait (409 held_back). */
function refuseHeldBack(chosen: number[], waiting: number[]): void {
  if (chosen.length === 0 && waiting.length > 0) throw new AppError(409, 'held_back', 'error.held_back');
}

/** Marks the nominations revealed at `now`, and the round with its last one, on the record; the round and what was revealed. */
async function markRevealed(tx: Database, actor: Actor, round: RoundRow, order: { nominationId: number }[], waiting: number[], nominationIds: number[], now: Date) {
  if (nominationIds.length === 0) throw new AppError(409, 'already_revealed', 'error.already_revealed');
  // Every place is stored first: a row the reveal adds would otherwise take the first place.
  await storeRevealOrder(tx, round.id, order.map(({ nominationId }) => nominationId));
  await storeNominationsRevealed(tx, round.id, nominationIds, now);
  if (nominationIds.length === waiting.length) await storeRoundRevealed(tx, round.id, now);
  await recordAudit(tx, actor, { action: 'show.reveal', subjectType: 'round', subjectId: round.id, after: { nominations: nominationIds } });
  return { round, nominationIds };
}

/**
 * Reveals one nomination of the show round's sealed standings: the next of the running order not
 * held back, or the one named (404 when it is not in the running order, 409 already_revealed when
 * it is revealed, 409 held_back while it is held back or nothing else is left).
 */
export function revealNomination(db: Database, actor: Actor, nominationId: number | 'next', now = new Date()) {
  return db.transaction(async (tx) => {
    const { round, order, waiting, free } = await showRoundFor(tx, 'reveal_nomination', now);
    if (nominationId !== 'next' && !order.some((row) => row.nominationId === nominationId)) throw errors.notFound();
    const chosen = nominationId === 'next' ? free.slice(0, 1) : free.filter((id) => id === nominationId);
    refuseHeldBack(chosen, nominationId === 'next' ? waiting : waiting.filter((id) => id === nominationId));
    return markRevealed(tx, actor, round, order, waiting, chosen, now);
  });
}

/** Reveals every nomination of the show round's sealed standings not yet revealed nor held back, in running order. */
export function revealAll(db: Database, actor: Actor, now = new Date()) {
  return db.transaction(async (tx) => {
    const { round, order, waiting, free } = await showRoundFor(tx, 'reveal_all', now);
    refuseHeldBack(free, waiting);
    return markRevealed(tx, actor, round, order, waiting, free, now);
  });
}
