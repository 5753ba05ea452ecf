import type { SeasonPhases } from '@awards/contracts';
import type { SettingValues } from '../modules/settings';
import type { SeasonTimeline } from './season-timeline';

const window = ({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }) => ({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });

/** The key dates as settings: voting runs from the longlist's start to the shortlist's end. */
function seasonPhases(timeline: SeasonTimeline): SeasonPhases {
  return {
    applications: window(timeline.applications),
    voting: window({ startsAt: timeline.longlist.startsAt, endsAt: timeline.shortlist.endsAt }),
    live: window(timeline.liveShow),
  };
}

/** Every setting of a fresh season. */
export function seedSettings(timeline: SeasonTimeline): SettingValues {
  return { phases: seasonPhases(timeline) };
}
