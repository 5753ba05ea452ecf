import { createContext, useContext } from 'react';
import type { Judge, JudgeSetup, JuryMember, NominationSummary } from '@awards/contracts';
import type { AssignableRound } from '../jury-setup';

/**
 * What the jury table's cells share: the choices (rounds, nominations, jury members) and each
 * judge's setup as edited. A judge's jury member, assignments and Save button sit in different
 * cells of one row, so the unsaved setup lives above the table, not in a cell.
 */
export interface JuryTableContextValue {
  rounds: readonly AssignableRound[];
  nominations: readonly NominationSummary[];
  juryMembers: readonly JuryMember[];
  /** Who else stands for a jury member, by its id: a member is one judge's. */
  linkedTo: ReadonlyMap<number, Judge>;
  /** The judge's setup as edited, or as the server has it when untouched. */
  setupFor: (judge: Judge) => JudgeSetup;
  edit: (judge: Judge, setup: JudgeSetup) => void;
  /** Drops the edits: they are saved, or given up. */
  forget: (judge: Judge) => void;
}

export const JuryTableContext = createContext<JuryTableContextValue | null>(null);

export function useJuryTable(): JuryTableContextValue {
  const value = useContext(JuryTableContext);
  if (!value) throw new Error('The jury table cells render inside JuryTableContext');
  return value;
}
