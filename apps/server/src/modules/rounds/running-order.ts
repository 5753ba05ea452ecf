import type { Database } from '../../lib/db/client';
import { errors } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { readRoundNominees } from './nominee-repository';
import { readRoundNominations, storeRevealOrder } from './round-nominations';
import { readRounds, type RoundRow } from './round-repository';

/** The round the live show reveals: the last, in start order, set to reveal live. */
export async function findShowRound(db: Database): Promise<RoundRow | undefined> {
  return (await readRounds(db)).filter((round) => round.liveReveal).at(-1);
}

/** The show round's nominations that have nominees, in running order (stored places first, then by id), with their reveal times. */
export async function readRunningOrder(db: Database, round: RoundRow) {
  const [nominees, stored] = [await readRoundNominees(db, round.id), await readRoundNominations(db, round.id)];
  const places = new Map(stored.map((row) => [row.nominationId, row]));
  const nominationIds = [...new Set(nominees.map((nominee) => nominee.nominationId))];
  return nominationIds
    .map((nominationId) => ({ nominationId, place: places.get(nominationId)?.revealOrder ?? Number.MAX_SAFE_INTEGER, revealedAt: places.get(nominationId)?.revealedAt ?? null }))
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
