import type { SettingsResponse } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { errors } from '../../lib/errors';
import { readCalendarRounds, readVotingPhase } from '../rounds';
import { isWithin, phaseWindow, readSetting } from '../settings';
import { readSiteLinks } from './site-links';

/** The general data: the phases, the socials, the stream and the community's link (`draft`: as previewed), and what is open at `now`. */
export async function readGeneralData(db: Database, now: Date, draft = false): Promise<SettingsResponse> {
  const [phases, links] = [await readSetting(db, 'phases'), await readSiteLinks(db, draft)];
  // Seeding sets them all: only a database nobody seeded lacks them.
  if (!phases || !links) throw errors.notFound();
  const [voting, calendar] = [await readVotingPhase(db, now), await readCalendarRounds(db, now)];
  return { phases, ...calendar, ...links, applicationsOpen: isWithin(phaseWindow(phases.applications), now), votingOpen: voting.open };
}
