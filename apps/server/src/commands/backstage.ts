import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import { STAFF_ROLES, emailRule, formatMessage, type LanguageCode, type StaffRole } from '@awards/contracts';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../lib/db/client';
import { DataDirInUseError } from '../lib/db/data-dir-lock';
import { AppError } from '../lib/errors';
import { createMailer } from '../lib/mailer';
import { COMMAND_LINE, grantRoleByEmail, revokeRoleOf, sendRoleMail, staffMembers } from '../modules/staff';
import { findAccountByEmail } from '../modules/users';

/**
 * `npm run backstage -- grant <email> <role> | revoke <email> <role> | list`: who holds a backstage
 * role, changed from the server's own machine, with the same code as the backstage's staff page.
 * The audit log names the command line as the actor. One line per action; a refusal exits non-zero.
 */

const USAGE = `Usage: npm run backstage -- grant <email> <role> | revoke <email> <role> | list  (roles: ${STAFF_ROLES.join(', ')})`;

/** A refusal to print as it is, without a stack. */
class Refusal extends Error {}

type Command = { action: 'list' } | { action: 'grant' | 'revoke'; email: string; role: StaffRole };

function parse([action, email, role, ...rest]: string[]): Command {
  if (action === 'list' && email === undefined) return { action };
  if ((action !== 'grant' && action !== 'revoke') || email === undefined || role === undefined || rest.length > 0) throw new Refusal(USAGE);
  if (!emailRule.safeParse(email).success) throw new Refusal(`"${email}" is not an email address.`);
  if (!(STAFF_ROLES as readonly string[]).includes(role)) throw new Refusal(`"${role}" is not a role: choose ${STAFF_ROLES.join(', ')}.`);
  return { action, email: email.toLowerCase(), role: role as StaffRole };
}

async function run(command: Command, config: Config, database: DatabaseHandle): Promise<string[]> {
  const { db } = database;
  if (command.action === 'list') {
    const members = await staffMembers(db);
    if (members.length === 0) return ['Nobody holds a backstage role yet.'];
    return members.map((member) => `${member.email}: ${member.roles.join(', ')} (two-step verification ${member.secondFactorConfirmed ? 'set up' : 'not set up yet'})`);
  }
  const { email, role } = command;
  // No server's worker runs here: the mail telling the person goes at once, and the line says where.
  // The file mailer's own log line would repeat what the line below says.
  const log = Fastify({ logger: false }).log;
  const transport = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  const send = (mailId: number) => sendRoleMail({ db, transport, from: config.mailFrom, settings: config.mailOutbox, log }, config, { mailId, email });
  try {
    if (command.action === 'grant') {
      const grant = await grantRoleByEmail({ db, config }, COMMAND_LINE, { email, role, language: config.defaultLocale as LanguageCode });
      if (grant.mailId === undefined) return [`${email} already holds ${role}: nothing changed.`];
      const place = await send(grant.mailId);
      return [grant.created ? `Granted ${role} to ${email}, a new account: its one-time password is in ${place}.` : `Granted ${role} to ${email}, telling them in ${place}.`];
    }
    const account = await findAccountByEmail(db, email);
    if (!account) throw new Refusal(`No account has the email ${email}.`);
    const revocation = await revokeRoleOf({ db, config }, COMMAND_LINE, account.id, role).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') throw new Refusal(`${email} does not hold ${role}: nothing changed.`);
      throw error;
    });
    return [`Revoked ${role} from ${email}, telling them in ${await send(revocation.mailId)}.`];
  } finally {
    transport.close();
  }
}

// A .env file in the working directory fills in what the real environment leaves unset, as for the server.
if (existsSync('.env')) process.loadEnvFile('.env');

let database: DatabaseHandle | undefined;
try {
  const command = parse(process.argv.slice(2));
  const config = loadConfig();
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  for (const line of await run(command, config, database)) process.stdout.write(`${line}\n`);
} catch (error) {
  if (error instanceof Refusal || error instanceof DataDirInUseError) console.error(error.message);
  else if (error instanceof ConfigError) error.problems.forEach((problem) => console.error(`Configuration error: ${problem}`));
  else if (error instanceof AppError) console.error(formatMessage(error.messageKey, 'EN'));
  else console.error(error);
  process.exitCode = 1;
} finally {
  await database?.close();
}
