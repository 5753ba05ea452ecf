import type { Database } from '../../lib/db/client';
import { readRoundNominees } from '../rounds';
import { readRoundAssignments, readScoresOf } from './repository';

/** The jury's side of a nomination's result. */
export interface JuryTally {
  /** Judges assigned there, without a conflict, who scored at least one nominee. */
  judges: number;
  /** Judges assigned there who declared a conflict of interest. */
  abstentions: number;
  /** Every nominee of the nomination, with the scores that count: how many, and their sum. */
  scores: Map<number, { count: number; sum: number }>;
}

/**
 * The jury's tallies of a round, per nomination (every nomination with nominees or judges there).
 * Only scores of judges assigned to the nomination now, who declared no conflict there, count:
 * an abstaining judge's earlier scores, and those of a judge since taken off, are left out.
 * Sequential queries, so that it runs as well inside a transaction (one connection).
 */
export async function readJuryTallies(db: Database, roundId: number): Promise<Map<number, JuryTally>> {
  const tallies = new Map<number, JuryTally>();
  const tallyOf = (nominationId: number) => {
    let tally = tallies.get(nominationId);
    if (!tally) tallies.set(nominationId, (tally = { judges: 0, abstentions: 0, scores: new Map() }));
    return tally;
  };
  const nominationOf = new Map<number, number>();
  for (const nominee of await readRoundNominees(db, roundId)) {
    nominationOf.set(nominee.id, nominee.nominationId);
    tallyOf(nominee.nominationId).scores.set(nominee.id, { count: 0, sum: 0 });
  }
  const counting = new Set<string>();
  for (const assignment of await readRoundAssignments(db, roundId)) {
    const tally = tallyOf(assignment.nominationId);
    if (assignment.conflictDeclaredAt) tally.abstentions += 1;
    else counting.add(`${assignment.userId}:${assignment.nominationId}`);
  }
  const scorers = new Map<number, Set<number>>();
  for (const { nomineeId, userId, score } of await readScoresOf(db, [...nominationOf.keys()])) {
    const nominationId = nominationOf.get(nomineeId)!;
    if (!counting.has(`${userId}:${nominationId}`)) continue;
    const scores = tallyOf(nominationId).scores;
    const sums = scores.get(nomineeId) ?? { count: 0, sum: 0 };
    scores.set(nomineeId, { count: sums.count + 1, sum: sums.sum + score });
    scorers.set(nominationId, (scorers.get(nominationId) ?? new Set()).add(userId));
  }
  for (const [nominationId, judges] of scorers) tallyOf(nominationId).judges = judges.size;
  return tallies;
}
