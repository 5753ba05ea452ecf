import type { CalendarRound, PhaseWindow, SettingsResponse } from './settings';
import type { VotingRoundKind } from './voting';

/**
 * The season's dates as the organisers last saved them, in order (the season form refuses any
 * other): applications, then each voting round, then the live show. `resultsOut` once every round
 * is revealed, which may come before the show's planned end.
 */
export interface SeasonCalendar {
  applications: PhaseWindow;
  rounds: readonly CalendarRound[];
  live: PhaseWindow;
  resultsOut: boolean;
}

/**
 * The next moment that matters, as the countdown counts to it and names it: applications opening
 * or closing, a round's voting opening or closing, the show starting; then the show on air, then
 * its results, which no countdown precedes.
 */
export type SeasonMoment =
  | { kind: 'applications-open' | 'applications-close' | 'show-starts'; at: string }
  | { kind: 'voting-opens' | 'voting-closes'; at: string; round: VotingRoundKind }
  | { kind: 'show-live' | 'results' };

/**
 * The season's calendar as the settings give it, for the countdown and every date a page shows.
 * It stays apart from the settings' schemas, so that a page reading the season's dates does not
 * load the schemas' library with its first screen.
 */
export const calendarOf = ({ phases, rounds, resultsOut }: Pick<SettingsResponse, 'phases' | 'rounds' | 'resultsOut'>): SeasonCalendar => ({
  applications: phases.applications,
  rounds,
  live: phases.live,
  resultsOut,
});

const time = Date.parse;

/** Where the season stands at `now` (epoch milliseconds): a window includes its start and excludes its end, as the rounds' do. */
export function nextMoment(calendar: SeasonCalendar, now: number): SeasonMoment {
  const { applications, rounds, live } = calendar;
  if (calendar.resultsOut || now >= time(live.endsAt)) return { kind: 'results' };
  if (now >= time(live.startsAt)) return { kind: 'show-live' };
  if (now < time(applications.startsAt)) return { kind: 'applications-open', at: applications.startsAt };
  if (now < time(applications.endsAt)) return { kind: 'applications-close', at: applications.endsAt };
  for (const round of rounds) {
    if (now < time(round.startsAt)) return { kind: 'voting-opens', at: round.startsAt, round: round.kind };
    if (now < time(round.endsAt)) return { kind: 'voting-closes', at: round.endsAt, round: round.kind };
  }
  return { kind: 'show-starts', at: live.startsAt };
}

/** Whether a visitor may apply at `now`: what every Apply button, card and form asks. */
export const applicationsOpenAt = ({ applications }: Pick<SeasonCalendar, 'applications'>, now: number) =>
  time(applications.startsAt) <= now && now < time(applications.endsAt);

/**
 * The moment the countdown runs to, for clients that read only an end date (the content service's
 * `timer`): the next moment's, or, with none ahead, the show's start, which has passed.
 */
export const countdownEnd = (calendar: SeasonCalendar, now: number): string => {
  const moment = nextMoment(calendar, now);
  return 'at' in moment ? moment.at : calendar.live.startsAt;
};
