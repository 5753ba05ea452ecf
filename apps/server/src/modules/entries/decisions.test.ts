import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntryDetail } from '@awards/contracts';
import { mailOutbox } from '../mail/tables';
import { applications } from './tables';
import { bearer } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { applicantFor, auditOf, clearEntries, decide, enter } from '../../../test/review';

type Applicant = { id: number; token: string; email: string };

describe('deciding on an entry', () => {
  const server = useTestServer();
  let moderator: string;
  let organiser: string;
  let applicant: Applicant;
  beforeAll(async () => {
    ({ staffToken: moderator } = await createStaffMember(server, 'decide-moderator@awards.test', ['moderator']));
    ({ staffToken: organiser } = await createStaffMember(server, 'decide-organiser@awards.test', ['organiser']));
  });
  let applicants = 0;
  beforeEach(async () => {
    await clearEntries(server);
    // A new address each test: a mail sent after one test's answer must not land in the next one's inbox.
    applicant = await applicantFor(server, `decided-${++applicants}`);
  });

  const profile = async (token: string) => (await (await server.api('/api/v2/application/', { headers: bearer(token) })).json()) as { id: number; status: string; decline_reason: string | null }[];
  const mailsTo = (email: string) => server.mail.inbox.filter((mail) => mail.to.includes(email));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('approves: the applicant is mailed in the entry’s language, whatever the staff member reads, and the profile shows Approved', async () => {
    const entry = await enter(server, applicant.id, { nickname: 'Lucky Lena', nominationId: 3, language: 'SP' });
    const response = await decide(server, moderator, entry.id, { status: 'approved' }, { 'accept-language': 'en' });
    expect(response.status).toBe(200);
    const page = EntryDetail.parse(await response.json());
    expect(page).toMatchObject({ id: entry.id, status: 'approved', decision: { status: 'approved', reason: null, note: null, decided_by_name: 'Test Streamer' } });
    expect(Math.abs(Date.parse(page.decision!.decided_at) - Date.now())).toBeLessThan(60_000);

    const mail = await server.mail.waitFor(applicant.email);
    expect(mail.subject).toBe('Awards: tu candidatura ha sido aprobada');
    expect(mail.text).toMatch(/Hemos aprobado tu candidatura para Lucky Lena en la categoría «[^»]+»\./);
    expect(mail.html).toContain('lang="es"');
    expect(await profile(applicant.token)).toEqual([expect.objectContaining({ id: entry.id, status: 'approved', decline_reason: null })]);
  });

  it('declines with a reason and a note: the mail gives both, the profile shows the reason, the audit log the change', async () => {
    const entry = await enter(server, applicant.id, { language: 'RU' });
    const response = await decide(server, moderator, entry.id, { status: 'declined', reason: 'duplicate', note: '  Уже есть такая заявка.  ' });
    expect(response.status).toBe(200);
    expect((await response.json()).decision).toMatchObject({ status: 'declined', reason: 'duplicate', note: 'Уже есть такая заявка.' });

    const mail = await server.mail.waitFor(applicant.email);
    expect(mail.subject).toBe('Awards: ваша заявка отклонена');
    expect(mail.text).toContain('Причина: этот момент уже отправлен в другой заявке.');
    expect(mail.text).toContain('Комментарий организаторов: Уже есть такая заявка.');
    expect(await profile(applicant.token)).toEqual([expect.objectContaining({ status: 'declined', decline_reason: 'duplicate' })]);
    expect(await auditOf(server, entry.id)).toEqual([
      expect.objectContaining({
        action: 'entry.decide',
        actorEmail: 'decide-moderator@awards.test',
        subjectType: 'entry',
        before: { status: 'in_progress', reason: null, note: null },
        after: { status: 'declined', reason: 'duplicate', note: 'Уже есть такая заявка.' },
      }),
    ]);
  });

  it('refuses a moderator who decides a decided entry again with 409 already_decided, changing nothing and mailing nobody', async () => {
    const entry = await enter(server, applicant.id);
    expect((await decide(server, moderator, entry.id, { status: 'approved' })).status).toBe(200);
    await server.mail.waitFor(applicant.email);

    const again = await decide(server, moderator, entry.id, { status: 'declined', reason: 'off_topic' }, { 'accept-language': 'pt' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ statusCode: 409, code: 'already_decided', message: 'Esta inscrição já tem uma decisão. Só um organizador pode revertê-la.' });
    // Asking for what it already says is no change, so no refusal either.
    expect((await decide(server, moderator, entry.id, { status: 'approved' })).status).toBe(200);
    await settle();
    const [stored] = await server.db.select().from(applications).where(eq(applications.id, entry.id));
    expect(stored).toMatchObject({ status: 'approved', declineReason: null });
    expect(mailsTo(applicant.email)).toHaveLength(1);
    expect((await auditOf(server, entry.id)).map((record) => record.action)).toEqual(['entry.decide']);
  });

  it('lets an organiser reverse a decision: the applicant receives a correction, the audit log an entry.reverse', async () => {
    const entry = await enter(server, applicant.id, { language: 'PT' });
    await decide(server, moderator, entry.id, { status: 'declined', reason: 'broken_link', note: 'O link não abre.' });
    await server.mail.waitFor(applicant.email, (mail) => mail.subject.includes('recusada'));

    const response = await decide(server, organiser, entry.id, { status: 'approved' });
    expect(response.status).toBe(200);
    expect((await response.json()).decision).toMatchObject({ status: 'approved', reason: null, note: null });
    const correction = await server.mail.waitFor(applicant.email, (mail) => mail.subject.includes('mudamos'));
    expect(correction.subject).toBe('Awards: mudamos nossa decisão sobre sua inscrição');
    expect(correction.text).toContain('mudamos nossa decisão: agora ela está aprovada.');
    expect(correction.text).toContain('“Aprovada”');
    expect(await profile(applicant.token)).toEqual([expect.objectContaining({ status: 'approved', decline_reason: null })]);
    const records = await auditOf(server, entry.id);
    expect(records.map((record) => [record.action, record.actorEmail])).toEqual([
      ['entry.decide', 'decide-moderator@awards.test'],
      ['entry.reverse', 'decide-organiser@awards.test'],
    ]);
    expect(records[1]).toMatchObject({ before: { status: 'declined', reason: 'broken_link', note: 'O link não abre.' }, after: { status: 'approved', reason: null, note: null } });
  });

  it('answers 400 to a decline without a reason, and 404 for an entry that does not exist', async () => {
    const entry = await enter(server, applicant.id);
    const noReason = await decide(server, moderator, entry.id, { status: 'declined' });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ code: 'validation_error', fields: { reason: 'Choose why the application is declined' } });
    expect((await decide(server, moderator, 999_999, { status: 'approved' })).status).toBe(404);
    expect(await auditOf(server, entry.id)).toEqual([]);
  });

  it('keeps the decision when its mail cannot be sent, the mail waiting in the outbox with the refusal’s code alone', async () => {
    const entry = await enter(server, applicant.id);
    const send = server.app.mailer.send.bind(server.app.mailer);
    const refused = vi
      .spyOn(server.app.mailer, 'send')
      .mockImplementation((mail) => (mail.to === applicant.email ? Promise.reject(Object.assign(new Error(`550 <${applicant.email}> rejected`), { code: 'EENVELOPE', responseCode: 550 })) : send(mail)));
    try {
      expect((await decide(server, moderator, entry.id, { status: 'approved' })).status).toBe(200);
      // The applicant's latest mail, after the one that carried their one-time password.
      const waiting = async () => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, applicant.email)).orderBy(mailOutbox.id)).at(-1);
      await expect.poll(async () => (await waiting())?.attempts).toBe(1);
      expect(await waiting()).toMatchObject({ sentAt: null, lastError: 'EENVELOPE 550' });
    } finally {
      refused.mockRestore();
    }
    const [stored] = await server.db.select().from(applications).where(eq(applications.id, entry.id));
    expect(stored!.status).toBe('approved');
  });
});
