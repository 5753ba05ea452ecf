import type { VotingRoundStatus } from '@awards/contracts';
import type { BadgeTone } from '@/components/ui/badge/badge';

/**
 * A round's status as the backstage colours it (Season, Results, the control room): an open round
 * in green, a closed one waiting on its seal or reveal in gold, the rest quiet.
 */
export const ROUND_STATUS_TONES: Record<VotingRoundStatus, BadgeTone> = { upcoming: 'muted', open: 'positive', closed: 'warning', revealed: 'muted' };
