import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../audit/tables';
import { applications } from '../entries/tables';
import { votingRounds } from '../rounds/tables';
import { users } from '../users/tables';
import { votes } from '../voting/tables';
import { bearer, signUp } from '../../../test/accounts';
import { createStaffMember } from '../../../test/staff';
import { storedVideoFiles } from '../../../test/entries';
import { canonicalStandings } from '../results/canonical';
import { SCHEDULE, computeStandings, sealRound } from '../results/seal';
import { findRound } from '../rounds/round-repository';
import { readRoundVoteCounts } from '../voting/repository';
import { expectError, setPhase } from '../../../test/voting';
import { deleteOwnAccount, everyRow, referencesTo, useUserWithEverything } from '../../../test/personal-data';

describe('deleting one’s own account', () => {
  const { server, user } = useUserWithEverything();

  /** What the deletion would change: every table but the outbox, whose worker sends on its own meanwhile. */
  const stored = async () =>
    (await everyRow(server))
      .filter(({ table }) => table !== 'mail_outbox')
      .map(({ table, row }) => `${table} ${row}`)
      .sort();

  const voteCounts = async () => ({ longlist: await readRoundVoteCounts(server.db, user.rounds.longlist.id), shortlist: await readRoundVoteCounts(server.db, user.rounds.shortlist.id) });

  it('keeps every vote counted, linked to nobody, and the standings as sealed before and after', async () => {
    await sealRound(server.db, user.rounds.longlist.id, SCHEDULE);
    const sealed = (await findRound(server.db, user.rounds.longlist.id))!;
    const [{ standings }] = (await server.db.select({ standings: votingRounds.standings }).from(votingRounds).where(eq(votingRounds.id, sealed.id))) as [{ standings: string }];
    const before = await voteCounts();

    const response = await deleteOwnAccount(server, user.token, user.email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ votes_unlinked: 3, entries_withdrawn: 2, uploads_removed: 1, guesses_removed: 1, messages_removed: 1, mails_removed: expect.any(Number) });

    expect(await voteCounts()).toEqual(before);
    const unlinked = await server.db.select().from(votes).where(isNull(votes.userId));
    expect(unlinked).toHaveLength(3);
    for (const vote of unlinked) expect([vote.clientHash, vote.addressHash]).toEqual([null, null]);
    // The longlist's standings, computed again now, are byte for byte the sealed ones.
    expect(canonicalStandings(await computeStandings(server.db, sealed, sealed.sealedAt!))).toBe(standings);
    // The shortlist, sealed after, counts the deleted account's vote.
    await setPhase(server.db, user.rounds.shortlist.id, 'closed');
    const shortlist = await sealRound(server.db, user.rounds.shortlist.id, SCHEDULE);
    const [{ standings: after }] = (await server.db.select({ standings: votingRounds.standings }).from(votingRounds).where(eq(votingRounds.id, shortlist.id))) as [{ standings: string }];
    expect(JSON.parse(after).nominations.find((nomination: { nomination_id: number }) => nomination.nomination_id === 1).total_votes).toBe(2);
  });

  it('leaves no row naming the account, its email, its name or its hashes: only the record of the deletion and the mail confirming it', async () => {
    expect((await deleteOwnAccount(server, user.token, user.email)).status).toBe(200);
    await server.mail.waitFor(user.email, (mail) => mail.subject.includes('deleted'));

    expect(Object.values(await referencesTo(server, user.id)).every((count) => count === 0)).toBe(true);
    const rows = await everyRow(server);
    for (const secret of [...user.hashes, 'Olga’s own words', 'Can I change my application?', 'Write to us again']) {
      expect(rows.filter(({ row }) => row.includes(secret))).toEqual([]);
    }
    const naming = rows.filter(({ row }) => row.toLowerCase().includes(user.email) || row.includes('Olga Quill'));
    expect(naming).toEqual([{ table: 'mail_outbox', row: expect.stringContaining('Awards: your account has been deleted') }]);
    const [record] = await server.db.select().from(auditLog).where(eq(auditLog.subjectId, String(user.id)));
    expect(record).toMatchObject({ actorId: null, actorEmail: 'account-holder', action: 'account.delete', subjectType: 'user', before: null });
    expect(record!.after).toEqual({ votesUnlinked: 3, entriesWithdrawn: 2, uploadsRemoved: 1, guessesRemoved: 1, messagesRemoved: 1, mailsRemoved: expect.any(Number) });
  });

  it('withdraws the entries, keeping what the review decided, and removes the uploaded video with its file', async () => {
    expect(await storedVideoFiles(server)).toHaveLength(1);
    expect((await deleteOwnAccount(server, user.token, user.email)).status).toBe(200);
    const entries = await server.db.select().from(applications).orderBy(applications.id);
    expect(entries).toEqual([
      expect.objectContaining({ nickname: 'Video Vera', status: 'withdrawn', userId: null, comments: null, videoId: null, declineReason: 'off_topic', decisionNote: 'Not quite a reaction', decidedAt: expect.any(Date) }),
      expect.objectContaining({ nickname: 'Link Lou', status: 'withdrawn', userId: null, linkToMedia: 'https://youtu.be/dQw4w9WgXcQ' }),
    ]);
    expect(await storedVideoFiles(server)).toEqual([]);
  });

  it('frees the email: its tokens stop at once, and the same address signs up again', async () => {
    expect((await deleteOwnAccount(server, user.token, user.email)).status).toBe(200);
    await expectError(await server.api('/api/v2/user/me', { headers: bearer(user.token) }), 401, 'unauthorized');
    expect((await signUp(server, user.email, 'Olga Again')).status).toBe(201);
  });

  it('mails the address that the account is gone, in the account’s language', async () => {
    await server.db.update(users).set({ language: 'PT' }).where(eq(users.id, user.id));
    expect((await deleteOwnAccount(server, user.token, user.email.toUpperCase())).status).toBe(200);
    const mail = await server.mail.waitFor(user.email, (received) => received.subject.includes('excluída'));
    expect(mail.subject).toBe('Awards: sua conta foi excluída');
    expect(mail.text).toContain('Seus votos continuam contando');
  });

  it('refuses a confirmation that is not the account’s email with 400, in the caller’s language, and deletes nothing', async () => {
    const before = await stored();
    const response = await server.api('/api/v2/user/me', {
      method: 'DELETE',
      headers: { ...bearer(user.token), 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      code: 'validation_error',
      message: expect.any(String),
      fields: { email: 'Escribe exactamente el correo electrónico de la cuenta para confirmar' },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a staff member’s account with 409, saying to have the roles revoked first', async () => {
    const judge = await createStaffMember(server, 'jules@awards.test', ['judge']);
    await expectError(await deleteOwnAccount(server, judge.token, judge.email), 409, 'account_is_staff');
    const response = await server.api('/api/v2/user/me', {
      method: 'DELETE',
      headers: { ...bearer(judge.token), 'content-type': 'application/json', 'accept-language': 'ru' },
      body: JSON.stringify({ email: judge.email }),
    });
    expect((await response.json()).message).toBe('У этого аккаунта есть роль в бэкстейдже, поэтому удалить его пока нельзя. Попросите организатора сначала отозвать его роли.');
    expect(await server.db.select().from(users).where(eq(users.id, judge.id))).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    const response = await server.api('/api/v2/user/me', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email }) });
    await expectError(response, 401, 'unauthorized');
  });
});
