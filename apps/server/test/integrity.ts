import { inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { expect } from 'vitest';
import { addressHasher } from '../src/lib/address-hash';
import { users } from '../src/modules/users/tables';
import { issueToken } from '../src/modules/users';
import { createVoters } from './voters';
import { castVote, replaceRounds } from './voting';
import { bearer, oneTimePasswordIn, signIn, signUp, tokenFrom } from './accounts';
import type { TestServer } from './harness';

/**
 * A scripted season of sock puppets for the integrity console, on a server that trusts one proxy
 * hop (TRUST_PROXY=1), so that each request's address is the X-Forwarded-For the script sends.
 */

const from = (address: string, userAgent = 'Mozilla/5.0 (test)') => ({ 'x-forwarded-for': address, 'user-agent': userAgent });

/** The first characters of an address's keyed hash, as a signal shows the address. */
export const shownAddress = (server: TestServer, address: string) => addressHasher(server.config.jwtSecret).address({ ip: address } as FastifyRequest).slice(0, 6);

/** Signs up from `address` as a person would (the mailed one-time password, then a password of their own): a fresh account's token. */
async function signUpFrom(server: TestServer, email: string, address: string): Promise<string> {
  expect((await signUp(server, email, 'Fresh Account', from(address))).status).toBe(201);
  const restricted = await tokenFrom(await signIn(server, email, oneTimePasswordIn(await server.mail.waitFor(email))));
  return tokenFrom(await server.post('/api/v2/user/password', { password: 'a sturdy passphrase' }, { ...bearer(restricted), ...from(address) }));
}

/** Accounts made a month ago, as an ordinary audience's are. */
async function ageAccounts(server: TestServer, ids: number[]): Promise<void> {
  await server.db.update(users).set({ createdAt: sql`now() - interval '30 days'` }).where(inArray(users.id, ids));
}

/** Accounts stored as they were before the rules at sign-up (one per mailbox, no throwaway services), a month old; their tokens. */
async function legacyAccounts(server: TestServer, rows: { email: string; mailbox: string | null }[]) {
  const stored = await server.db
    .insert(users)
    .values(rows.map((row) => ({ ...row, name: 'Old Account', createdAt: sql`now() - interval '30 days'` })))
    .returning();
  return Promise.all(stored.map((account) => issueToken(server.config, account)));
}

async function voteAll(server: TestServer, nominationId: number, nomineeId: number, ballots: { token: string; address: string; userAgent?: string }[]) {
  for (const { token, address, userAgent } of ballots) expect((await castVote(server, nominationId, nomineeId, token, from(address, userAgent))).status).toBe(201);
}

/**
 * An open longlist (nominees A–D in nomination 1, E–H in nomination 2) where ten month-old
 * accounts voted from addresses of their own, spread over B, C and D and over F, G and H.
 */
export async function fairRound(server: TestServer) {
  const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
  const [a, b, c, d] = round!.byNomination(1);
  const [e, f, g, h] = round!.byNomination(2);
  const fair = await createVoters(server.db, server.config, 10, `fair-${Date.now()}`);
  await ageAccounts(server, fair.map((voter) => voter.id));
  for (const [index, voter] of fair.entries()) {
    const ballot = [{ token: voter.token, address: `10.1.0.${index + 1}` }];
    await voteAll(server, 1, [b, c, d][index % 3]!.id, ballot);
    await voteAll(server, 2, [f, g, h][index % 3]!.id, ballot);
  }
  return { round: round!, nominees: { a: a!, b: b!, c: c!, d: d!, e: e!, f: f!, g: g!, h: h! } };
}

/**
 * The fair round, then the sock puppets: six accounts signed up in a row from 10.9.0.1 that each
 * vote for A at once (from addresses of their own); five month-old accounts voting for A from
 * 10.9.2.1, each with another user agent; three old accounts of one Gmail mailbox (tagged and
 * dotted) and three at throwaway mail services, voting for E.
 */
export async function stuffedRound(server: TestServer) {
  const season = await fairRound(server);
  const { a, e } = season.nominees;
  const stamp = Date.now();
  for (let index = 1; index <= 6; index++) {
    const token = await signUpFrom(server, `burst-${stamp}-${index}@example.com`, '10.9.0.1');
    await voteAll(server, 1, a.id, [{ token, address: `10.9.1.${index}` }]);
  }
  const rotating = await createVoters(server.db, server.config, 5, `rotating-${stamp}`);
  await ageAccounts(server, rotating.map((voter) => voter.id));
  await voteAll(server, 1, a.id, rotating.map((voter, index) => ({ token: voter.token, address: '10.9.2.1', userAgent: `Agent/${index + 1}` })));
  const mailbox = `sam${stamp}`;
  const twins = await legacyAccounts(server, [
    { email: `${mailbox}@gmail.com`, mailbox: `${mailbox}@gmail.com` },
    { email: `${mailbox.slice(0, 2)}.${mailbox.slice(2)}+1@gmail.com`, mailbox: null },
    { email: `${mailbox}+2@googlemail.com`, mailbox: null },
  ]);
  const throwaway = await legacyAccounts(
    server,
    [`x1-${stamp}@mailinator.com`, `x2-${stamp}@yopmail.com`, `x3-${stamp}@mailinator.com`].map((email) => ({ email, mailbox: email })),
  );
  await voteAll(server, 2, e.id, [...twins, ...throwaway].map((token, index) => ({ token, address: `10.9.3.${index + 1}` })));
  return season;
}
