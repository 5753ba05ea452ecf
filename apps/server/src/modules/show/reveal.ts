import type { RevealRequest } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { crownLegend, findBlock, isRevealed, readLegend } from '../legends';
import { publishLiveEvent } from '../live';
import { findRound, markNominationsRevealed, markRoundRevealed, sealedWinner, setRevealOrder } from '../voting';
import { findShowRound, readRehearsal, readRunningOrder } from './control-room';

const alreadyRevealed = () => new AppError(409, 'already_revealed', 'error.already_revealed');

/** The nominations a reveal names, of those not yet revealed (live, or in the rehearsal). */
function targetsOf(request: RevealRequest, order: { nominationId: number }[], revealed: Set<number>): number[] {
  const waiting = order.filter(({ nominationId }) => !revealed.has(nominationId)).map(({ nominationId }) => nominationId);
  switch (request.target) {
    case 'next':
      return waiting.slice(0, 1);
    case 'all':
      return waiting;
    case 'nomination':
      if (!order.some(({ nominationId }) => nominationId === request.nominationId)) throw errors.notFound();
      return waiting.filter((nominationId) => nominationId === request.nominationId);
  }
}

/**
 * Reveals the show round's nominations the request names: stored as revealed and announced to
 * every open page in one transaction, each with its winner, the round marked revealed with its last
 * nomination. Only sealed standings are revealed (409 round_not_sealed). A rehearsal changes nothing
 * public: its reveals are announced to the control room alone, name no winner, and need no seal.
 */
export async function revealResults(db: Database, actor: Actor, request: RevealRequest, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const shown = await findShowRound(tx);
    const round = shown && (await findRound(tx, shown.id, { lock: 'update' }));
    if (!round) throw errors.notFound();
    const order = await readRunningOrder(tx, round);
    const revealed = request.rehearsal
      ? (await readRehearsal(tx, round.id)).nominations
      : new Set(order.filter(({ revealedAt }) => revealedAt !== null).map(({ nominationId }) => nominationId));
    const targets = targetsOf(request, order, revealed);
    if (targets.length === 0) throw alreadyRevealed();
    if (!request.rehearsal) {
      if (!round.sealedAt) throw new AppError(409, 'round_not_sealed', 'error.round_not_sealed');
      await markNominationsRevealed(tx, round.id, targets, now);
      if (revealed.size + targets.length === order.length) await markRoundRevealed(tx, round.id, now);
    }
    for (const nominationId of targets) {
      const winner = request.rehearsal ? null : await sealedWinner(tx, round, nominationId);
      await publishLiveEvent(tx, { kind: 'reveal', data: { roundId: round.id, nominationId, winner } }, { rehearsal: request.rehearsal });
    }
    await recordAudit(tx, actor, {
      action: request.rehearsal ? 'show.rehearse' : 'show.reveal',
      subjectType: 'round',
      subjectId: round.id,
      after: { nominations: targets },
    });
  });
}

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
    await setRevealOrder(tx, round.id, nominationIds);
    await recordAudit(tx, actor, { action: 'show.running_order', subjectType: 'round', subjectId: round.id, before: order.map(({ nominationId }) => nominationId), after: nominationIds });
  });
}
