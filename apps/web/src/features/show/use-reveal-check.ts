import { useState } from 'react';
import type { ControlRoom, ReadinessCheckKind } from '@awards/contracts';
import { concerning } from '@/entities/readiness/concerning';
import { useReadiness } from '@/entities/readiness/get-readiness';
import type { ShowMode } from './show-mode';

/** What a live reveal makes public for good, that the checks may find wanting: a nomination's votes, its judges, and where visitors watch. */
export const REVEAL_CONCERNS: readonly ReadinessCheckKind[] = ['unvoted_nominations', 'unscored_judges', 'judge_voted', 'no_stream_channels'];

/** The checks are read again this often while the live round waits, so a reveal asks about what stands now. */
const RECHECK_MS = 30_000;

export interface RevealAsk {
  nominationId: number;
  reveal: () => void;
}

/**
 * A live reveal of one nomination goes at once, as the show's pace needs, unless the checks (read as
 * the room opens, and every half minute) found a problem in it: then it asks first, listing them
 * as read again when it asks. A rehearsal never asks.
 */
export function useRevealCheck(room: ControlRoom, mode: ShowMode) {
  const live = mode === 'show' && room.round?.sealed === true;
  const readiness = useReadiness({ roundId: room.round?.id, enabled: live, refetchInterval: RECHECK_MS });
  const [asking, setAsking] = useState<RevealAsk | null>(null);
  const guard = (nominationId: number, reveal: () => void) => {
    if (live && readiness.data && concerning(readiness.data, REVEAL_CONCERNS, [nominationId]).length > 0) setAsking({ nominationId, reveal });
    else reveal();
  };
  return { live, asking, guard, done: () => setAsking(null) };
}
