import type { Judge, JudgingTask, VotingRoundKind } from '@awards/contracts';
import type { JudgeAccount } from './judge-accounts';
import type { TaskRow } from './repository';

/** The audit log's subject for every jury write: the judge, by account id. */
export const AUDIT_SUBJECT = 'judge';

/** An assignment as the judge and the organisers see it: how far the judge has come, and whether it still counts. */
export function taskOf(row: TaskRow): JudgingTask {
  return {
    roundId: row.roundId,
    roundKind: row.roundKind as VotingRoundKind,
    nominationId: row.nominationId,
    nominees: row.nominees,
    scored: row.scored,
    conflictDeclaredAt: row.conflictDeclaredAt?.toISOString() ?? null,
    sealed: row.sealedAt !== null,
  };
}

/** A judge with their assignments, picked from the assignments of any number of judges. */
export function judgeOf(account: JudgeAccount, tasks: TaskRow[]): Judge {
  return {
    userId: account.userId,
    name: account.name,
    email: account.email,
    juryMemberId: account.juryMemberId,
    tasks: tasks.filter((task) => task.userId === account.userId).map(taskOf),
  };
}

/** Where a reminder has something to say: neither abstained, nor sealed, nor fully scored. */
export const isLeftToScore = (task: TaskRow) => task.conflictDeclaredAt === null && task.sealedAt === null && task.scored < task.nominees;
