import { nextMoment, type Readiness, type SeasonCalendar, type SeasonPhase, type SeasonMoment } from '@awards/contracts';

/** Where the season stands, named by the moment it waits for. */
const PHASE_BEFORE: Record<SeasonMoment['kind'], SeasonPhase> = {
  'applications-open': 'before_applications',
  'applications-close': 'applications',
  'voting-opens': 'before_voting',
  'voting-closes': 'voting',
  'show-starts': 'before_show',
  'show-live': 'show',
  results: 'results',
};

/** The phase at `now` and the next moment that matters; both null without the season's dates. */
export function seasonPhase(calendar: SeasonCalendar | undefined, now: Date): Pick<Readiness, 'phase' | 'next'> {
  if (!calendar) return { phase: null, next: null };
  const moment = nextMoment(calendar, now.getTime());
  return {
    phase: PHASE_BEFORE[moment.kind],
    next: { kind: moment.kind, at: 'at' in moment ? moment.at : null, round: 'round' in moment ? moment.round : null },
  };
}
