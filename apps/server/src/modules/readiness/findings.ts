import { ITEMS_SHOWN, type ReadinessCheck, type ReadinessCheckKind, type VotingRoundKind } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import type { RoundRow } from '../rounds';

/** What every check reads from: the clock, the rounds in question, and the nominations' titles in the caller's language. */
export interface Scope {
  db: Database;
  now: Date;
  /** Every round, or the one asked about. */
  rounds: RoundRow[];
  /** Each nomination's title, by id, in the site's order. */
  titles: Map<number, string>;
}

type CheckOf<Kind extends ReadinessCheckKind> = Extract<ReadinessCheck, { kind: Kind }>;

/** A check's answer: how many it found, the first ITEMS_SHOWN of them, and where the whole list is dealt with. */
export const found = <Kind extends ReadinessCheckKind>(kind: Kind, fix: string, items: CheckOf<Kind>['items']): CheckOf<Kind> =>
  ({ kind, count: items.length, fix, items: items.slice(0, ITEMS_SHOWN) }) as CheckOf<Kind>;

/** A nomination of a round, as the checks of rounds name it. */
export const roundNomination = (scope: Scope, round: RoundRow, nominationId: number) => ({
  roundId: round.id,
  roundKind: round.kind as VotingRoundKind,
  nominationId,
  nomination: scope.titles.get(nominationId) ?? `#${nominationId}`,
});
