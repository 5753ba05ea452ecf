import type { FastifyInstance } from 'fastify';
import { confirmsAccount, isLanguageCode, type AccountDeletion } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { deleteVideosOf, withdrawEntriesOf } from '../entries';
import { deleteMessagesFrom } from '../contact';
import { deleteGuessesOf } from '../legends';
import { deleteMailTo, enqueueMail } from '../mail';
import { rolesOf } from '../staff';
import { deleteAccountRow, lockAccount } from '../users';
import { unlinkVotesOf } from '../voting';
import { deletionMail } from './mail-template';

/**
 * The owner deleting their own account, as the audit log records them: by no id and no email,
 * which are exactly what the deletion removes.
 */
export const ACCOUNT_HOLDER: Actor = { id: null, email: 'account-holder' };

const accountIsStaff = () => new AppError(409, 'account_is_staff', 'error.account_is_staff');

export interface DeletionRequest {
  /** The account's email, typed again: a deletion of the wrong account, or by a slip, stops here. */
  email: string;
  /** Why an organiser deleted it, for the record. */
  reason?: string;
}

/**
 * Deletes an account in one transaction: its votes stay counted, unlinked from it and their hashes
 * cleared; its entries are withdrawn; its uploads, guesses, contact messages and mail go; then the
 * row, so the email and its mailbox can sign up again and the account's tokens fail at once. A
 * staff member's account is refused: a judge's scores would go with it. Recorded in the audit log
 * with counts only, and confirmed by mail to the address. The uploads' files are removed after the
 * commit, as nothing can reach them any more; one that cannot be removed is logged and left.
 */
export async function deleteAccount(app: FastifyInstance, userId: number, actor: Actor, request: DeletionRequest): Promise<AccountDeletion> {
  const { deleted, storageKeys } = await app.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) throw errors.notFound();
    if (!confirmsAccount(request.email, account.email)) throw errors.invalidField('email', 'validation.confirm_email');
    if ((await rolesOf(tx, userId)).length > 0) throw accountIsStaff();
    const votesUnlinked = await unlinkVotesOf(tx, userId);
    const entriesWithdrawn = await withdrawEntriesOf(tx, userId);
    const storageKeys = await deleteVideosOf(tx, userId);
    const guessesRemoved = await deleteGuessesOf(tx, userId);
    const messagesRemoved = await deleteMessagesFrom(tx, account.email);
    const mailsRemoved = await deleteMailTo(tx, account.email);
    await deleteAccountRow(tx, userId);
    const deleted: AccountDeletion = { votesUnlinked, entriesWithdrawn, uploadsRemoved: storageKeys.length, guessesRemoved, messagesRemoved, mailsRemoved };
    await recordAudit(tx, actor, { action: 'account.delete', subjectType: 'user', subjectId: userId, after: { ...deleted, ...(request.reason ? { reason: request.reason } : {}) } });
    const language = isLanguageCode(account.language) ? account.language : 'EN';
    await enqueueMail(tx, { to: account.email, ...deletionMail(language, { name: account.name, title: app.config.appTitle }) });
    return { deleted, storageKeys };
  });
  for (const key of storageKeys) {
    await app.storage.videos.remove(key).catch((err: unknown) => app.log.error({ err, key }, 'a deleted account’s video file could not be removed'));
  }
  return deleted;
}
