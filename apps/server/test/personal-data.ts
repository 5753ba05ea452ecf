import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import { users } from '../src/modules/users/tables';
import { votes } from '../src/modules/voting/tables';
import { bearer, createSignedInUser, oneTimePasswordIn, signIn, signUp, tokenFrom } from './accounts';
import { standIn, useTestServer, type TestServer } from './harness';
import { backstage, createStaffMember } from './staff';
import { isoVideo } from './video-fixtures';
import { entry, submit, uploadedVideoId } from './entries';
import { sendContactMessage } from './contact';
import { openBlocks, seededBlocks, sendGuess } from './legends';
import { castVote, replaceRounds, setPhase } from './voting';

/** The address the user's own requests come from (the server trusts one proxy hop): their hashes are theirs alone. */
export const FROM_HOME = { 'x-forwarded-for': '203.0.113.7' };

export const OWN_DATA = '/api/v2/user/me/data';
export const PEOPLE = '/api/v2/backstage/people';

/** Deletes the signed-in user's own account, confirmed with `email`. */
export const deleteOwnAccount = (server: TestServer, token: string, email: string) =>
  server.api('/api/v2/user/me', { method: 'DELETE', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

let made = 0;

/**
 * A user who did everything the site keeps: signed up and voted from their own address (twice in
 * a longlist since closed, once in the open shortlist), sent an entry with an uploaded video that a
 * moderator declined with a note and one with a link, guessed in Legends of the Year, and wrote to
 * the organisers, who answered. Other voters voted too, from another address. Each such user has
 * an address no earlier test used: the mail an entry causes is sent after the answer, and may land
 * after the next test cleared the inbox.
 */
export async function userWithEverything(server: TestServer, moderatorToken: string, email = `olga-${++made}@example.com`) {
  expect((await signUp(server, email, 'Olga Quill', FROM_HOME)).status).toBe(201);
  const oneTime = oneTimePasswordIn(await server.mail.waitFor(email));
  const restricted = await tokenFrom(await signIn(server, email, oneTime));
  const token = await tokenFrom(await server.post('/api/v2/user/password', { password: 'a sturdy passphrase' }, bearer(restricted)));
  const [account] = await server.db.select().from(users).where(eq(users.email, email));

  // The longlist is voted in and closed; the shortlist is open.
  const [longlist, shortlist] = await replaceRounds(server.db, [
    { kind: 'longlist', phase: 'open' },
    { kind: 'shortlist', phase: 'upcoming' },
  ]);
  const others = await Promise.all(['ana', 'ivan'].map((other) => createSignedInUser(server, `${other}-${made}@example.com`)));
  const vote = async (nomineeId: number, nominationId: number, voter: string, headers: Record<string, string> = {}) =>
    expect((await castVote(server, nominationId, nomineeId, voter, headers)).status).toBe(201);
  await vote(longlist!.byNomination(1)[0]!.id, 1, token, FROM_HOME);
  await vote(longlist!.byNomination(2)[1]!.id, 2, token, FROM_HOME);
  await vote(longlist!.byNomination(1)[0]!.id, 1, others[0]!.token);
  await vote(longlist!.byNomination(1)[1]!.id, 1, others[1]!.token);
  await setPhase(server.db, longlist!.id, 'closed');
  await setPhase(server.db, shortlist!.id, 'open');
  await vote(shortlist!.byNomination(1)[2]!.id, 1, token, FROM_HOME);
  await vote(shortlist!.byNomination(1)[3]!.id, 1, others[0]!.token);

  const videoId = await uploadedVideoId(server, token, isoVideo());
  const withVideo = await submit(server, token, entry({ nickname: 'Video Vera', link_to_media: undefined, video_id: videoId, comments: 'Olga’s own words' }), FROM_HOME);
  const withLink = await submit(server, token, entry({ nickname: 'Link Lou', link_to_page: 'https://twitch.tv/linklou', nomination_id: 2 }), FROM_HOME);
  const entries = [(await withVideo.json()) as { id: number }, (await withLink.json()) as { id: number }];
  const decision = { status: 'declined', reason: 'off_topic', note: 'Not quite a reaction' };
  expect((await backstage(server, moderatorToken, `/api/v2/backstage/entries/${entries[0]!.id}/decision`, { method: 'POST', body: decision })).status).toBe(200);

  await openBlocks(server.db);
  const [block] = await seededBlocks(server.db);
  expect((await sendGuess(server, token, block!.id, block!.wrongId)).status).toBe(201);

  const messageId = await sendContactMessage(server, email.toUpperCase(), 'Can I change my application?');
  expect((await backstage(server, moderatorToken, `/api/v2/backstage/messages/${messageId}/replies`, { method: 'POST', body: { body: 'Write to us again with the details.' } })).status).toBe(201);

  const [own] = await server.db.select({ clientHash: votes.clientHash, addressHash: votes.addressHash }).from(votes).where(eq(votes.userId, account!.id)).limit(1);
  return { id: account!.id, email, token, rounds: { longlist: longlist!, shortlist: shortlist! }, entries, videoId, block: block!, messageId, hashes: [own!.clientHash!, own!.addressHash!, account!.signUpAddressHash!] };
}

export type UserWithEverything = Awaited<ReturnType<typeof userWithEverything>>;
type StaffMember = Awaited<ReturnType<typeof createStaffMember>>;

/**
 * The server of the describe block that calls this, trusting one proxy hop (each user's own
 * address is theirs), and before each test, on emptied tables, a moderator and a user with
 * everything that moderator declined: stand-ins, to read inside hooks and tests.
 */
export function useUserWithEverything() {
  const server = useTestServer({ env: { TRUST_PROXY: '1' } });
  let fixture: { moderator: StaffMember; user: UserWithEverything } | undefined;
  beforeEach(async () => {
    fixture = undefined;
    await server.reset();
    const moderator = await createStaffMember(server, 'mia@awards.test', ['moderator']);
    fixture = { moderator, user: await userWithEverything(server, moderator.staffToken) };
  });
  const unready = 'The user with everything is made before each test: read it inside tests, not while they are collected.';
  return { server, moderator: standIn(() => fixture?.moderator, unready), user: standIn(() => fixture?.user, unready) };
}

/** The rows a raw query answers, on either database. */
const rowsOf = async <T>(server: TestServer, query: SQL) => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every row of every table, as JSON text with its table's name. */
export async function everyRow(server: TestServer): Promise<{ table: string; row: string }[]> {
  const tables = await rowsOf<{ table_name: string }>(server, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  const rows: { table: string; row: string }[] = [];
  for (const { table_name: table } of tables) {
    const found = await rowsOf<{ row: string }>(server, sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`);
    rows.push(...found.map(({ row }) => ({ table, row })));
  }
  return rows;
}

/** Each column that references an account, with how many rows name this one. */
export async function referencesTo(server: TestServer, userId: number): Promise<Record<string, number>> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(server, sql`
    select kcu.table_name, kcu.column_name
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'users' and kcu.table_schema = 'public'`);
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);
    counts[`${table}.${column}`] = row!.n;
  }
  return counts;
}
