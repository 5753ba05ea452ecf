import type { Judge, JudgeSetup, SeasonRound, VotingRoundKind } from '@awards/contracts';

/** A round a judge can be assigned nominations in; a sealed one's assignments no longer change. */
export interface AssignableRound {
  id: number;
  kind: VotingRoundKind;
  sealed: boolean;
}

/** The judge's setup as the server has it. */
export const setupOf = (judge: Judge): JudgeSetup => ({
  juryMemberId: judge.juryMemberId,
  assignments: judge.tasks.map(({ roundId, nominationId }) => ({ roundId, nominationId })),
});

const assignmentKeys = (setup: JudgeSetup) =>
  setup.assignments
    .map(({ roundId, nominationId }) => `${roundId}:${nominationId}`)
    .sort()
    .join();

export const sameSetup = (one: JudgeSetup, other: JudgeSetup) => one.juryMemberId === other.juryMemberId && assignmentKeys(one) === assignmentKeys(other);

export const isAssigned = (setup: JudgeSetup, roundId: number, nominationId: number) =>
  setup.assignments.some((assignment) => assignment.roundId === roundId && assignment.nominationId === nominationId);

/** The setup with the round's assignments replaced by these nominations. */
export const withRound = (setup: JudgeSetup, roundId: number, nominationIds: readonly number[]): JudgeSetup => ({
  ...setup,
  assignments: [...setup.assignments.filter((assignment) => assignment.roundId !== roundId), ...nominationIds.map((nominationId) => ({ roundId, nominationId }))],
});

/**
 * The season's rounds, and any round a judge already has tasks in that the season did not list
 * (or while it cannot be read): the season's in the order they run, then those.
 */
export function assignableRounds(season: readonly SeasonRound[], judges: readonly Judge[]): AssignableRound[] {
  const rounds = new Map<number, AssignableRound>(season.map((round) => [round.id, { id: round.id, kind: round.kind, sealed: round.seal !== null }]));
  for (const task of judges.flatMap((judge) => judge.tasks)) {
    if (!rounds.has(task.roundId)) rounds.set(task.roundId, { id: task.roundId, kind: task.roundKind, sealed: task.sealed });
  }
  return [...rounds.values()];
}
