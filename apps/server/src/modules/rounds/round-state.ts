import type { RoundRow } from './round-repository';

/**
 * A round's life: upcoming until it starts, open until it ends, closed until it is sealed, then
 * sealed; a round revealed live is revealing once the control room has revealed a nomination, and
 * revealed with its last; any other is revealed at its reveal time.
 */
export const ROUND_STATES = ['upcoming', 'open', 'closed', 'sealed', 'revealing', 'revealed'] as const;
export type RoundState = (typeof ROUND_STATES)[number];

/** What staff can do to a round, each allowed in some states only. */
export const ROUND_EVENTS = ['reschedule', 'change_nominees', 'score', 'quarantine', 'seal', 'reveal_nomination', 'reveal_all'] as const;
export type RoundEvent = (typeof ROUND_EVENTS)[number];

/** Why an event is refused: the error code the caller answers (409, with the message of that code). */
export type Refusal = 'round_sealed' | 'round_not_closed' | 'round_not_sealed' | 'already_revealed';

/** What only an unsealed round allows: the seal fixes its schedule, nominees, scores and counted votes. */
const WHILE_UNSEALED: Record<RoundState, Refusal | null> = {
  upcoming: null,
  open: null,
  closed: null,
  sealed: 'round_sealed',
  revealing: 'round_sealed',
  revealed: 'round_sealed',
};

/** Only sealed standings are revealed, each nomination once. */
const REVEAL: Record<RoundState, Refusal | null> = {
  upcoming: 'round_not_sealed',
  open: 'round_not_sealed',
  closed: 'round_not_sealed',
  sealed: null,
  revealing: null,
  revealed: 'already_revealed',
};

/** For every event in every state: null where it is allowed, else why it is refused. */
export const TRANSITIONS: Record<RoundEvent, Record<RoundState, Refusal | null>> = {
  reschedule: WHILE_UNSEALED,
  change_nominees: WHILE_UNSEALED,
  score: WHILE_UNSEALED,
  quarantine: WHILE_UNSEALED,
  seal: { upcoming: 'round_not_closed', open: 'round_not_closed', closed: null, sealed: 'round_sealed', revealing: 'round_sealed', revealed: 'round_sealed' },
  reveal_nomination: REVEAL,
  reveal_all: REVEAL,
};

/** The round's state at `now`, given how many of its nominations the control room has revealed. */
export function roundState(round: RoundRow, nominationsRevealedLive: number, now: Date): RoundState {
  if (!round.sealedAt) {
    if (now < round.startsAt) return 'upcoming';
    return now < round.endsAt ? 'open' : 'closed';
  }
  if (!round.liveReveal) return now < round.revealsAt ? 'sealed' : 'revealed';
  if (round.revealedAt) return 'revealed';
  return nominationsRevealedLive > 0 ? 'revealing' : 'sealed';
}
