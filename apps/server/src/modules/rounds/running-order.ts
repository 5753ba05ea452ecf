import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { readRoundNominees } from './nominee-repository';
import { readRoundNominations, storeHold, storeRevealOrder } from './round-nominations';
import { findRound, readRounds, type RoundRow } from './round-repository';
import { sealedStandings } from './sealed-results';

/** The round the live show reveals: the last, in start order, set to reveal live. */
export async function findShowRound(db: Database): Promise<RoundRow | undefined> {
  return (await readRounds(db)).filter((round) => round.liveReveal).at(-1);
}

/** The nominations of sealed standings that nobody voted in (counted) and no judge scored: none before sealing. */
async function unvotedNominations(db: Database, round: RoundRow): Promise<Set<number>> {
  const standings = await sealedStandings(db, round);
  return new Set(standings?.nominations.filter((standing) => standing.decidedBy === 'none').map((standing) => standing.nominationId));
}

/**
 * The show round's nominations that have nominees, in running order (stored places first, then by
 * id), with their reveal times and whether each is held back: as an organiser chose, else when the
 * sealed standings have neither a vote nor a score there, so that "no winner" is never revealed
 * live without someone choosing it.
 */
export async function readRunningOrder(db: Database, round: RoundRow) {
  const [nominees, stored, unvoted] = [await readRoundNominees(db, round.id), await readRoundNominations(db, round.id), await unvotedNominations(db, round)];
  const places = new Map(stored.map((row) => [row.nominationId, row]));
  const nominationIds = [...new Set(nominees.map((nominee) => nominee.nominationId))];
  return nominationIds
    .map((nominationId) => {
      const place = places.get(nominationId);
      const isUnvoted = unvoted.has(nominationId);
      return { nominationId, place: place?.revealOrder ?? Number.MAX_SAFE_INTEGER, revealedAt: place?.revealedAt ?? null, unvoted: isUnvoted, heldBack: place?.heldBack ?? isUnvoted };
    })
    .sort((a, b) => a.place - b.place || a.nominationId - b.nominationId);
}

/** Sets the running order: exactly the show round's nominations with nominees, each once (404 without a show round, 400 otherwise). */
export async function setRunningOrder(db: Database, actor: Actor, nominationIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const round = await findShowRound(tx);
    if (!round) throw errors.notFound();
    const order = await readRunningOrder(tx, round);
    const expected = new Set(order.map(({ nominationId }) => nominationId));
    if (nominationIds.length !== expected.size || new Set(nominationIds).size !== expected.size || nominationIds.some((id) => !expected.has(id))) {
      throw errors.invalidField('nomination_ids', 'validation.running_order');
    }
    await storeRevealOrder(tx, round.id, nominationIds);
    await recordAudit(tx, actor, { action: 'show.running_order', subjectType: 'round', subjectId: round.id, before: order.map(({ nominationId }) => nominationId), after: nominationIds });
  });
}

/**
 * Holds a nomination of the running order back from the reveals, or lets it go, on the record:
 * 404 without a show round or for a nomination not in its order, 409 already_revealed once revealed.
 * The round is locked as a reveal locks it, so a reveal under way sees the hold before or not at all.
 */
export async function holdNomination(db: Database, actor: Actor, nominationId: number, heldBack: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const shown = await findShowRound(tx);
    const round = shown && (await findRound(tx, shown.id, { lock: 'update' }));
    if (!round) throw errors.notFound();
    const order = await readRunningOrder(tx, round);
    const row = order.find((each) => each.nominationId === nominationId);
    if (!row) throw errors.notFound();
    if (row.revealedAt) throw new AppError(409, 'already_revealed', 'error.already_revealed');
    // Every place is stored first: a row the hold adds would otherwise take the first place.
    await storeRevealOrder(tx, round.id, order.map((each) => each.nominationId));
    await storeHold(tx, round.id, nominationId, heldBack);
    await recordAudit(tx, actor, { action: 'show.hold', subjectType: 'round', subjectId: round.id, before: { nominationId, heldBack: row.heldBack }, after: { nominationId, heldBack } });
  });
}
