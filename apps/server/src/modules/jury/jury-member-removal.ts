import type { Database } from '../../lib/db/client';
import { AppError } from '../../lib/errors';
import { isJuryMemberLinked } from './repository';

/** Refuses to remove a jury member from the content while a judge's account shows it (409 jury_member_linked). */
export async function refuseLinkedJuryMember(db: Database, juryMemberId: number): Promise<void> {
  if (await isJuryMemberLinked(db, juryMemberId)) throw new AppError(409, 'jury_member_linked', 'error.jury_member_linked');
}
