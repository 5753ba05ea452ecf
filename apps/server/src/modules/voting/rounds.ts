import type { CurrentVoting, VotingRound, VotingRoundKind, VotingRoundStatus } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readRounds, type RoundRow } from './repository';

/** A round's phase at `now`: each boundary belongs to the phase it starts. */
export function roundStatus(round: RoundRow, now: Date): VotingRoundStatus {
  if (now < round.startsAt) return 'upcoming';
  if (now < round.endsAt) return 'open';
  if (now < round.revealsAt) return 'closed';
  return 'revealed';
}

/** A round as callers see it, with its status at `now`. */
export function toRoundView(round: RoundRow, now: Date): VotingRound {
  return {
    id: round.id,
    kind: round.kind as VotingRoundKind,
    startsAt: round.startsAt.toISOString(),
    endsAt: round.endsAt.toISOString(),
    revealsAt: round.revealsAt.toISOString(),
    status: roundStatus(round, now),
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
