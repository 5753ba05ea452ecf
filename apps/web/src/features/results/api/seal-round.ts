import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sealRound, type RoundSeal, type Season } from '@awards/contracts';
import { seasonQueryOptions } from '@/entities/season/get-season';
import { call } from '@/lib/api-client';

const withSeal = (season: Season | undefined, roundId: number, seal: RoundSeal) =>
  season && { ...season, rounds: season.rounds.map((round) => (round.id === roundId ? { ...round, seal } : round)) };

/**
 * Seals a closed round: the server computes its standings once and answers with the sealing time
 * and their digest, which the season now carries. A refusal (still open, sealed meanwhile) reads
 * the season again, so the page shows where the round stands.
 */
export function useSealRound() {
  const queryClient = useQueryClient();
  const { queryKey } = seasonQueryOptions();
  return useMutation({
    mutationFn: (roundId: number) => call(sealRound, { params: { roundId } }),
    onSuccess: (seal, roundId) => queryClient.setQueryData(queryKey, (season) => withSeal(season, roundId, seal)),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
