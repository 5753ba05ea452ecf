import type { VotingRoundKind } from '@awards/contracts';
import { readContent } from '../content';
import { findShowRound, readLiveReveals, readRoundNominees, roundStatus, type RoundRow } from '../rounds';
import { readRoundVoteCounts } from '../voting';
import { FIX } from './fix-paths';
import { found, roundNomination, type Scope } from './findings';

/** A vote between fewer nominees is none: a nomination needs at least this many to be voted on. */
export const MIN_NOMINEES = 2;

/** How many nominees each nomination of the round has. */
async function nomineeCounts(scope: Scope, round: RoundRow): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const { nominationId } of await readRoundNominees(scope.db, round.id)) counts.set(nominationId, (counts.get(nominationId) ?? 0) + 1);
  return counts;
}

/** Rounds whose results still matter to the show: started, and not every nomination revealed. */
export const inPlay = (scope: Scope) => scope.rounds.filter((round) => round.startsAt <= scope.now && roundStatus(round, scope.now) !== 'revealed');

/** Nominations of an upcoming round with fewer nominees than a vote needs. */
export async function thinNominations(scope: Scope) {
  const items = [];
  for (const round of scope.rounds.filter((each) => roundStatus(each, scope.now) === 'upcoming')) {
    const counts = await nomineeCounts(scope, round);
    for (const nominationId of scope.titles.keys()) {
      const nominees = counts.get(nominationId) ?? 0;
      if (nominees < MIN_NOMINEES) items.push({ ...roundNomination(scope, round, nominationId), nominees, fix: FIX.nominees(round.id, nominationId) });
    }
  }
  return found('thin_nominations', FIX.nominees(items[0]?.roundId), items);
}

/**
 * Nominations with nominees, of a round open or closed and not yet revealed there, that have no
 * counted vote: revealed, they would show "no winner". A live round's are held back in the control room.
 */
export async function unvotedNominations(scope: Scope) {
  const items = [];
  for (const round of inPlay(scope)) {
    const [nominees, votes, revealed] = [await readRoundNominees(scope.db, round.id), await readRoundVoteCounts(scope.db, round.id), (await readLiveReveals(scope.db, round.id)).get(round.id)];
    const voted = new Set(nominees.filter((nominee) => (votes.get(nominee.id)?.counted ?? 0) > 0).map((nominee) => nominee.nominationId));
    for (const nominationId of new Set(nominees.map((nominee) => nominee.nominationId))) {
      if (voted.has(nominationId) || revealed?.has(nominationId)) continue;
      items.push({ ...roundNomination(scope, round, nominationId), liveReveal: round.liveReveal, fix: round.liveReveal ? FIX.show : FIX.nominees(round.id, nominationId) });
    }
  }
  return found('unvoted_nominations', items.some((item) => item.liveReveal) ? FIX.show : FIX.nominees(items[0]?.roundId), items);
}

/** Rounds past their end that nobody sealed yet. */
export function unsealedRounds(scope: Scope) {
  const items = scope.rounds
    .filter((round) => round.endsAt <= scope.now && !round.sealedAt)
    .map((round) => ({
      roundId: round.id,
      roundKind: round.kind as VotingRoundKind,
      endedAt: round.endsAt.toISOString(),
      revealsAt: round.revealsAt.toISOString(),
      liveReveal: round.liveReveal,
      fix: FIX.results,
    }));
  return found('unsealed_rounds', FIX.results, items);
}

/** The live show's round, not yet revealed, while no stream channel is published for visitors to watch it on. */
export async function missingStreamChannels(scope: Scope) {
  const show = await findShowRound(scope.db);
  const asked = show && scope.rounds.some((round) => round.id === show.id) && roundStatus(show, scope.now) !== 'revealed';
  const channels = asked ? await readContent(scope.db, 'stream_channels') : [];
  const items = show && asked && channels.length === 0 ? [{ roundId: show.id, roundKind: show.kind as VotingRoundKind, fix: FIX.content('stream_channels') }] : [];
  return found('no_stream_channels', FIX.content('stream_channels'), items);
}
