import { centralEuropeanZone } from './content/central-european-time';
import { SEASON } from './content/season';
import type { SeedScenario } from '../config';

export { SEED_SCENARIOS, type SeedScenario } from '../config';

export interface Window {
  startsAt: Date;
  endsAt: Date;
}

export interface RoundWindow extends Window {
  revealsAt: Date;
}

/** Every date the seeded season runs on; modules seed their own tables from it. */
export interface SeasonTimeline {
  applications: Window;
  longlist: RoundWindow;
  shortlist: RoundWindow;
  /** When Legends of the Year guesses close; the legends are revealed at the live show. */
  legendsCloseAt: Date;
  liveShow: Window;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * An announced moment moved by whole days, at the same time of day in the show's zone: a deadline
 * at 23:59 CET that lands in summer is at 23:59 CEST, not at 00:59 the next day.
 */
function at(iso: string, shiftDays: number): Date {
  const announced = new Date(iso);
  const moved = new Date(announced.getTime() + shiftDays * DAY);
  return new Date(moved.getTime() + centralEuropeanZone(announced).offsetMs - centralEuropeanZone(moved).offsetMs);
}

/** The season's announced dates, moved by whole days (so times of day in the show's zone stay as announced). */
function season(shiftDays: number): SeasonTimeline {
  const liveShow = { startsAt: at(SEASON.liveShowStarts, shiftDays), endsAt: at(SEASON.liveShowEnds, shiftDays) };
  return {
    applications: { startsAt: at(SEASON.applicationsOpen, shiftDays), endsAt: at(SEASON.applicationsClose, shiftDays) },
    longlist: {
      startsAt: at(SEASON.votingOpens, shiftDays),
      endsAt: at('2027-01-31T22:59:59Z', shiftDays),
      revealsAt: at('2027-02-02T18:00:00Z', shiftDays),
    },
    shortlist: {
      startsAt: at('2027-02-03T00:00:00Z', shiftDays),
      endsAt: at(SEASON.votingCloses, shiftDays),
      revealsAt: liveShow.startsAt,
    },
    legendsCloseAt: at('2027-02-26T22:59:59Z', shiftDays),
    liveShow,
  };
}

/** Whole days to move the season so that `now` lands `daysIn` days after `anchor`. */
const shiftToPlace = (anchor: string, daysIn: number, now: Date) => Math.round((now.getTime() - Date.parse(anchor)) / DAY - daysIn);

/**
 * The season for a scenario. `applications` keeps the announced dates while today is inside the
 * application window (and moves the season so that it is, later on); `voting` puts today two
 * days into an open longlist; `results` puts today a day after the live show, everything revealed.
 */
export function seasonTimeline(scenario: SeedScenario, now = new Date()): SeasonTimeline {
  switch (scenario) {
    case 'applications': {
      const unshifted = season(0).applications;
      const inside = now >= unshifted.startsAt && now < unshifted.endsAt;
      return season(inside ? 0 : shiftToPlace(SEASON.applicationsOpen, 3, now));
    }
    case 'voting':
      return season(shiftToPlace(SEASON.votingOpens, 2, now));
    case 'results':
      return season(shiftToPlace(SEASON.liveShowStarts, 1, now));
  }
}
