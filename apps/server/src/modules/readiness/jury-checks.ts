import { readJudges } from '../jury';
import { readLiveReveals } from '../rounds';
import { nominationsVotedBy } from '../voting';
import { FIX } from './fix-paths';
import { found, roundNomination, type Scope } from './findings';
import { inPlay } from './round-checks';

/**
 * Each judge's nominations that still count toward a round in play (not revealed there, no conflict
 * declared), with the judge and how far they have come.
 */
async function countingTasks(scope: Scope) {
  const rounds = new Map(inPlay(scope).map((round) => [round.id, round]));
  const revealed = await readLiveReveals(scope.db);
  return (await readJudges(scope.db)).flatMap((judge) =>
    judge.tasks.flatMap((task) => {
      const round = rounds.get(task.roundId);
      if (!round || task.conflictDeclaredAt || revealed.get(round.id)?.has(task.nominationId)) return [];
      return [{ judge, task, item: { ...roundNomination(scope, round, task.nominationId), userId: judge.userId, name: judge.name } }];
    }),
  );
}

/** Judges with nominees left to score in a nomination whose result they weigh in. */
export async function unscoredJudges(scope: Scope) {
  const items = (await countingTasks(scope))
    .filter(({ task }) => task.scored < task.nominees)
    .map(({ task, item }) => ({ ...item, scored: task.scored, nominees: task.nominees, fix: FIX.jury }));
  return found('unscored_judges', FIX.jury, items);
}

/**
 * Judges whose account voted in a nomination of the round they score it in: a conflict of interest
 * they did not declare. Whom they voted for stays unread.
 */
export async function judgesWhoVoted(scope: Scope) {
  const tasks = await countingTasks(scope);
  const votes = await nominationsVotedBy(scope.db, [...new Set(tasks.map(({ judge }) => judge.userId))]);
  const voted = new Set(votes.map((vote) => `${vote.userId}:${vote.roundId}:${vote.nominationId}`));
  const items = tasks.filter(({ item }) => voted.has(`${item.userId}:${item.roundId}:${item.nominationId}`)).map(({ item }) => ({ ...item, fix: FIX.jury }));
  return found('judge_voted', FIX.jury, items);
}
