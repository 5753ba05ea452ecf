import { useMemo } from 'react';
import { calendarOf, type SeasonCalendar } from '@awards/contracts';
import { useSettings } from '@/entities/settings/get-settings';

/** The season's dates as the public settings give them, which the texts' placeholders quote; none while they load. */
export function useSeasonCalendar(): SeasonCalendar | undefined {
  const { data } = useSettings();
  return useMemo(() => data && calendarOf(data), [data]);
}
