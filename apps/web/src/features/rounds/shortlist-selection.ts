import type { ShortlistRequest, StandingCandidate } from '@awards/contracts';

/** How one of the longlist's nominees stands for the shortlist at a given cut. */
export type CandidatePlace =
  /** Within the top N: taken. */
  | 'top'
  /** Below the cut but tied with the Nth: the organiser decides whether to take it. */
  | 'tie'
  /** Below the cut: only as a jury wildcard. */
  | 'below'
  /** Already on the shortlist. */
  | 'chosen';

export interface CandidateRow {
  candidate: StandingCandidate;
  place: CandidatePlace;
  /** Has the Nth's result while the cut splits that result: shown so the tie is seen on both sides of the cut. */
  tiedAtCut: boolean;
}

/**
 * The longlist's standings (best first) seen from a cut after the first `size`: the top N are
 * taken, those tied with the Nth below the cut are the organiser's to decide, the rest can come in
 * as jury wildcards. The standings rank every nominee apart (equal results by the round's
 * tie-break, then by the list's order), so a tie is an equal result, and the server takes the top
 * `size` as ranked: the cut is by place.
 */
export function rowsAtCut(candidates: readonly StandingCandidate[], size: number): CandidateRow[] {
  const cut = size > 0 ? candidates[Math.min(size, candidates.length) - 1] : undefined;
  const tiedWithCut = (candidate: StandingCandidate) => cut !== undefined && candidate.tied && candidate.result === cut.result;
  const split = candidates.some((candidate, index) => index >= size && tiedWithCut(candidate));
  return candidates.map((candidate, index) => {
    const tiedAtCut = split && tiedWithCut(candidate);
    const place: CandidatePlace = candidate.chosen ? 'chosen' : index < size ? 'top' : tiedAtCut ? 'tie' : 'below';
    return { candidate, place, tiedAtCut };
  });
}

/** The request for the cut and the ticked candidates: ticked ties go in `also`, any other ticked one below the cut is a wildcard. */
export function shortlistRequest(rows: readonly CandidateRow[], size: number, ticked: ReadonlySet<number>): ShortlistRequest {
  const tickedIn = (place: CandidatePlace) => rows.filter((row) => row.place === place && ticked.has(row.candidate.nomineeId)).map((row) => row.candidate.nomineeId);
  return { size, also: tickedIn('tie'), wildcards: tickedIn('below') };
}
