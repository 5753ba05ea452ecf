import type { FastifyPluginAsync } from 'fastify';
import { getIntegrityReport, quarantineVotes, releaseVotes, viewRoundTally, type ReleaseRequest } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { actorOf } from '../staff';
import { findRound, roundLife } from '../rounds';
import { countSelectedVotes, quarantineVotes as quarantine, readQuarantineGroups, releaseVotes as release, type VoteSelection } from '../voting';
import { detectSignals, selectionOfSignal } from './signals';
import { roundTally } from './tally';

/** How a request names votes: exactly one of these (the contract checks). */
type Named = Pick<ReleaseRequest, 'signal' | 'voteIds' | 'reason'>;

/** The votes a quarantine or a release names: a signal's, some by id (all of them votes of the round, or 404), or those held for a reason. */
async function selectionOf(db: Database, roundId: number, named: Named): Promise<VoteSelection> {
  if (named.signal) return selectionOfSignal(db, roundId, named.signal);
  if (named.voteIds) {
    const voteIds = [...new Set(named.voteIds)];
    const selection = { kind: 'ids', voteIds } as const;
    if ((await countSelectedVotes(db, roundId, selection)).votes !== voteIds.length) throw errors.notFound();
    return selection;
  }
  return { kind: 'reason', reason: named.reason! };
}

/** How the audit log names what was quarantined or released: the signal's kind, never its id (which carries a part of an address's hash). */
const namedBy = (named: Named) => ({ signal: named.signal?.split(':')[0] ?? null, byIds: named.voteIds !== undefined });

async function roundOrNotFound(db: Database, roundId: number) {
  const round = await findRound(db, roundId);
  if (!round) throw errors.notFound();
  return round;
}

/**
 * The integrity console's routes: the report and the tally of a round, and the quarantine. A
 * quarantine or release locks the round as sealing does, so it lands before a seal counts the
 * votes or is refused once the round is sealed (409); each is on the record.
 */
export const integrityRoutes: FastifyPluginAsync = async (app) => {
  route(app, getIntegrityReport, {
    handler: async ({ params }) => {
      const round = await roundOrNotFound(app.db, params.roundId);
      const [detected, groups] = await Promise.all([detectSignals(app.db, round, new Date()), readQuarantineGroups(app.db, round.id)]);
      return { roundId: round.id, ...detected, quarantined: groups.map(({ lastAt, ...group }) => ({ ...group, lastAt: lastAt!.toISOString() })) };
    },
  });

  route(app, viewRoundTally, {
    handler: async ({ params }, request) => {
      const round = await roundOrNotFound(app.db, params.roundId);
      // Before the reveal nobody sees the votes unseen: each look is on the record, as a look at sealed standings is.
      await recordAudit(app.db, actorOf(request), { action: 'round.view_tally', subjectType: 'round', subjectId: round.id });
      return roundTally(app.db, round.id);
    },
  });

  route(app, quarantineVotes, {
    handler: async ({ params, body }, request) => {
      const actor = actorOf(request);
      return app.db.transaction(async (tx) => {
        const round = await roundLife.lockFor(tx, params.roundId, 'quarantine');
        const named = { signal: body.signal, voteIds: body.voteIds };
        const moved = await quarantine(tx, round.id, await selectionOf(tx, round.id, named), { at: new Date(), by: actor.id, reason: body.reason });
        await recordAudit(tx, actor, { action: 'votes.quarantine', subjectType: 'round', subjectId: round.id, after: { ...namedBy(named), votes: moved, reason: body.reason } });
        return { votes: moved };
      });
    },
  });

  route(app, releaseVotes, {
    handler: async ({ params, body }, request) => {
      const actor = actorOf(request);
      return app.db.transaction(async (tx) => {
        const round = await roundLife.lockFor(tx, params.roundId, 'quarantine');
        const moved = await release(tx, round.id, await selectionOf(tx, round.id, body));
        await recordAudit(tx, actor, { action: 'votes.release', subjectType: 'round', subjectId: round.id, after: { ...namedBy(body), votes: moved, reason: body.reason ?? null } });
        return { votes: moved };
      });
    },
  });
};
