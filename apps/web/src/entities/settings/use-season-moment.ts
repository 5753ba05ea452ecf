import { useEffect, useMemo, useState } from 'react';
import { applicationsOpenAt, calendarOf, nextMoment, type SeasonCalendar, type SeasonMoment } from '@awards/contracts';
import { useSettings } from './get-settings';

/** Where the season stands now: its dates, the next moment that matters, and whether a visitor may apply. */
export interface SeasonNow {
  calendar: SeasonCalendar;
  moment: SeasonMoment;
  applicationsOpen: boolean;
}

/**
 * A timer waits at most this long: a browser fires one set further than about 24.8 days away at
 * once, and a season's next moment is often further. Waking early only looks again.
 */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/** When what `moment` says stops being true: its own time, or the show's end while it is on air. */
function nextChange(calendar: SeasonCalendar, moment: SeasonMoment): number | undefined {
  if ('at' in moment) return Date.parse(moment.at);
  return moment.kind === 'show-live' ? Date.parse(calendar.live.endsAt) : undefined;
}

/**
 * The season's calendar as the settings give it and where it stands now, or nothing while the
 * settings load (or failed). It turns by itself as time passes a boundary (the countdown reaching
 * zero, applications closing, the show going on air) and follows a save of the season's dates,
 * which reads the settings again (app/fresh-content.ts).
 */
export function useSeasonMoment(): SeasonNow | undefined {
  const { data } = useSettings();
  const calendar = useMemo(() => data && calendarOf(data), [data]);
  const [now, setNow] = useState(Date.now);
  const season = useMemo(() => calendar && { calendar, moment: nextMoment(calendar, now), applicationsOpen: applicationsOpenAt(calendar, now) }, [calendar, now]);
  const change = season && nextChange(season.calendar, season.moment);

  // `now` is the last boundary's: new dates read against it name a moment already past, if any,
  // whose change is due at once, and so on to the moment that is the clock's.
  useEffect(() => {
    if (change === undefined) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(change - Date.now(), 0), LONGEST_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [change, now]);

  return season;
}
