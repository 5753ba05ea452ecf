import type { RevealRequest } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { crownLegend, findBlock, isRevealed, readLegend } from '../legends';
import { publishLiveEvent } from '../live';
import { findShowRound, readRunningOrder, roundLife, sealedWinner } from '../rounds';
import { readRehearsal } from './control-room';

const alreadyRevealed = () => new AppError(409, 'already_revealed', 'error.already_revealed');

/**
 * Reveals the show round's nominations the request names (the round's `reveal nomination` or
 * `reveal all`, which refuse unsealed standings with 409 round_not_sealed) and announces each to
 * every open page with its winner, in one transaction.
 */
async function reveal(db: Database, actor: Actor, request: RevealRequest, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { round, nominationIds } =
      request.target === 'all' ? await roundLife.revealAll(tx, actor, now) : await roundLife.revealNomination(tx, actor, request.target === 'next' ? 'next' : request.nominationId, now);
    for (const nominationId of nominationIds) {
      await publishLiveEvent(tx, { kind: 'reveal', data: { roundId: round.id, nominationId, winner: await sealedWinner(tx, round, nominationId) } }, { rehearsal: false });
    }
  });
}

/**
 * A rehearsal's reveal changes nothing public: announced to the control room alone, naming no
 * winner, and needing no seal. It keeps the show's holds, as the show will.
 */
async function rehearse(db: Database, actor: Actor, request: RevealRequest): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked as a reveal locks it, so that two rehearsed reveals at once rehearse one nomination each.
    const shown = await findShowRound(tx);
    const round = shown && (await roundLife.lockRound(tx, shown.id));
    if (!round) throw errors.notFound();
    const order = await readRunningOrder(tx, round);
    const rehearsed = (await readRehearsal(tx, round.id)).nominations;
    const waiting = order.filter(({ nominationId }) => !rehearsed.has(nominationId));
    if (request.target === 'nomination' && !order.some(({ nominationId }) => nominationId === request.nominationId)) throw errors.notFound();
    const asked = request.target === 'nomination' ? waiting.filter(({ nominationId }) => nominationId === request.nominationId) : waiting;
    const free = asked.filter(({ heldBack }) => !heldBack).map(({ nominationId }) => nominationId);
    const targets = request.target === 'next' ? free.slice(0, 1) : free;
    if (asked.length === 0) throw alreadyRevealed();
    if (targets.length === 0) throw new AppError(409, 'held_back', 'error.held_back');
    for (const nominationId of targets) {
      await publishLiveEvent(tx, { kind: 'reveal', data: { roundId: round.id, nominationId, winner: null } }, { rehearsal: true });
    }
    await recordAudit(tx, actor, { action: 'show.rehearse', subjectType: 'round', subjectId: round.id, after: { nominations: targets } });
  });
}

/** Reveals the show round's nominations the request names, live or in the rehearsal. */
export const revealResults = (db: Database, actor: Actor, request: RevealRequest, now = new Date()) =>
  request.rehearsal ? rehearse(db, actor, request) : reveal(db, actor, request, now);

/** Crowns a legend now (or in the rehearsal): once its block's guesses have closed, and only once. */
export async function revealLegend(db: Database, actor: Actor, blockId: number, rehearsal: boolean, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const block = await findBlock(tx, blockId);
    if (!block) throw errors.notFound();
    if (now < block.closesAt) throw new AppError(409, 'guessing_open', 'error.guessing_open');
    if (rehearsal) {
      if ((await readRehearsal(tx, undefined)).legends.has(blockId)) throw alreadyRevealed();
    } else if (isRevealed(block, now) || !(await crownLegend(tx, blockId, now))) {
      throw alreadyRevealed();
    }
    await publishLiveEvent(tx, { kind: 'legend', data: { blockId, legend: await readLegend(tx, blockId) } }, { rehearsal });
    await recordAudit(tx, actor, { action: rehearsal ? 'show.rehearse_legend' : 'show.reveal_legend', subjectType: 'legend_block', subjectId: blockId });
  });
}
