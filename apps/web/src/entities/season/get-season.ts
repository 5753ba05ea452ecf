import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSeason, type Season } from '@awards/contracts';
import { call } from '@/lib/api-client';

/**
 * The season as organisers set it: the applications window, each voting round with its blend,
 * reveal, status and seal, and the live show. The season form, the results and the jury's
 * assignments read it; a save or a seal puts the server's answer here. Under 'user', since only an
 * organiser may read it.
 */
export const seasonQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'backstage', 'season'],
    queryFn: ({ signal }) => call(getSeason, { signal }),
  });

export function useSeason<Selected = Season>(select?: (season: Season) => Selected) {
  return useQuery({ ...seasonQueryOptions(), select });
}
