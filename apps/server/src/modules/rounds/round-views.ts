import type { CalendarRound, CurrentVoting, RoundSeal, VotingRound, VotingRoundKind, VotingRoundStatus } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readRounds, type RoundRow } from './round-repository';

/**
 * Whether a nomination's results are public at `now`: only sealed standings are ever shown, at the
 * reveal time, or for a round revealed live once the control room has revealed that nomination.
 */
export function isNominationRevealed(round: RoundRow, revealedLive: ReadonlySet<number>, nominationId: number, now: Date): boolean {
  if (!round.sealedAt) return false;
  return round.liveReveal ? revealedLive.has(nominationId) : now >= round.revealsAt;
}

/** A round's phase at `now`: each boundary belongs to the phase it starts; revealed once its sealed results are all public. */
export function roundStatus(round: RoundRow, now: Date): VotingRoundStatus {
  if (now < round.startsAt) return 'upcoming';
  if (now < round.endsAt) return 'open';
  if (!round.sealedAt) return 'closed';
  if (round.liveReveal) return round.revealedAt ? 'revealed' : 'closed';
  return now < round.revealsAt ? 'closed' : 'revealed';
}

/** When a round was sealed and the digest of its standings; null before sealing. */
export const sealOf = (round: Pick<RoundRow, 'sealedAt' | 'standingsDigest'>): RoundSeal | null =>
  round.sealedAt && round.standingsDigest ? { sealedAt: round.sealedAt.toISOString(), digest: round.standingsDigest } : null;

/** A round as callers see it, with its status at `now` and, once sealed, its seal. */
export function toRoundView(round: RoundRow, now: Date): VotingRound {
  return {
    id: round.id,
    kind: round.kind as VotingRoundKind,
    startsAt: round.startsAt.toISOString(),
    endsAt: round.endsAt.toISOString(),
    revealsAt: round.revealsAt.toISOString(),
    liveReveal: round.liveReveal,
    status: roundStatus(round, now),
    seal: sealOf(round),
  };
}

/** The last of the rounds (in start order) that passes `test`. */
const lastWhere = (rounds: RoundRow[], test: (round: RoundRow) => boolean) => [...rounds].reverse().find(test);

/** The open round that started last (rounds should not overlap, but if they do the newer one leads). */
export const openRound = (rounds: RoundRow[], now: Date) => lastWhere(rounds, (round) => roundStatus(round, now) === 'open');

export const nextRound = (rounds: RoundRow[], now: Date) => rounds.find((round) => roundStatus(round, now) === 'upcoming');

/** The round a nomination's page shows: the open one, else the latest that has started, else the next. */
export const shownRound = (rounds: RoundRow[], now: Date) =>
  openRound(rounds, now) ?? lastWhere(rounds, (round) => round.startsAt <= now) ?? nextRound(rounds, now);

/** The open round and the next one, as the current-voting endpoint answers and the settings read them. */
export async function readCurrentVoting(db: Database, now: Date): Promise<CurrentVoting> {
  const rounds = await readRounds(db);
  const open = openRound(rounds, now);
  const next = nextRound(rounds, now);
  return { round: open ? toRoundView(open, now) : null, nextRound: next ? toRoundView(next, now) : null };
}

/** Whether voting is open now, with the rounds behind the answer, for the general settings. */
export async function readVotingPhase(db: Database, now: Date): Promise<CurrentVoting & { open: boolean }> {
  const current = await readCurrentVoting(db, now);
  return { ...current, open: current.round !== null };
}

/** The rounds' dates as the public calendar gives them, and whether every round's results are public at `now`. */
export async function readCalendarRounds(db: Database, now: Date): Promise<{ rounds: CalendarRound[]; resultsOut: boolean }> {
  const rounds = await readRounds(db);
  return {
    rounds: rounds.map((round) => ({ kind: round.kind as VotingRoundKind, startsAt: round.startsAt.toISOString(), endsAt: round.endsAt.toISOString() })),
    resultsOut: rounds.length > 0 && rounds.every((round) => roundStatus(round, now) === 'revealed'),
  };
}
