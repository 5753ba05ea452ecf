import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode } from '@awards/contracts';
import type { Config } from '../config';
import type { Database } from '../lib/db/client';
import type { Mailer } from '../lib/mailer';
import { backstageLink, grantRoleByEmail, sendRoleMail } from '../modules/staff';

export interface OrganiserSeed {
  config: Pick<Config, 'env' | 'organiserEmail' | 'appTitle' | 'defaultLocale' | 'smtpUrl' | 'dataDir' | 'mailFrom' | 'mailOutbox' | 'publicBaseUrl' | 'host' | 'port'>;
  mailer: Mailer;
  log?: FastifyBaseLogger;
}

/** The organiser the seed made: their email, and the queued mail with the one-time password of an account it created. */
export interface SeededOrganiser {
  email: string;
  mailId?: number;
}

/** How the first organiser gets in: their email, and where their one-time password went (none for an account that was there). */
export interface BackstageSignIn {
  email: string;
  passwordIn?: string;
}

/** The seed, as the audit log records it. */
const SEED = { id: null, email: 'seed' };

/**
 * On a fresh development database ORGANISER_EMAIL becomes an organiser, so that whoever starts the
 * site can open the backstage at once: the account is created as sign-up does, its one-time
 * password mailed (to the outbox without SMTP). Production grants roles by the command line only.
 */
export async function seedOrganiser(db: Database, { config, log }: OrganiserSeed): Promise<SeededOrganiser | undefined> {
  if (config.env === 'production') return undefined;
  try {
    const grant = await grantRoleByEmail({ db, config }, SEED, {
      email: config.organiserEmail,
      role: 'organiser',
      language: config.defaultLocale as LanguageCode,
    });
    // An account that was there is told of its role by the server's worker; only a created one's password is pointed to.
    return { email: grant.member.email, mailId: grant.created ? grant.mailId : undefined };
  } catch (error) {
    // The season is seeded all the same; the grant rolled back with its mail.
    log?.warn({ err: error }, 'could not make ORGANISER_EMAIL an organiser: grant it with `npm run backstage -- grant <email> organiser`');
    return undefined;
  }
}

/** Once the seed is committed: sends the organiser's mail at once, the server's worker not running yet, to say where it went. */
export async function backstageSignIn(db: Database, { config, mailer, log }: OrganiserSeed, { email, mailId }: SeededOrganiser): Promise<BackstageSignIn> {
  if (mailId === undefined) return { email };
  const delivery = { db, transport: mailer, from: config.mailFrom, settings: config.mailOutbox, log };
  return { email, passwordIn: await sendRoleMail(delivery, config, { mailId, email }) };
}

/** The one line the first start prints: where the backstage is, and how its organiser signs in. */
export function backstageSignInLine({ email, passwordIn }: BackstageSignIn, site: { host: string; port: number; publicBaseUrl: string }): string {
  const backstage = backstageLink(site);
  const password = passwordIn ? `its one-time password is in ${passwordIn}` : 'with the password the account already has';
  return `Backstage: sign in at ${backstage} as ${email}; ${password}.`;
}
