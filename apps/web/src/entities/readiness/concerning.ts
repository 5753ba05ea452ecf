import type { Readiness, ReadinessCheck, ReadinessCheckKind } from '@awards/contracts';

/** One finding of any check. */
export type Finding = ReadinessCheck['items'][number];

export interface Concern {
  check: ReadinessCheck;
  items: Finding[];
}

/**
 * The findings a step concerns: the checks of `kinds` that found something, each with the items
 * of the nominations named (every item, where none are named or the check names no nomination).
 */
export function concerning(readiness: Readiness, kinds: readonly ReadinessCheckKind[], nominationIds?: readonly number[]): Concern[] {
  return readiness.checks
    .filter((check) => kinds.includes(check.kind))
    .map((check) => ({
      check,
      items: (check.items as Finding[]).filter((item) => !nominationIds || !('nominationId' in item) || nominationIds.includes(item.nominationId)),
    }))
    .filter((concern) => concern.items.length > 0);
}
