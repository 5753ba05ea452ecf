import type { Season } from '@awards/contracts';
import { useSeason } from '@/entities/season/get-season';

const roundsOf = (season: Season) => season.rounds;

/** The season's voting rounds, to assign judges nominations in each. */
export function useSeasonRounds() {
  return useSeason(roundsOf);
}
