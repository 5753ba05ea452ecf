import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Judge } from '@awards/contracts';
import { auditLog } from '../audit/tables';
import { mailOutbox } from '../mail/tables';
import { users } from '../users/tables';
import { useTestServer, type TestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { listNominations } from '../nominations';
import { expectError } from '../../../test/voting';
import { assign, clearJury, declareConflict, remind, roundWith, score, seal } from '../../../test/jury';

type Staff = Awaited<ReturnType<typeof createStaffMember>>;

async function staffPair(server: TestServer, label: string) {
  const organiser = await createStaffMember(server, `${label}-organiser@awards.test`, ['organiser']);
  const judge = await createStaffMember(server, `${label}-judge@awards.test`, ['judge']);
  await server.db.update(users).set({ name: 'Vera' }).where(eq(users.id, judge.id));
  return { organiser, judge };
}

const reminders = (server: TestServer) => server.db.select().from(auditLog).where(eq(auditLog.action, 'judge.remind'));

describe('a reminder to a judge', () => {
  const server = useTestServer();
  let organiser: Staff;
  let judge: Staff;
  beforeAll(async () => ({ organiser, judge } = await staffPair(server, 'remind')));
  beforeEach(() => clearJury(server));

  it('mails the judge, in their language, each nomination of each round left to score with the nominees left there, and a link to the judging screen', async () => {
    await server.db.update(users).set({ language: 'RU' }).where(eq(users.id, judge.id));
    const longlist = await roundWith(server, { nominees: { 1: 3, 2: 2, 3: 1 } });
    const shortlist = await roundWith(server, { kind: 'shortlist', phase: 'upcoming', nominees: { 4: 1 } });
    const sealed = await roundWith(server, { phase: 'closed', nominees: { 5: 2 } });
    await assign(server, organiser.staffToken, judge.id, [[longlist.id, 1], [longlist.id, 2], [longlist.id, 3], [shortlist.id, 4], [sealed.id, 5]]);
    expect((await score(server, judge.staffToken, longlist.id, 1, longlist.nominees(1)[0]!.id, 6)).status).toBe(200);
    expect((await declareConflict(server, judge.staffToken, longlist.id, 2)).status).toBe(200);
    expect((await score(server, judge.staffToken, longlist.id, 3, longlist.nominees(3)[0]!.id, 6)).status).toBe(200);
    await seal(server, sealed.id);

    const response = await remind(server, organiser.staffToken, judge.id);
    expect(response.status).toBe(200);
    expect(Judge.parse(await response.json()).tasks).toHaveLength(5);
    const mail = await server.mail.waitFor(judge.email);
    const titles = new Map((await listNominations(server.db, 'RU')).map((nomination) => [nomination.id, nomination.title]));
    expect(mail.subject).toBe('Awards: номинанты ждут ваших оценок');
    expect(mail.text).toContain('Здравствуйте, Vera!');
    expect(mail.text).toContain(`Этап голосования «лонг-лист», номинация «${titles.get(1)}»: ещё без оценки 2 номинанта (из 3).`);
    expect(mail.text).toContain(`Этап голосования «шорт-лист», номинация «${titles.get(4)}»: ещё без оценки 1 номинант (из 1).`);
    // Abstained, fully scored and sealed nominations are not asked for.
    for (const nomination of [2, 3, 5]) expect(mail.text).not.toContain(`«${titles.get(nomination)}»`);
    expect(mail.text).toContain(`${server.url}/backstage/judging`);
    expect(mail.html).toContain('lang="ru"');

    expect((await reminders(server)).map((record) => [record.actorEmail, record.subjectType, record.subjectId, record.after])).toEqual([
      [
        'remind-organiser@awards.test',
        'judge',
        String(judge.id),
        {
          tasks: [
            { roundId: longlist.id, nominationId: 1, nominees: 3, scored: 1 },
            { roundId: shortlist.id, nominationId: 4, nominees: 1, scored: 0 },
          ],
        },
      ],
    ]);
  });

  it('answers 409 nothing_to_score when everything is scored, abstained from or sealed, and mails nothing', async () => {
    const round = await roundWith(server, { nominees: { 1: 1, 2: 1 } });
    await expectError(await remind(server, organiser.staffToken, judge.id), 409, 'nothing_to_score');
    await assign(server, organiser.staffToken, judge.id, [[round.id, 1], [round.id, 2]]);
    expect((await score(server, judge.staffToken, round.id, 1, round.nominees(1)[0]!.id, 10)).status).toBe(200);
    expect((await declareConflict(server, judge.staffToken, round.id, 2)).status).toBe(200);
    await expectError(await remind(server, organiser.staffToken, judge.id), 409, 'nothing_to_score');
    expect(server.mail.inbox).toEqual([]);
    expect(await reminders(server)).toEqual([]);
  });
});

describe('a reminder on a site with its public address set', () => {
  const server = useTestServer({ env: { PUBLIC_BASE_URL: 'https://awards.example.com/show/' } });

  it('links to the judging screen under that address, in Spanish for a Spanish judge', async () => {
    const { organiser, judge } = await staffPair(server, 'public');
    await server.db.update(users).set({ language: 'SP' }).where(eq(users.id, judge.id));
    const round = await roundWith(server, { nominees: { 1: 1 } });
    await assign(server, organiser.staffToken, judge.id, [[round.id, 1]]);
    server.mail.clear();
    expect((await remind(server, organiser.staffToken, judge.id)).status).toBe(200);
    const mail = await server.mail.waitFor(judge.email);
    const title = (await listNominations(server.db, 'SP')).find((nomination) => nomination.id === 1)!.title;
    expect(mail.subject).toBe('Awards: hay nominados esperando tu puntuación');
    expect(mail.text).toContain(`Ronda de votación «lista larga», categoría «${title}»: te queda 1 nominado por puntuar (de 1).`);
    expect(mail.text).toContain('Puntúalos en el backstage: https://awards.example.com/show/backstage/judging');
  });
});

describe('a reminder when mail cannot be sent', () => {
  const server = useTestServer();

  it('records the reminder, its mail waiting in the outbox for the mail server', async () => {
    const { organiser, judge } = await staffPair(server, 'refused');
    const round = await roundWith(server, { nominees: { 1: 1 } });
    await assign(server, organiser.staffToken, judge.id, [[round.id, 1]]);
    // The mail server goes away once both have signed up: the reminder finds nothing listening.
    await server.mail.close();
    expect((await remind(server, organiser.staffToken, judge.id)).status).toBe(200);
    expect(await reminders(server)).toHaveLength(1);
    // The judge's latest mail, after the one that carried their one-time password.
    const waiting = async () => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, judge.email)).orderBy(mailOutbox.id)).at(-1);
    await expect.poll(async () => (await waiting())?.lastError).toBe('ESOCKET');
    expect(await waiting()).toMatchObject({ sentAt: null, subject: 'Awards: nominees are waiting for your scores' });
  });
});
