import type { IntegrityReport, IntegritySignal, SignalKind } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import type { RoundRow } from '../rounds';
import { isDisposableEmail, mailboxOf } from '../users';
import { countSelectedVotes, type VoteSelection } from '../voting';
import { readNomineeBursts, readSharedAddresses, readSignUpBursts } from './signal-repository';
import { LISTED_PER_KIND, THRESHOLDS } from './thresholds';
import { readVoterDomains, readVotersOfMailboxes, readVotersWithoutMailbox } from './voter-accounts';

/** An address's hash as a signal's id carries it (enough to find its votes again), and as the reason shows it. */
const idPrefix = (hash: string) => hash.slice(0, 16);
const shownPrefix = (hash: string) => hash.slice(0, 6);
const iso = (ms: number) => new Date(ms).toISOString();

const QUICK_SECONDS = THRESHOLDS.quickVotes.seconds;
const YOUNG_SECONDS = THRESHOLDS.youngAccounts.hours * 3600;
const BURST_WINDOW_MS = THRESHOLDS.nomineeBurst.windowMinutes * 60_000;

/** The throwaway domains among the round's voters' mail domains, the most used first. */
async function disposableDomains(db: Database, roundId: number) {
  const domains = await readVoterDomains(db, roundId);
  return domains.filter(({ domain }) => isDisposableEmail(`voter@${domain}`)).sort((a, b) => b.voters - a.voters || a.domain.localeCompare(b.domain));
}

/** The round's voters grouped by the mailbox they reach, the groups of several accounts only, each by ascending id. */
async function sharedMailboxes(db: Database, roundId: number): Promise<number[][]> {
  const later = await readVotersWithoutMailbox(db, roundId);
  if (later.length === 0) return [];
  const groups = new Map<string, number[]>();
  const add = (mailbox: string, id: number) => groups.set(mailbox, [...(groups.get(mailbox) ?? []), id]);
  for (const { id, email } of later) add(mailboxOf(email), id);
  for (const { id, mailbox } of await readVotersOfMailboxes(db, roundId, [...groups.keys()])) add(mailbox, id);
  return [...groups.values()].filter((ids) => ids.length >= THRESHOLDS.sharedMailbox.accounts).map((ids) => ids.sort((a, b) => a - b));
}

/**
 * How many windows of a burst's length the round has been open for at `now` (at least one): a
 * nominee's usual rate is its votes over these, so a round's first minutes raise no burst.
 */
const windowsOpen = (round: RoundRow, now: Date) => Math.max(1, (Math.min(now.getTime(), round.endsAt.getTime()) - round.startsAt.getTime()) / BURST_WINDOW_MS);

/**
 * The signals the round's votes raise now, by kind in the contract's order, the largest first
 * within a kind, at most a page of each kind; and how many more of a kind there are.
 */
export async function detectSignals(db: Database, round: RoundRow, now: Date): Promise<Pick<IntegrityReport, 'signals' | 'unlisted'>> {
  const [signUpBursts, addresses, nomineeBursts, quick, young, disposable, mailboxes] = await Promise.all([
    readSignUpBursts(db, round.id),
    readSharedAddresses(db, round.id),
    readNomineeBursts(db, round.id),
    countSelectedVotes(db, round.id, { kind: 'castWithin', seconds: QUICK_SECONDS }),
    countSelectedVotes(db, round.id, { kind: 'castWithin', seconds: YOUNG_SECONDS }),
    disposableDomains(db, round.id),
    sharedMailboxes(db, round.id),
  ]);
  const signals: IntegritySignal[] = [];
  const unlisted: { kind: SignalKind; signals: number }[] = [];
  const countUnlisted = (kind: SignalKind, inAll: number, listed: number) => inAll > listed && unlisted.push({ kind, signals: inAll - listed });
  countUnlisted('sign_up_burst', signUpBursts[0]?.inAll ?? 0, signUpBursts.length);
  countUnlisted('shared_address', addresses[0]?.inAll ?? 0, addresses.length);
  countUnlisted('shared_mailbox', mailboxes.length, LISTED_PER_KIND);
  for (const { hash, firstAt, lastAt, inAll: _inAll, ...figures } of signUpBursts) {
    signals.push({ kind: 'sign_up_burst', id: `sign_up_burst:${idPrefix(hash)}:${firstAt}:${lastAt}`, address: shownPrefix(hash), firstAt: iso(firstAt), lastAt: iso(lastAt), ...figures });
  }
  for (const { hash, inAll: _inAll, ...figures } of addresses) {
    signals.push({ kind: 'shared_address', id: `shared_address:${idPrefix(hash)}`, address: shownPrefix(hash), ...figures });
  }
  const windows = windowsOpen(round, now);
  for (const { total, from, to, ...burst } of nomineeBursts.sort((a, b) => b.votes - a.votes)) {
    // The window's votes over the nominee's usual votes per window, to a tenth.
    const factor = Math.round((burst.votes * windows * 10) / total) / 10;
    if (factor < THRESHOLDS.nomineeBurst.factor) continue;
    signals.push({ kind: 'nominee_burst', id: `nominee_burst:${burst.nomineeId}:${from}`, from: iso(from), to: iso(to), factor, ...burst });
  }
  if (quick.votes >= THRESHOLDS.quickVotes.votes) signals.push({ kind: 'quick_votes', id: 'quick_votes', seconds: QUICK_SECONDS, ...quick });
  if (young.voters >= THRESHOLDS.youngAccounts.voters) signals.push({ kind: 'young_accounts', id: 'young_accounts', hours: THRESHOLDS.youngAccounts.hours, ...young });
  const disposableVoters = disposable.reduce((sum, { voters }) => sum + voters, 0);
  if (disposableVoters >= THRESHOLDS.disposableEmail.voters) {
    const domains = disposable.map(({ domain }) => domain);
    signals.push({ kind: 'disposable_email', id: 'disposable_email', domains, ...(await countSelectedVotes(db, round.id, { kind: 'domains', domains })) });
  }
  for (const userIds of mailboxes.sort((a, b) => b.length - a.length).slice(0, LISTED_PER_KIND)) {
    const { votes, quarantined } = await countSelectedVotes(db, round.id, { kind: 'accounts', userIds });
    signals.push({ kind: 'shared_mailbox', id: `shared_mailbox:${userIds[0]}`, accounts: userIds.length, votes, quarantined });
  }
  return { signals, unlisted };
}

/**
 * The votes a signal's id names, found again from what the id carries: an address's hash, a span
 * of time, a nominee. The throwaway domains and the shared mailboxes are looked up again, as they
 * were when the report was read unless the round's voters changed. Ids are checked by the contract.
 */
export async function selectionOfSignal(db: Database, roundId: number, id: string): Promise<VoteSelection> {
  const [kind, first = '', second, third] = id.split(':');
  const moment = (ms: string | undefined) => new Date(Number(ms));
  switch (kind) {
    case 'sign_up_burst':
      return { kind: 'signUpBurst', hashPrefix: first, from: moment(second), to: moment(third) };
    case 'shared_address':
      return { kind: 'address', hashPrefix: first };
    case 'nominee_burst':
      return { kind: 'nomineeWindow', nomineeId: Number(first), from: moment(second), minutes: THRESHOLDS.nomineeBurst.windowMinutes };
    case 'quick_votes':
      return { kind: 'castWithin', seconds: QUICK_SECONDS };
    case 'young_accounts':
      return { kind: 'castWithin', seconds: YOUNG_SECONDS };
    case 'disposable_email':
      return { kind: 'domains', domains: (await disposableDomains(db, roundId)).map(({ domain }) => domain) };
    default: {
      const account = Number(first);
      return { kind: 'accounts', userIds: (await sharedMailboxes(db, roundId)).find((ids) => ids.includes(account)) ?? [] };
    }
  }
}
