import { isLanguageCode, type LanguageCode, type StaffRole } from '@awards/contracts';
import type { Config } from '../../config';
import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { enqueueMail } from '../mail';
import { createAccount, findAccountByEmail, findAccountById, findAccountByMailbox, newOneTimePassword, type Account } from '../users';
import { backstageLink, type Site } from './backstage-link';
import { roleMail, type RoleChange, type RoleChanger } from './mail-templates';
import {
  addRole,
  endBackstageTokens,
  lockRoles,
  organiserCount,
  removeRole,
  rolesOf,
  secondFactorOf,
  staffMember,
  wipeSecondFactor,
  type StaffMemberRow,
} from './repository';
import { factorState } from './second-factor';

/**
 * Who holds which role: one implementation for the backstage's endpoints, the command line and
 * the seed. Each change is recorded in the audit log in the same transaction.
 */

/** What changing a role needs besides the database: the mail names the site and links to its backstage. The app itself fits. */
export interface StaffServices {
  db: Database;
  config: Pick<Config, 'appTitle'> & Site;
  /** The origin a request reached the site at, for the backstage's link when PUBLIC_BASE_URL is a path alone. */
  origin?: string;
}

/** Who changes a role, as the audit log records them; a staff member's name too, for the mail to the person. */
export interface RoleActor extends Actor {
  name?: string;
}

/** The command line, as the audit log records it. */
export const COMMAND_LINE: Actor = { id: null, email: 'command-line' };

/** The mail's words for the actor: a staff member by name and email, else the command line or, for the seed, the site's first start. */
const changerOf = (actor: RoleActor): RoleChanger =>
  actor.id !== null ? { name: actor.name ?? actor.email, email: actor.email } : actor.email === COMMAND_LINE.email ? 'command_line' : 'first_start';

/**
 * Queues, in the transaction `tx` changing the role, the mail telling the person: in their own
 * language, the one they chose at sign-up (or that the grant gave the account it created).
 */
async function mailRoleChange(tx: Database, services: StaffServices, actor: RoleActor, account: Pick<Account, 'email' | 'name' | 'language'>, role: StaffRole, change: RoleChange) {
  const language = isLanguageCode(account.language) ? account.language : 'EN';
  const vars = { title: services.config.appTitle, name: account.name, role, by: changerOf(actor), link: backstageLink(services.config, services.origin) };
  return enqueueMail(tx, roleMail(account.email, language, vars, change));
}

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
  /** Set when the role was added: the outbox's mail telling the person, for a caller that sends it at once. */
  mailId?: number;
  /** False when the role was held already: nothing changed, and nobody is mailed. */
  added: boolean;
  /** The account was created for the role: its mail carries the one-time password. */
  created: boolean;
}

/**
 * Grants `role` to the account this email reaches, creating the account when missing exactly as
 * sign-up does, with a one-time password and `language` as the account's. The person is mailed
 * the role, and a created account how to sign in, in the same transaction: an account nobody
 * could sign in to is never left behind.
 */
export async function grantRoleByEmail(
  services: StaffServices,
  actor: RoleActor,
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
    const member = (await staffMember(tx, account.id))!;
    if (!added) return { member, added, created: false };
    await recordAudit(tx, actor, {
      action: 'role.grant',
      subjectType: 'user',
      subjectId: account.id,
      before: { email: account.email, roles: before },
      after: { email: account.email, roles: [...before, role].sort(), ...(oneTimePassword ? { accountCreated: true } : {}) },
    });
    const change: RoleChange = oneTimePassword ? { kind: 'created', password: oneTimePassword } : { kind: 'granted', secondFactorSetUp: member.secondFactorConfirmed };
    const mailId = await mailRoleChange(tx, services, actor, account, role, change);
    return { member, added, created: oneTimePassword !== undefined, mailId };
  });
}

export interface Revocation {
  member: StaffMemberRow;
  /** The outbox's mail telling the person, for a caller that sends it at once. */
  mailId: number;
}

/**
 * Takes `role` from the user; 404 when they do not hold it. The last organiser's role stays
 * (409 `last_organiser`), so the backstage is never left without anyone who can grant roles.
 * Every backstage token the user holds ends for good, so that none comes back with a later grant:
 * they give a code from their app again. The person is mailed in the same transaction.
 */
export async function revokeRoleOf(services: StaffServices, actor: RoleActor, userId: number, role: StaffRole): Promise<Revocation> {
  return services.db.transaction(async (tx) => {
    await lockRoles(tx);
    const member = await staffMember(tx, userId);
    if (!member?.roles.includes(role)) throw errors.notFound();
    if (role === 'organiser' && (await organiserCount(tx)) <= 1) throw new AppError(409, 'last_organiser', 'error.last_organiser');
    await removeRole(tx, userId, role);
    await endBackstageTokens(tx, userId);
    const roles = member.roles.filter((held) => held !== role);
    await recordAudit(tx, actor, {
      action: 'role.revoke',
      subjectType: 'user',
      subjectId: userId,
      before: { email: member.email, roles: member.roles },
      after: { email: member.email, roles },
    });
    const account = await findAccountById(tx, userId);
    const mailId = await mailRoleChange(tx, services, actor, account!, role, { kind: 'revoked', rolesLeft: roles });
    return { member: { ...member, roles }, mailId };
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
