import type { ApplicationStatus } from '@awards/contracts';
import type { BadgeTone } from '@/components/ui/badge/badge';

/** An entry's status in its colour, the same for its author on the profile and for moderators in the backstage. */
export const ENTRY_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = { in_progress: 'warning', approved: 'positive', declined: 'negative', withdrawn: 'muted' };
