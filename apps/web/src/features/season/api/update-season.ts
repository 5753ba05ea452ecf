import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSeason, type SeasonInput } from '@awards/contracts';
import { seasonQueryOptions } from '@/entities/season/get-season';
import { call } from '@/lib/api-client';

/** Saves the season's dates and blends; every page reading the season takes the server's answer. */
export function useUpdateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (season: SeasonInput) => call(updateSeason, { body: season }),
    onSuccess: (season) => queryClient.setQueryData(seasonQueryOptions().queryKey, season),
  });
}
