import { inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../audit/tables';
import { applications } from './tables';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { applicantsFor, clearEntries, decide, enter } from '../../../test/review';

describe('deciding on a selection of entries', () => {
  const server = useTestServer();
  let moderator: string;
  let organiser: string;
  beforeAll(async () => {
    ({ staffToken: moderator } = await createStaffMember(server, 'bulk-moderator@awards.test', ['moderator']));
    ({ staffToken: organiser } = await createStaffMember(server, 'bulk-organiser@awards.test', ['organiser']));
  });

  let round = 0;
  let people: { id: number; email: string }[];
  let ids: { english: number; spanish: number; spanishToo: number; approved: number; declined: number };
  /** Three entries under review (one English, two Spanish), one approved and one declined (Russian), each by its own applicant. */
  beforeEach(async () => {
    await clearEntries(server);
    people = await applicantsFor(server, 5, `bulk-${++round}`);
    const [english, spanish, spanishToo, approved, declined] = await Promise.all([
      enter(server, people[0]!.id, { language: 'EN' }),
      enter(server, people[1]!.id, { language: 'SP' }),
      enter(server, people[2]!.id, { language: 'SP' }),
      enter(server, people[3]!.id, { language: 'RU' }),
      enter(server, people[4]!.id, { language: 'RU' }),
    ]);
    ids = { english: english.id, spanish: spanish.id, spanishToo: spanishToo.id, approved: approved.id, declined: declined.id };
    await decide(server, moderator, ids.approved, { status: 'approved' });
    await decide(server, moderator, ids.declined, { status: 'declined', reason: 'off_topic' });
    await Promise.all([server.mail.waitFor(people[3]!.email), server.mail.waitFor(people[4]!.email)]);
    server.mail.clear();
  });

  const every = () => Object.values(ids);
  const preview = async (token: string, status: string) => {
    const response = await backstage(server, token, '/api/v2/backstage/entries/decisions/preview', { method: 'POST', body: { ids: every(), status } });
    expect(response.status).toBe(200);
    return response.json();
  };
  const decideAll = (token: string, body: Record<string, unknown>) => backstage(server, token, '/api/v2/backstage/entries/decisions', { method: 'POST', body: { ids: [...every(), 999_999], ...body } });
  const bulkRecords = () => server.db.select().from(auditLog).where(inArray(auditLog.action, ['entry.bulk_decide'])).orderBy(auditLog.id);

  it('previews how many mails a decision sends, by language, and how many entries it leaves, changing nothing', async () => {
    expect(await preview(moderator, 'approved')).toEqual({ mails: 3, by_language: { EN: 1, SP: 2 }, unchanged: 2 });
    // An organiser's selection reverses the declined entry too.
    expect(await preview(organiser, 'approved')).toEqual({ mails: 4, by_language: { EN: 1, SP: 2, RU: 1 }, unchanged: 1 });
    expect(await preview(moderator, 'declined')).toEqual({ mails: 3, by_language: { EN: 1, SP: 2 }, unchanged: 2 });
    const statuses = await server.db.select({ status: applications.status }).from(applications).where(inArray(applications.id, every()));
    expect(statuses.filter((row) => row.status === 'in_progress')).toHaveLength(3);
    expect(await bulkRecords()).toEqual([]);
  });

  it('declines the entries under review with the reason, one audit record and one mail each, in each entry’s language; a moderator leaves decided ones', async () => {
    const response = await decideAll(moderator, { status: 'declined', reason: 'video_not_2025', note: 'Only 2025.' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ decided: 3, mails: 3, unchanged: 2 });

    const english = await server.mail.waitFor(people[0]!.email);
    expect(english.text).toContain('Reason: the video is not from 2025.');
    expect(english.text).toContain('A note from the organisers: Only 2025.');
    for (const person of people.slice(1, 3)) expect((await server.mail.waitFor(person.email)).text).toContain('Motivo: el vídeo no es de 2025.');
    const records = await bulkRecords();
    expect(records.map((record) => Number(record.subjectId)).sort()).toEqual([ids.english, ids.spanish, ids.spanishToo].sort());
    expect(records[0]).toMatchObject({ actorEmail: 'bulk-moderator@awards.test', subjectType: 'entry', before: { status: 'in_progress' }, after: { status: 'declined', reason: 'video_not_2025', note: 'Only 2025.' } });
    const stored = await server.db.select().from(applications).where(inArray(applications.id, [ids.approved, ids.declined]));
    expect(stored.map((row) => [row.status, row.declineReason]).sort()).toEqual([
      ['approved', null],
      ['declined', 'off_topic'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.mail.inbox).toHaveLength(3);
  });

  it('lets an organiser approve a selection that reverses a decline, mailing that applicant a correction', async () => {
    const response = await decideAll(organiser, { status: 'approved' });
    expect(await response.json()).toEqual({ decided: 4, mails: 4, unchanged: 1 });
    const correction = await server.mail.waitFor(people[4]!.email);
    expect(correction.subject).toBe('Awards: мы изменили решение по вашей заявке');
    expect((await server.mail.waitFor(people[0]!.email)).subject).toBe('Awards: your application has been approved');
    expect((await bulkRecords()).find((record) => record.subjectId === String(ids.declined))).toMatchObject({
      before: { status: 'declined', reason: 'off_topic', note: null },
      after: { status: 'approved', reason: null, note: null },
    });
  });

  it('answers 400 to a decline without a reason or an empty selection, deciding nothing', async () => {
    expect((await decideAll(moderator, { status: 'declined' })).status).toBe(400);
    const empty = await backstage(server, moderator, '/api/v2/backstage/entries/decisions', { method: 'POST', body: { ids: [], status: 'approved' } });
    expect(empty.status).toBe(400);
    expect(await bulkRecords()).toEqual([]);
  });
});
