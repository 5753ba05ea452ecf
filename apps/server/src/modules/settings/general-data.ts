import type { SettingsResponse } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { errors } from '../../lib/errors';
import { readVotingPhase } from '../voting';
import { isWithin, phaseWindow } from './phases';
import { readSetting } from './repository';

/** The general data: the phases, the socials and the stream, and what is open at `now`. */
export async function readGeneralData(db: Database, now: Date): Promise<SettingsResponse> {
  const [phases, socials, stream] = [await readSetting(db, 'phases'), await readSetting(db, 'socials'), await readSetting(db, 'stream')];
  // Seeding sets all three: only a database nobody seeded lacks them.
  if (!phases || !socials || !stream) throw errors.notFound();
  const voting = await readVotingPhase(db, now);
  return { phases, socials, stream, applicationsOpen: isWithin(phaseWindow(phases.applications), now), votingOpen: voting.open };
}
