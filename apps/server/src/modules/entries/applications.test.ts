import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentItems } from '../content/tables';
import { mailOutbox } from '../mail/tables';
import { users } from '../users/tables';
import { applications } from './tables';
import { bearer } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { cleanSlate, entry, myApplications, newApplicant, setApplicationWindow, submit } from '../../../test/entries';

const DAY = 24 * 60 * 60 * 1000;

describe('entering a streamer in a nomination', () => {
  const server = useTestServer();
  let token: string;
  let email: string;
  beforeEach(async () => {
    ({ token, email } = await cleanSlate(server));
    await setApplicationWindow(server.db, { startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + DAY) });
  });

  it('answers 201 with the stored application, in review, and lists it in the profile', async () => {
    const response = await submit(server, token, entry());
    expect(response.status).toBe(201);
    const stored = await response.json();
    expect(stored).toEqual({
      id: expect.any(Number),
      nickname: 'Lucky Lena',
      status: 'in_progress',
      link_to_page: 'https://twitch.tv/luckylena',
      link_to_media: 'https://youtu.be/dQw4w9WgXcQ',
      video_id: null,
      comments: 'Her reaction to the 500x win',
      nomination_id: 1,
      time_code: '01:23:45',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      decline_reason: null,
    });
    expect(Math.abs(Date.parse(stored.created_at) - Date.now())).toBeLessThan(60_000);
    expect(await (await myApplications(server, token)).json()).toEqual([stored]);
  });

  it('stores the values trimmed, and absent optional fields as null', async () => {
    const response = await submit(server, token, entry({ nickname: '  Lena ', comments: '   ', time_code: undefined, link_to_page: ' https://kick.com/lena ' }));
    expect(await response.json()).toMatchObject({ nickname: 'Lena', link_to_page: 'https://kick.com/lena', comments: null, time_code: null });
  });

  it('lists only the caller’s applications, newest first, ties broken by the later id, with and without the slash', async () => {
    const { token: other } = await newApplicant(server, 'other');
    expect((await submit(server, other, entry())).status).toBe(201);
    const ids: number[] = [];
    for (const nomination_id of [1, 2, 3]) ids.push((await (await submit(server, token, entry({ nomination_id }))).json()).id);
    const sameMoment = new Date(Date.now() - 60_000);
    await server.db.update(applications).set({ createdAt: sameMoment }).where(eq(applications.id, ids[0]!));
    await server.db.update(applications).set({ createdAt: sameMoment }).where(eq(applications.id, ids[1]!));

    const listed = (await (await myApplications(server, token)).json()) as { id: number }[];
    expect(listed.map((a) => a.id)).toEqual([ids[2], ids[1], ids[0]]);
    const withoutSlash = await server.api('/api/v2/application', { headers: bearer(token) });
    expect(await withoutSlash.json()).toEqual(listed);
  });

  it('answers 401 without a valid token, storing nothing', async () => {
    expect((await server.post('/api/v2/application/new', entry())).status).toBe(401);
    expect((await submit(server, 'forged.token.here', entry())).status).toBe(401);
    expect((await server.api('/api/v2/application/')).status).toBe(401);
    expect(await server.db.select().from(applications)).toEqual([]);
  });

  it('answers 403 captcha_failed when the captcha check fails', async () => {
    const response = await submit(server, token, entry({ captcha_token: 'fail' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'captcha_failed', message: 'Suspicious request detected. Please try again.' });
    const wrongAction = await submit(server, token, entry({ captcha_token: 'signup:0.9' }));
    expect(wrongAction.status).toBe(403);
    expect(await server.db.select().from(applications)).toEqual([]);
  });

  it('answers 403 email_blacklisted to a blocked account', async () => {
    await server.db.update(users).set({ blocked: true }).where(eq(users.email, email));
    const response = await submit(server, token, entry());
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ statusCode: 403, code: 'email_blacklisted', message: 'This email is on our block list. Try another one.' });
    expect(await server.db.select().from(applications)).toEqual([]);
  });

  it.each([
    ['before the window opens', 1, 30],
    ['after the window has closed', -30, -1],
  ])('answers 409 applications_closed %s', async (_, startDays, endDays) => {
    await setApplicationWindow(server.db, { startsAt: new Date(Date.now() + startDays * DAY), endsAt: new Date(Date.now() + endDays * DAY) });
    const response = await submit(server, token, entry(), { 'accept-language': 'RU' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ statusCode: 409, code: 'applications_closed', message: 'Приём заявок сейчас закрыт. Следите за ключевыми датами.' });
    expect(await server.db.select().from(applications)).toEqual([]);
  });

  it('refuses both a link and a video, and neither, each with its own message', async () => {
    const both = await submit(server, token, entry({ video_id: '6f1c7e9e-3f0e-4a3b-9a7e-2b1d1b1b1b1b' }));
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({
      code: 'validation_error',
      fields: { link_to_media: 'You can upload a video or attach a link to one, but not both' },
    });
    const neither = await submit(server, token, entry({ link_to_media: '' }), { 'accept-language': 'es' });
    expect(neither.status).toBe(400);
    expect(await neither.json()).toMatchObject({ fields: { link_to_media: 'Sube un vídeo o adjunta el enlace de un vídeo' } });
  });

  it('answers 400 unknown_nomination for a nomination the content does not have', async () => {
    const eleventh = and(eq(contentItems.collection, 'nominations'), eq(contentItems.id, 11));
    // Takes nomination 11 out of the content for this test only.
    const [removed] = await server.db.delete(contentItems).where(eleventh).returning();
    try {
      const response = await submit(server, token, entry({ nomination_id: 11 }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_error', fields: { nomination_id: 'Choose one of the nominations' } });
    } finally {
      await server.db.insert(contentItems).values(removed!);
    }
  });

  it('mails the applicant a receipt in the language of the request', async () => {
    await submit(server, token, entry({ nomination_id: 3 }), { 'accept-language': 'es-ES,es;q=0.9' });
    const mail = await server.mail.waitFor(email, (m) => m.subject.includes('candidatura'));
    expect(mail.subject).toBe('Awards: hemos recibido tu candidatura');
    expect(mail.html).toContain('lang="es"');
    expect(mail.text).toContain('Lucky Lena');
    expect(mail.text).toContain('60 horas');
    const [stored] = await server.db.select().from(applications);
    expect(stored?.language).toBe('SP');
  });

  it('keeps the application when the receipt cannot be mailed, the receipt waiting in the outbox', async () => {
    const send = server.app.mailer.send.bind(server.app.mailer);
    const refused = vi.spyOn(server.app.mailer, 'send').mockImplementation((mail) => (mail.to === email ? Promise.reject(new Error('SMTP server down')) : send(mail)));
    try {
      const response = await submit(server, token, entry());
      expect(response.status).toBe(201);
      expect(await server.db.select().from(applications)).toHaveLength(1);
      // The applicant's latest mail, after the one that carried their one-time password.
      const receipt = async () => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id)).at(-1);
      await expect.poll(async () => (await receipt())?.attempts).toBe(1);
      expect(await receipt()).toMatchObject({ sentAt: null, lastError: 'ERROR' });
    } finally {
      refused.mockRestore();
    }
  });
});

describe('entries from one account in an hour', () => {
  const server = useTestServer({ rateLimits: { entriesPerHour: 2 } });
  beforeEach(async () => {
    await server.reset();
    await setApplicationWindow(server.db, { startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + DAY) });
  });

  it('answer 429 rate_limited past the limit, waiting for the hour, in the language of the request, storing nothing; another account still sends', async () => {
    const { token } = await newApplicant(server);
    for (const nomination_id of [1, 2]) expect((await submit(server, token, entry({ nomination_id }))).status).toBe(201);

    const refused = await submit(server, token, entry({ nomination_id: 3 }), { 'accept-language': 'RU' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(15 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60 * 60);
    expect(await refused.json()).toEqual({ statusCode: 429, code: 'rate_limited', message: 'Вы отправили столько заявок, сколько один аккаунт может отправить за час. Отправьте остальные чуть позже.' });
    expect(await server.db.select().from(applications)).toHaveLength(2);

    const other = await newApplicant(server, 'other');
    expect((await submit(server, other.token, entry({ nomination_id: 3 }))).status).toBe(201);
  });
});
