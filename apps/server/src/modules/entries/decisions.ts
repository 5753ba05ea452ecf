import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguageCode, type DeclineReason, type LanguageCode } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { AppError } from '../../lib/errors';
import type { Mail } from '../../lib/mailer';
import { recordAudit, type Actor } from '../audit';
import { enqueueMails } from '../mail';
import { listNominations } from '../nominations';
import { decisionMail } from './mail-template-decisions';
import { readForDecision, writeDecision, type DecisionState, type DecisionSubject } from './decision-repository';

/** The audit log's name for an entry. */
const ENTRY_SUBJECT = 'entry';

export interface Verdict {
  status: 'approved' | 'declined';
  reason?: DeclineReason;
  note?: string;
}

const stateOf = (verdict: Verdict) => ({ status: verdict.status, declineReason: verdict.status === 'declined' ? (verdict.reason ?? null) : null, decisionNote: verdict.note ?? null });

/**
 * What a decision does to one entry. An entry under review is decided; a decided one only an
 * organiser may decide again, a reversal. Asking for what the entry already says changes nothing:
 * for one entry its status, reason and note; for a selection its status alone (the preview, which
 * knows no reason, counts that way too). A withdrawn entry has no applicant left to decide for.
 */
export type Outcome = 'decide' | 'reverse' | 'unchanged' | 'refused' | 'withdrawn';

export function outcomeOf(entry: Pick<DecisionSubject, 'status' | 'declineReason' | 'decisionNote'>, verdict: Verdict, options: { mayReverse: boolean; bulk: boolean }): Outcome {
  if (entry.status === 'withdrawn') return 'withdrawn';
  if (entry.status === 'in_progress') return 'decide';
  const same = options.bulk
    ? entry.status === verdict.status
    : entry.status === verdict.status && entry.declineReason === stateOf(verdict).declineReason && entry.decisionNote === (verdict.note ?? null);
  if (same) return 'unchanged';
  return options.mayReverse ? 'reverse' : 'refused';
}

/** Only an organiser reverses a decision. */
export const canReverse = (request: FastifyRequest) => request.staffRoles.includes('organiser');

/** An entry's decision as the audit log keeps it, before and after. */
const auditedState = (state: { status: string; declineReason: string | null; decisionNote: string | null }) => ({
  status: state.status,
  reason: state.declineReason,
  note: state.decisionNote,
});

export interface DecidedEntry {
  entry: DecisionSubject;
  correction: boolean;
}

const alreadyDecided = () => new AppError(409, 'already_decided', 'error.already_decided');
const entryWithdrawn = () => new AppError(409, 'entry_withdrawn', 'error.entry_withdrawn');

/**
 * Decides the entries in one transaction, each with its audit record: `entry.decide` or
 * `entry.reverse` for one entry, `entry.bulk_decide` for each entry of a selection (one record per
 * entry, so that an entry's history reads whole), and its mail to the applicant. One entry refused
 * throws `already_decided` (`entry_withdrawn` when withdrawn); a selection leaves the refused ones
 * as they are. The changed entries.
 */
export async function applyVerdict(
  app: FastifyInstance,
  actor: Actor,
  ids: number[],
  verdict: Verdict,
  options: { mayReverse: boolean; bulk: boolean },
  now = new Date(),
): Promise<{ found: number; decided: DecidedEntry[] }> {
  return app.db.transaction(async (tx) => {
    const entries = await readForDecision(tx, ids, { lock: true });
    const decided: DecidedEntry[] = [];
    for (const entry of entries) {
      const outcome = outcomeOf(entry, verdict, options);
      if (outcome === 'withdrawn' && !options.bulk) throw entryWithdrawn();
      if (outcome === 'refused' && !options.bulk) throw alreadyDecided();
      if (outcome !== 'decide' && outcome !== 'reverse') continue;
      const state: DecisionState = { ...stateOf(verdict), decidedAt: now, decidedBy: actor.id };
      await writeDecision(tx, entry.id, state);
      await recordAudit(tx, actor, {
        action: options.bulk ? 'entry.bulk_decide' : outcome === 'reverse' ? 'entry.reverse' : 'entry.decide',
        subjectType: ENTRY_SUBJECT,
        subjectId: entry.id,
        before: auditedState(entry),
        after: auditedState(state),
      });
      decided.push({ entry, correction: outcome === 'reverse' });
    }
    // Queued with the decisions: an applicant is mailed about each decision that stands, and only those.
    await enqueueMails(tx, await decisionMails(tx, app.config.appTitle, decided, verdict));
    return { found: entries.length, decided };
  });
}

/** Each changed entry's mail to its applicant, in the entry's language, naming the nomination in it. */
async function decisionMails(db: Database, title: string, decided: DecidedEntry[], verdict: Verdict): Promise<Mail[]> {
  const titles = new Map<LanguageCode, Map<number, string>>();
  const titleOf = async (language: LanguageCode, nominationId: number) => {
    if (!titles.has(language)) titles.set(language, new Map((await listNominations(db, language)).map((n) => [n.id, n.title])));
    return titles.get(language)!.get(nominationId) ?? String(nominationId);
  };
  const { status, declineReason, decisionNote } = stateOf(verdict);
  const mails: Mail[] = [];
  for (const { entry, correction } of decided) {
    const language = isLanguageCode(entry.language) ? entry.language : 'EN';
    const nomination = await titleOf(language, entry.nominationId);
    // Only a withdrawn entry has no applicant, and it is never decided.
    mails.push(decisionMail(entry.applicantEmail!, language, { title, nickname: entry.nickname, nomination, status, reason: declineReason, note: decisionNote, correction }));
  }
  return mails;
}
