import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getHome, type LiveEventKind } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useSettings } from '@/entities/settings/get-settings';
import { useLiveEvent } from '@/lib/live-events';
import { useNow } from '@/lib/use-now';

/** Home page data: the winners to show (this season's or the previous edition's) and the Legends leaderboard. */
export const homeDataQueryOptions = (cache?: RequestCache) =>
  queryOptions({
    queryKey: ['home'],
    queryFn: ({ signal }) => call(getHome, { signal, cache }),
  });

export function useHomeData() {
  return useQuery(homeDataQueryOptions());
}

/**
 * Reads the home data again on each live event of `kind`: a reveal brings this season's winners,
 * a crowned legend the leaderboard. The answer is public, so the browser (or a proxy) may hold a
 * copy from before the event: this read goes past any copy, whatever the server's Cache-Control
 * allows, and leaves the new answer for the next ordinary read. A read still under way may have
 * been answered before the event, so it gives way to this one. It listens only around the live show.
 */
/** The show reveals during the live show: the home page listens from an hour before it to an hour after. */
const AROUND_THE_SHOW_MS = 3_600_000;

function useAroundTheShow(): boolean {
  const live = useSettings().data?.phases.live;
  const now = useNow(60_000);
  return live !== undefined && now >= Date.parse(live.startsAt) - AROUND_THE_SHOW_MS && now < Date.parse(live.endsAt) + AROUND_THE_SHOW_MS;
}

export function useHomeDataOnLiveEvent(kind: LiveEventKind) {
  const queryClient = useQueryClient();
  const reread = async () => {
    await queryClient.cancelQueries({ queryKey: homeDataQueryOptions().queryKey, exact: true });
    // A failed read leaves the page as it was.
    await queryClient.query({ ...homeDataQueryOptions('reload'), staleTime: 0 }).catch(() => undefined);
  };
  useLiveEvent(kind, () => void reread(), useAroundTheShow());
}
