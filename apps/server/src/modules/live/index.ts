import type { LiveEvent } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { insertLiveEvent } from './repository';

export { deleteRehearsalEvents, readLiveEventsAfter } from './repository';

/**
 * Tells every open page, on every server, what the show just revealed. Call it inside the
 * transaction that makes the reveal (`db` may be one): the event is stored, and announced, only if
 * that commits. A rehearsal's events reach the control room's preview and no visitor. The event's
 * number (its Server-Sent Event id) is returned.
 */
export function publishLiveEvent(db: Database, event: LiveEvent, { rehearsal = false }: { rehearsal?: boolean } = {}): Promise<number> {
  return insertLiveEvent(db, event, rehearsal);
}
