import type { JudgingTask } from '@awards/contracts';

/** A sealed round's scores are final and an abstaining judge scores nothing: either way the sheet only shows. */
export const isReadOnly = (task: JudgingTask) => task.sealed || task.conflictDeclaredAt !== null;

/** What is left for the judge to score in a task; nothing where the sheet is read-only. */
export const leftToScore = (task: JudgingTask) => (isReadOnly(task) ? 0 : Math.max(task.nominees - task.scored, 0));
