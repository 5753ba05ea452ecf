import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { contactMessages } from '../contact/tables';
import { users } from '../users/tables';
import { votes } from '../voting/tables';
import { enter } from '../../../test/review';
import { reply, sendContactMessage } from '../../../test/contact';
import { bearer } from '../../../test/accounts';
import { openBlocks, seededBlocks, sendGuess, usersNamed } from '../../../test/legends';
import { createVoters } from '../../../test/voters';
import { castVote, replaceRounds } from '../../../test/voting';
import { BATCH_SIZE } from './csv-stream';
import { BOM, askLink, download } from '../../../test/exports';

/** Names and texts in the four languages' scripts, and beyond them. */
const SPANISH = 'Íñigo Muñoz';
const PORTUGUESE = 'Conceição Gonçalves, São João';
const RUSSIAN = 'Дмитрий Волков';
const EMOJI = 'GG 🎮🔥 ¡olé!';

describe('the CSV exports', () => {
  const server = useTestServer();
  let organiser: Awaited<ReturnType<typeof createStaffMember>>;
  beforeEach(async () => {
    await server.reset();
    organiser = await createStaffMember(server, 'olga@awards.test', ['organiser']);
  });

  it('write UTF-8 with a byte order mark, CRLF records and an English header row, as an attachment no cache keeps', async () => {
    await sendContactMessage(server, 'ana@example.com', 'First line\nsecond line');
    const { response, bytes, text, headers } = await download(server, organiser.staffToken, 'messages');
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="messages-\d{4}-\d\d-\d\d\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(headers).toEqual(['message_id', 'email', 'message', 'language', 'created_at_utc', 'handled_at_utc', 'replies']);
    // Every record ends in CRLF; the line break inside the message is quoted, so it stays one record.
    expect(text.split('\r\n')).toHaveLength(3);
    expect(text).toContain('"First line\nsecond line"');
  });

  it('give back names and messages in any script exactly, accents, Cyrillic and emoji alike', async () => {
    const [applicant] = await createVoters(server.db, server.config, 1, 'scripts');
    await server.db.update(users).set({ name: `${RUSSIAN} ${EMOJI}` }).where(eq(users.id, applicant!.id));
    const entry = await enter(server, applicant!.id, { nickname: `${SPANISH} ${PORTUGUESE}`, language: 'PT' });
    for (const [comments, language] of [[SPANISH, 'es'], [PORTUGUESE, 'pt'], [`${RUSSIAN}\n${EMOJI}`, 'ru']] as const) {
      await sendContactMessage(server, 'fan@example.com', comments, language);
    }

    const entries = (await download(server, organiser.staffToken, 'entries')).records;
    expect(entries).toEqual([
      {
        entry_id: String(entry.id),
        link_to_page: entry.linkToPage,
        link_to_media: entry.linkToMedia,
        uploaded_video: 'no',
        nomination_id: '1',
        nomination: 'Most hilarious reaction',
        streamer_nickname: `${SPANISH} ${PORTUGUESE}`,
        status: 'in_progress',
        decline_reason: '',
        language: 'PT',
        created_at_utc: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        decided_at_utc: '',
        applicant_name: `${RUSSIAN} ${EMOJI}`,
        applicant_email: 'scripts-0@example.com',
      },
    ]);
    const messages = (await download(server, organiser.staffToken, 'messages')).records;
    expect(messages.map((message) => [message.message, message.language])).toEqual([
      [SPANISH, 'SP'],
      [PORTUGUESE, 'PT'],
      [`${RUSSIAN}\n${EMOJI}`, 'RU'],
    ]);
  });

  it('neutralise a cell a spreadsheet would read as a formula with a leading apostrophe', async () => {
    const [applicant] = await createVoters(server.db, server.config, 1, 'formulas');
    await enter(server, applicant!.id, { nickname: '=HYPERLINK("http://x","y")' });
    for (const comments of ['+1', '@SUM(A1)', '-2+3', 'Plain = text']) await sendContactMessage(server, 'fan@example.com', comments);
    // A tab or a carriage return first: the form trims them away, but stored text may still hold them.
    await server.db.insert(contactMessages).values({ email: 'fan@example.com', comments: '\t=1+1', language: 'EN' });

    expect((await download(server, organiser.staffToken, 'entries')).records[0]!.streamer_nickname).toBe(`'=HYPERLINK("http://x","y")`);
    expect((await download(server, organiser.staffToken, 'messages')).records.map((message) => message.message)).toEqual([
      "'+1",
      "'@SUM(A1)",
      "'-2+3",
      'Plain = text',
      "'\t=1+1",
    ]);
  });

  it('export votes under stable pseudonyms, with the address hashes but no email, account id or address, and say which are held out', async () => {
    const [round, other] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'open' },
      { kind: 'shortlist', phase: 'upcoming' },
    ]);
    const voters = await createVoters(server.db, server.config, 2, 'pseudonymous');
    const [nominee] = round!.byNomination(1);
    for (const voter of voters) expect((await castVote(server, 1, nominee!.id, voter.token)).status).toBe(201);
    await castVote(server, 2, round!.byNomination(2)[0]!.id, voters[0]!.token);
    const stored = await server.db.select().from(votes).orderBy(votes.id);
    await server.db.update(votes).set({ quarantinedAt: new Date(), quarantineReason: 'shared_address' }).where(eq(votes.id, stored[1]!.id));

    const { text, records } = await download(server, organiser.staffToken, 'votes', {});
    expect(records).toHaveLength(3);
    expect(records[0]).toEqual({
      vote_id: String(stored[0]!.id),
      voter: expect.stringMatching(/^[0-9a-f]{16}$/),
      round_id: String(round!.id),
      round: 'longlist',
      nomination_id: '1',
      nomination: expect.any(String),
      nominee_id: String(nominee!.id),
      nominee_nickname: nominee!.nickname,
      cast_at_utc: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      address_hash: stored[0]!.addressHash,
      client_hash: stored[0]!.clientHash,
      quarantined: 'no',
      quarantined_at_utc: '',
      quarantine_reason: '',
    });
    expect(records[1]).toMatchObject({ quarantined: 'yes', quarantined_at_utc: expect.stringMatching(/^\d{4}-/), quarantine_reason: 'shared_address' });
    // One voter, one pseudonym: the same in both of their votes, and in the next export.
    expect(records[2]!.voter).toBe(records[0]!.voter);
    expect(records[1]!.voter).not.toBe(records[0]!.voter);
    expect((await download(server, organiser.staffToken, 'votes', {})).records.map((record) => record.voter)).toEqual(records.map((record) => record.voter));
    for (const leak of ['pseudonymous-0@example.com', 'pseudonymous-1@example.com', '127.0.0.1']) expect(text).not.toContain(leak);
    for (const voter of voters) expect(records.map((record) => record.voter)).not.toContain(String(voter.id));

    expect((await download(server, organiser.staffToken, 'votes', { round_id: other!.id })).records).toEqual([]);
    expect((await download(server, organiser.staffToken, 'votes', { round_id: round!.id })).records).toHaveLength(3);
    expect((await askLink(server, organiser.staffToken, 'votes', { round_id: other!.id + 100 })).status).toBe(404);
  });

  it('keep the vote of a deleted account, linked to nobody', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const [voter] = await createVoters(server.db, server.config, 1, 'leaving');
    await castVote(server, 1, round!.byNomination(1)[0]!.id, voter!.token);
    await server.db.delete(users).where(eq(users.id, voter!.id));
    expect((await download(server, organiser.staffToken, 'votes', {})).records).toEqual([expect.objectContaining({ voter: '', address_hash: expect.any(String) })]);
  });

  it('export guesses under the same pseudonyms as votes, each right or wrong', async () => {
    await openBlocks(server.db);
    const [block] = await seededBlocks(server.db);
    const [right, wrong] = await usersNamed(server, ['Anna Petrova', 'Lucas Oliveira']);
    expect((await sendGuess(server, right!.token, block!.id, block!.legendId)).status).toBe(201);
    expect((await sendGuess(server, wrong!.token, block!.id, block!.wrongId)).status).toBe(201);

    const { records, text } = await download(server, organiser.staffToken, 'guesses');
    expect(records).toEqual([
      expect.objectContaining({ player: expect.stringMatching(/^[0-9a-f]{16}$/), block_id: String(block!.id), block_number: '1', streamer_id: String(block!.legendId), correct: 'yes' }),
      expect.objectContaining({ streamer_id: String(block!.wrongId), streamer_nickname: expect.any(String), correct: 'no' }),
    ]);
    expect(records[1]!.streamer_nickname).not.toBe('');
    expect(text).not.toContain('Anna Petrova');
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    await castVote(server, 1, round!.byNomination(1)[0]!.id, right!.token);
    expect((await download(server, organiser.staffToken, 'votes', {})).records[0]!.voter).toBe(records[0]!.player);
  });

  it('count the replies each message was sent, as the inbox does', async () => {
    await sendContactMessage(server, 'ana@example.com', 'Unanswered');
    const answered = await sendContactMessage(server, 'bo@example.com', 'Answered twice');
    for (const body of ['First answer', 'Second answer']) expect((await reply(server, answered, { body }, bearer(organiser.staffToken))).status).toBe(201);
    const { records } = await download(server, organiser.staffToken, 'messages');
    expect(records.map((record) => [record.message, record.replies])).toEqual([
      ['Unanswered', '0'],
      ['Answered twice', '2'],
    ]);
  });

  it('read the rows batch after batch, every one of them once', async () => {
    const count = BATCH_SIZE * 2 + 1;
    await server.db.insert(contactMessages).values(Array.from({ length: count }, (_, n) => ({ email: `fan${n}@example.com`, comments: `Message ${n}`, language: 'EN' })));
    const { records } = await download(server, organiser.staffToken, 'messages');
    expect(records.map((record) => record.message)).toEqual(Array.from({ length: count }, (_, n) => `Message ${n}`));
  });
});
