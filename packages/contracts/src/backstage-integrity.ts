import { z } from 'zod';
import type { Camel } from './wire-case';
import { requiredText, rowIdRule } from './rules';

/**
 * The integrity console: per voting round, the signals that suggest votes were stuffed, each with
 * the figures that made it fire (the web writes the reason from them, in the reader's language),
 * and the votes an organiser holds out of the tally (quarantined: reversible, never deleted).
 */

/** What a signal is about; `thresholds.ts` in the server's integrity module says when each fires. */
export const SIGNAL_KINDS = ['sign_up_burst', 'shared_address', 'nominee_burst', 'quick_votes', 'young_accounts', 'disposable_email', 'shared_mailbox'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/**
 * A signal's id names the votes it covers, so that quarantining "by signal" needs no list of
 * votes: the kind, then what picks the votes (a prefix of an address's keyed hash, a nominee and
 * the start of its burst, an account...).
 */
export const SIGNAL_ID =
  /^(sign_up_burst:[0-9a-f]{16}:\d{1,15}:\d{1,15}|shared_address:[0-9a-f]{16}|nominee_burst:\d{1,10}:\d{1,15}|quick_votes|young_accounts|disposable_email|shared_mailbox:\d{1,10})$/;

const count = z.number().int().nonnegative();
const instant = z.iso.datetime();

/** Every signal's votes: how many it covers and how many of those are already quarantined (for whatever reason). */
const covered = { id: z.string(), votes: count, quarantined: count };
/** The first characters of an address's keyed hash: enough to tell two addresses apart, nothing to find the address with. */
const address = z.string();

export const IntegritySignal = z.discriminatedUnion('kind', [
  /** Accounts created from one address, each soon after the previous; `voters` of them voted in the round. */
  z.object({ kind: z.literal('sign_up_burst'), ...covered, address, accounts: count, voters: count, first_at: instant, last_at: instant }),
  /** Accounts that voted from one address, with how many user agents they showed. */
  z.object({ kind: z.literal('shared_address'), ...covered, address, accounts: count, user_agents: count }),
  /** Votes for one nominee within a few minutes, `factor` times the nominee's usual rate over the round. */
  z.object({ kind: z.literal('nominee_burst'), ...covered, nomination_id: rowIdRule, nominee_id: rowIdRule, nickname: z.string(), from: instant, to: instant, factor: z.number().nonnegative() }),
  /** Votes cast within `seconds` of the voter's sign-up. */
  z.object({ kind: z.literal('quick_votes'), ...covered, voters: count, seconds: count }),
  /** Voters whose account was under `hours` old when they voted. */
  z.object({ kind: z.literal('young_accounts'), ...covered, voters: count, hours: count }),
  /** Voters whose address is at a throwaway mail service; the services' domains (no one's address). */
  z.object({ kind: z.literal('disposable_email'), ...covered, voters: count, domains: z.array(z.string()) }),
  /** Accounts that voted and reach one mailbox (opened before one account per mailbox was the rule). */
  z.object({ kind: z.literal('shared_mailbox'), ...covered, accounts: count }),
]);
export type IntegritySignal = Camel<z.infer<typeof IntegritySignal>>;

/** Quarantined votes that share a reason, and when the last of them was quarantined. */
export const QuarantineGroup = z.object({ reason: z.string(), votes: count, last_at: instant });
export type QuarantineGroup = Camel<z.infer<typeof QuarantineGroup>>;

export const IntegrityReport = z.object({
  round_id: rowIdRule,
  /** The largest signals of each kind, by kind. */
  signals: z.array(IntegritySignal),
  /** Kinds with more signals than the report lists, and how many more (the smaller ones). */
  unlisted: z.array(z.object({ kind: z.enum(SIGNAL_KINDS), signals: count })),
  quarantined: z.array(QuarantineGroup),
});
export type IntegrityReport = Camel<z.infer<typeof IntegrityReport>>;

/** A nominee's votes: all that were cast, and those counted (all but the quarantined ones). */
export const NomineeTally = z.object({ nominee_id: rowIdRule, nickname: z.string(), votes: count, counted: count });
export type NomineeTally = Camel<z.infer<typeof NomineeTally>>;

export const NominationTally = z.object({ nomination_id: rowIdRule, votes: count, counted: count, nominees: z.array(NomineeTally) });
export type NominationTally = Camel<z.infer<typeof NominationTally>>;

/** A round's tally before and after quarantine, per nomination, nominees in the organisers' order. */
export const RoundTally = z.object({ round_id: rowIdRule, nominations: z.array(NominationTally) });
export type RoundTally = Camel<z.infer<typeof RoundTally>>;

const signalId = z.string().regex(SIGNAL_ID, 'validation.invalid');
const voteIds = z.array(rowIdRule).min(1).max(1000);

/** The organiser's reason, kept on each quarantined vote and shown with it: the quarantine dialog's form. */
export const QuarantineReason = z.object({ reason: requiredText(2, 300) });
export type QuarantineReason = Camel<z.infer<typeof QuarantineReason>>;

/** Votes to hold out of the tally: a signal's, or some by id; with the reason. */
export const QuarantineRequest = QuarantineReason.extend({ signal: signalId.optional(), vote_ids: voteIds.optional() }).refine(
  (body) => (body.signal === undefined) !== (body.vote_ids === undefined),
  { path: ['signal'], message: 'validation.quarantine_selection' },
);
export type QuarantineRequest = Camel<z.infer<typeof QuarantineRequest>>;

/** Quarantined votes to count again: a signal's, some by id, or those quarantined for one reason. */
export const ReleaseRequest = z
  .object({ signal: signalId.optional(), vote_ids: voteIds.optional(), reason: z.string().trim().min(1).max(300).optional() })
  .refine((body) => [body.signal, body.vote_ids, body.reason].filter((given) => given !== undefined).length === 1, {
    path: ['signal'],
    message: 'validation.quarantine_selection',
  });
export type ReleaseRequest = Camel<z.infer<typeof ReleaseRequest>>;

/** How many votes the change moved into or out of quarantine; votes already there (or not) are left as they were. */
export const QuarantineOutcome = z.object({ votes: count });
export type QuarantineOutcome = Camel<z.infer<typeof QuarantineOutcome>>;
