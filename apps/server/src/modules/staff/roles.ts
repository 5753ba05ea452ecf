import type { LanguageCode, StaffRole } from '@awards/contracts';
import type { Config } from '../../config';
import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { enqueueMail } from '../mail';
import { createAccount, findAccountByEmail, findAccountByMailbox, newOneTimePassword, oneTimePasswordMail } from '../users';
import { addRole, lockRoles, organiserCount, removeRole, rolesOf, secondFactorOf, staffMember, wipeSecondFactor, type StaffMemberRow } from './repository';
import { factorState } from './second-factor';

/**
 * Who holds which role: one implementation for the backstage's endpoints, the command line and
 * the seed. Each change is recorded in the audit log in the same transaction.
 */

/** What granting needs besides the database: a created account's mail names the site. The app itself fits. */
export interface StaffServices {
  db: Database;
  config: Pick<Config, 'appTitle'>;
}

/** The command line, as the audit log records it. */
export const COMMAND_LINE: Actor = { id: null, email: 'command-line' };

/** A created account's name until its owner changes it: the mailbox's name. */
const nameFrom = (email: string) => email.toLowerCase().split('@')[0]!;

/**
 * The account this email reaches: its own, or the one holding its mailbox under another spelling
 * (a +tag, Gmail's dots). Whoever reads the mailbox owns both spellings, so that account is the
 * person meant; its own email is what the answer and the audit log show.
 */
const accountReachedBy = async (db: Database, email: string) => (await findAccountByEmail(db, email)) ?? (await findAccountByMailbox(db, email));

export interface Grant {
  member: StaffMemberRow;
  /** Set when the account was created: the outbox's mail carrying its one-time password, for a caller that sends it at once. */
  mailId?: number;
  /** False when the role was held already: nothing changed. */
  added: boolean;
}

/**
 * Grants `role` to the account this email reaches, creating the account when missing exactly as
 * sign-up does: a one-time password, mailed in `language`. The mail is queued in the same
 * transaction, so an account nobody could sign in to is never left behind.
 */
export async function grantRoleByEmail(
  services: StaffServices,
  actor: Actor,
  { email, role, language }: { email: string; role: StaffRole; language: LanguageCode },
): Promise<Grant> {
  return services.db.transaction(async (tx) => {
    let account = await accountReachedBy(tx, email);
    let oneTimePassword: string | undefined;
    if (!account) {
      const fresh = await newOneTimePassword();
      account = await createAccount(tx, { email, name: nameFrom(email), language, oneTimePassword: fresh });
      if (account) oneTimePassword = fresh.password;
      // A sign-up with this mailbox won the race: grant to that account.
      else account = await accountReachedBy(tx, email);
      if (!account) throw errors.notFound();
    }
    const before = await rolesOf(tx, account.id);
    const added = await addRole(tx, account.id, role);
    if (added) {
      await recordAudit(tx, actor, {
        action: 'role.grant',
        subjectType: 'user',
        subjectId: account.id,
        before: { email: account.email, roles: before },
        after: { email: account.email, roles: [...before, role].sort(), ...(oneTimePassword ? { accountCreated: true } : {}) },
      });
    }
    let mailId: number | undefined;
    if (oneTimePassword) {
      const mail = oneTimePasswordMail('sign_up', language, { name: account.name, title: services.config.appTitle, password: oneTimePassword });
      mailId = await enqueueMail(tx, { to: account.email, ...mail });
    }
    return { member: (await staffMember(tx, account.id))!, added, mailId };
  });
}

/**
 * Takes `role` from the user; 404 when they do not hold it. The last organiser's role stays
 * (409 `last_organiser`), so the backstage is never left without anyone who can grant roles.
 */
export async function revokeRoleOf(db: Database, actor: Actor, userId: number, role: StaffRole): Promise<StaffMemberRow> {
  return db.transaction(async (tx) => {
    await lockRoles(tx);
    const member = await staffMember(tx, userId);
    if (!member?.roles.includes(role)) throw errors.notFound();
    if (role === 'organiser' && (await organiserCount(tx)) <= 1) throw new AppError(409, 'last_organiser', 'error.last_organiser');
    await removeRole(tx, userId, role);
    const roles = member.roles.filter((held) => held !== role);
    await recordAudit(tx, actor, {
      action: 'role.revoke',
      subjectType: 'user',
      subjectId: userId,
      before: { email: member.email, roles: member.roles },
      after: { email: member.email, roles },
    });
    return { ...member, roles };
  });
}

/**
 * Wipes a staff member's second factor and recovery codes: the backstage tokens won with it stop
 * at once, and their next visit sets up the app again. 404 for a user holding no role.
 */
export async function resetSecondFactorOf(db: Database, actor: Actor, userId: number): Promise<StaffMemberRow> {
  return db.transaction(async (tx) => {
    const member = await staffMember(tx, userId);
    if (!member || member.roles.length === 0) throw errors.notFound();
    const before = await wipeSecondFactor(tx, userId);
    const after = await secondFactorOf(tx, userId);
    await recordAudit(tx, actor, {
      action: 'second_factor.reset',
      subjectType: 'user',
      subjectId: userId,
      before: { email: member.email, secondFactor: factorState(before), version: before?.version ?? null },
      after: { email: member.email, secondFactor: factorState(after), version: after?.version ?? null },
    });
    return { ...member, secondFactorConfirmed: false };
  });
}
