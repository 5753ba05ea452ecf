import { z } from 'zod';
import { rowIdParamRule } from './rules';
import { RoundSeal, RoundStandings } from './results';

export const RoundParams = z.object({ roundId: rowIdParamRule });

/** A sealed round's standings as an organiser views them before the reveal (the view is audited). */
export const SealedStandings = z.object({ seal: RoundSeal, standings: RoundStandings });
