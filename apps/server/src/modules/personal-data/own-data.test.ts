import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PersonalData } from '@awards/contracts';
import { users } from '../users/tables';
import { bearer } from '../../../test/accounts';
import { expectError } from '../../../test/voting';
import { OWN_DATA, useUserWithEverything } from '../../../test/personal-data';

describe('downloading one’s own data', () => {
  const { server, user } = useUserWithEverything();

  const download = async (token = user.token) => server.api(OWN_DATA, { headers: bearer(token) });

  it('is a JSON file to save, never kept by a cache, holding the account, its entries with their decisions, uploads, votes, guesses, messages with their replies and mail', async () => {
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = PersonalData.parse(await response.json());

    expect(data.format).toBe('awards-personal-data/1');
    expect(data.account).toEqual({
      id: user.id,
      email: user.email,
      name: 'Olga Quill',
      language: 'EN',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      password_set: true,
      blocked: false,
      staff_roles: [],
      two_step_verification: false,
    });
    expect(data.entries).toEqual([
      expect.objectContaining({ nickname: 'Link Lou', nomination_id: 2, status: 'in_progress', link_to_page: 'https://twitch.tv/linklou', decided_at: null }),
      expect.objectContaining({
        nickname: 'Video Vera',
        video_id: user.videoId,
        link_to_media: null,
        comments: 'Olga’s own words',
        status: 'declined',
        decline_reason: 'off_topic',
        decision_note: 'Not quite a reaction',
        decided_at: expect.any(String),
      }),
    ]);
    expect(data.uploads).toEqual([{ id: user.videoId, type: 'mp4', size: expect.any(Number), created_at: expect.any(String), attached_at: expect.any(String) }]);
    const { longlist, shortlist } = user.rounds;
    const chosen = [longlist.byNomination(1)[0]!, longlist.byNomination(2)[1]!, shortlist.byNomination(1)[2]!];
    expect(data.votes).toEqual(
      chosen.map((nominee) => ({
        round_id: nominee.roundId,
        round_kind: nominee.roundId === longlist.id ? 'longlist' : 'shortlist',
        nomination_id: nominee.nominationId,
        nominee_id: nominee.id,
        nominee_nickname: nominee.nickname,
        created_at: expect.any(String),
      })),
    );
    expect(data.guesses).toEqual([{ block_id: user.block.id, streamer_id: user.block.wrongId, streamer_nickname: expect.any(String), created_at: expect.any(String) }]);
    expect(data.contact_messages).toEqual([
      expect.objectContaining({ id: user.messageId, comments: 'Can I change my application?', handled_at: expect.any(String), replies: [{ body: 'Write to us again with the details.', created_at: expect.any(String) }] }),
    ]);
    // The one-time password, the decision and the reply were mailed: subjects and times only.
    expect(data.mail.map((mail) => mail.subject)).toEqual(expect.arrayContaining(['Welcome to Awards: your one-time password', 'Re: your message to Awards']));
    for (const mail of data.mail) expect(Object.keys(mail).sort()).toEqual(['created_at', 'sent_at', 'subject']);
    expect(data.notes).toHaveLength(3);
    expect(data.notes[0]).toContain('keyed hashes');
  });

  it('holds no password, no hash and nothing of anyone else', async () => {
    const text = await (await download()).text();
    const [account] = await server.db.select().from(users).where(eq(users.id, user.id));
    for (const secret of [...user.hashes, account!.passwordHash!]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/[0-9a-f]{64}|\$argon2/);
    expect(text).not.toMatch(/ana-\d+@|ivan-\d+@|mia@awards\.test/);
  });

  it('writes its notes in the account’s language', async () => {
    await server.db.update(users).set({ language: 'RU' }).where(eq(users.id, user.id));
    const data = PersonalData.parse(await (await download()).json());
    expect(data.notes[0]).toMatch(/^Ваши голоса хранятся с хешами с ключом/);
  });

  it('needs a signed-in user', async () => {
    await expectError(await server.api(OWN_DATA), 401, 'unauthorized');
  });
});
