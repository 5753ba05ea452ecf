import { asc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, nextMailTo, oneTimePasswordIn, signIn, signUp, tokenFrom } from '../../../test/accounts';
import { useTestServer, type TestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { auditLog } from '../audit/tables';
import { mailOutbox } from '../mail/tables';
import { users } from '../users/tables';

const STAFF = '/api/v2/backstage/staff';
const ME = '/api/v2/backstage/me';

const auditRecords = (server: TestServer) =>
  server.db.select({ actorId: auditLog.actorId, actorEmail: auditLog.actorEmail, action: auditLog.action, subjectType: auditLog.subjectType, subjectId: auditLog.subjectId, before: auditLog.before, after: auditLog.after }).from(auditLog).orderBy(asc(auditLog.id));

const send = (server: TestServer, method: string, path: string, token: string, body?: unknown) =>
  server.api(path, { method, headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });

describe('staff administration', () => {
  const server = useTestServer();
  beforeEach(() => server.reset());

  it('grants a role by email to a new account, mailing that it was created for the role, by whom, and how to sign in with its one-time password, and records it', async () => {
    const boss = await createStaffMember(server, 'boss@example.com', ['organiser']);
    const response = await send(server, 'POST', STAFF, boss.staffToken, { email: 'New.Mod@Example.com', role: 'moderator' });
    expect(response.status).toBe(201);
    const member = (await response.json()) as { id: number };
    expect(member).toEqual({ id: expect.any(Number), name: 'new.mod', email: 'new.mod@example.com', roles: ['moderator'], second_factor_confirmed: false });

    const mail = await server.mail.waitFor('new.mod@example.com');
    expect(mail.subject).toBe('Awards: an account was created for you as “moderator”');
    expect(mail.text).toContain('An account at Awards was created for this address with the “moderator” role, granted by Test Streamer (boss@example.com).');
    expect(mail.text).toMatch(/To sign in, open the backstage at http:\/\/127\.0\.0\.1:\d+\/backstage, enter this email and the one-time password below/);
    expect(mail.text).toContain('valid for 24 hours');
    expect(mail.text).toContain('At your first visit the backstage asks you to set up two-step verification with an authenticator app');
    // One mail, not the sign-up's welcome besides.
    expect(server.mail.inbox.filter((m) => m.to.includes('new.mod@example.com'))).toHaveLength(1);
    const restricted = await signIn(server, 'new.mod@example.com', oneTimePasswordIn(mail));
    expect(await restricted.json()).toMatchObject({ password_change_required: true });

    expect(await auditRecords(server)).toEqual([
      {
        actorId: boss.id,
        actorEmail: 'boss@example.com',
        action: 'role.grant',
        subjectType: 'user',
        subjectId: String(member.id),
        before: { email: 'new.mod@example.com', roles: [] },
        after: { email: 'new.mod@example.com', roles: ['moderator'], accountCreated: true },
      },
    ]);
  });

  it('grants a role to an existing account, mailing it in its own language which role, by whom and where, and changes nothing when the role is held', async () => {
    const boss = await createStaffMember(server, 'boss@example.com', ['organiser']);
    const judge = await createStaffMember(server, 'judge@example.com', ['judge']);
    await server.db.update(users).set({ language: 'SP' }).where(eq(users.id, judge.id));
    const mails = server.mail.inbox.filter((m) => m.to.includes('judge@example.com')).length;

    const granted = await send(server, 'POST', STAFF, boss.staffToken, { email: 'JUDGE@example.com', role: 'moderator' });
    expect(granted.status).toBe(201);
    expect(await granted.json()).toEqual({ id: judge.id, name: 'Test Streamer', email: 'judge@example.com', roles: ['judge', 'moderator'], second_factor_confirmed: true });
    const mail = await nextMailTo(server, 'judge@example.com', mails);
    expect(mail.subject).toBe('Awards: ahora tienes el rol de «moderador» en el backstage');
    expect(mail.text).toContain('Ahora tienes el rol de «moderador» en Awards, concedido por Test Streamer (boss@example.com).');
    expect(mail.text).toMatch(/El backstage está en http:\/\/127\.0\.0\.1:\d+\/backstage/);
    expect(mail.text).toContain('El backstage te pide un código de tu aplicación de autenticación cada vez que inicias sesión.');
    expect(mail.html).toContain('lang="es"');
    expect(mail.text).not.toMatch(/^[A-HJ-NP-Za-km-z2-9]{12,}$/m);

    const queued = async () => (await server.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.recipient, 'judge@example.com'))).length;
    const before = await queued();
    expect((await send(server, 'POST', STAFF, boss.staffToken, { email: 'judge@example.com', role: 'moderator' })).status).toBe(201);
    expect(await queued()).toBe(before);

    expect(await auditRecords(server)).toEqual([
      expect.objectContaining({ action: 'role.grant', before: { email: 'judge@example.com', roles: ['judge'] }, after: { email: 'judge@example.com', roles: ['judge', 'moderator'] } }),
    ]);
  });

  it('grants a role given another spelling of an account’s mailbox to that account, creating none and mailing its own address', async () => {
    const boss = await createStaffMember(server, 'boss@example.com', ['organiser']);
    expect((await signUp(server, 'Name.Surname@gmail.com', 'Nova')).status).toBe(201);
    const [holder] = await server.db.select().from(users).where(eq(users.email, 'name.surname@gmail.com'));
    const mails = (await server.db.select().from(mailOutbox)).length;

    const granted = await send(server, 'POST', STAFF, boss.staffToken, { email: 'namesurname+backstage@googlemail.com', role: 'judge' });
    expect(granted.status).toBe(201);
    expect(await granted.json()).toMatchObject({ id: holder!.id, email: 'name.surname@gmail.com', roles: ['judge'] });
    expect(await server.db.select().from(users)).toHaveLength(2);
    // The one mail is the role's, to the holder's own address.
    expect((await server.db.select({ to: mailOutbox.recipient }).from(mailOutbox).orderBy(asc(mailOutbox.id))).slice(mails)).toEqual([{ to: 'name.surname@gmail.com' }]);
    expect(await auditRecords(server)).toEqual([
      expect.objectContaining({ action: 'role.grant', subjectId: String(holder!.id), after: { email: 'name.surname@gmail.com', roles: ['judge'] } }),
    ]);
  });

  it('refuses a bad email or role with 400', async () => {
    const boss = await createStaffMember(server, 'boss@example.com', ['organiser']);
    expect((await send(server, 'POST', STAFF, boss.staffToken, { email: 'not an email', role: 'moderator' })).status).toBe(400);
    expect((await send(server, 'POST', STAFF, boss.staffToken, { email: 'a@example.com', role: 'admin' })).status).toBe(400);
  });

  it('lists everyone holding a role, by email', async () => {
    const boss = await createStaffMember(server, 'boss@example.com', ['organiser', 'judge']);
    await createStaffMember(server, 'mod@example.com', ['moderator']);
    await createStaffMember(server, 'nobody@example.com', []);
    const response = await send(server, 'GET', STAFF, boss.staffToken);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { email: string; roles: string[] }[]).map(({ email, roles }) => ({ email, roles }))).toEqual([
      { email: 'boss@example.com', roles: ['judge', 'organiser'] },
      { email: 'mod@example.com', roles: ['moderator'] },
    ]);
  });

  it('revokes a role, which stops working on the next request, mails the person in their language, and records it', async () => {
    const boss = await createStaffMember(server, 'boss@example.com', ['organiser']);
    const other = await createStaffMember(server, 'other@example.com', ['organiser', 'moderator']);
    await server.db.update(users).set({ language: 'RU' }).where(eq(users.id, other.id));
    const mails = server.mail.inbox.filter((m) => m.to.includes('other@example.com')).length;
    expect((await send(server, 'GET', STAFF, other.staffToken)).status).toBe(200);

    const response = await send(server, 'DELETE', `${STAFF}/${other.id}/roles/organiser`, boss.staffToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: other.id, roles: ['moderator'] });
    // The token ends with the role: the moderator's other role asks for a code again.
    const refused = await send(server, 'GET', STAFF, other.staffToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'second_factor_required' });

    const mail = await nextMailTo(server, 'other@example.com', mails);
    expect(mail.subject).toBe('Awards: ваша роль «организатор» отозвана');
    expect(mail.text).toContain('Ваша роль «организатор» на сайте Awards отозвана. Роль отозвал организатор Test Streamer (boss@example.com).');
    expect(mail.text).toMatch(/За вами остаётся роль «модератор»\. Ваши сеансы в бэкстейдже завершены: при следующем входе на http:\/\/127\.0\.0\.1:\d+\/backstage бэкстейдж снова запросит код из приложения-аутентификатора\./);
    expect(mail.html).toContain('lang="ru"');

    expect((await send(server, 'DELETE', `${STAFF}/${other.id}/roles/organiser`, boss.staffToken)).status).toBe(404);
    expect((await send(server, 'DELETE', `${STAFF}/99999/roles/judge`, boss.staffToken)).status).toBe(404);
    expect(await auditRecords(server)).toEqual([
      {
        actorId: boss.id,
        actorEmail: 'boss@example.com',
        action: 'role.revoke',
        subjectType: 'user',
        subjectId: String(other.id),
        before: { email: 'other@example.com', roles: ['moderator', 'organiser'] },
        after: { email: 'other@example.com', roles: ['moderator'] },
      },
    ]);
  });

  it('ends for good a backstage token issued before a revocation: granted again, it is still refused, and a fresh sign-in opens the backstage', async () => {
    const boss = await createStaffMember(server, 'boss@example.com', ['organiser']);
    const mod = await createStaffMember(server, 'mod@example.com', ['moderator']);
    expect((await send(server, 'GET', ME, mod.staffToken)).status).toBe(200);

    expect((await send(server, 'DELETE', `${STAFF}/${mod.id}/roles/moderator`, boss.staffToken)).status).toBe(200);
    expect((await send(server, 'GET', ME, mod.staffToken)).status).toBe(403);
    expect((await send(server, 'POST', STAFF, boss.staffToken, { email: 'mod@example.com', role: 'moderator' })).status).toBe(201);
    const refused = await send(server, 'GET', '/api/v2/backstage/entries', mod.staffToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'second_factor_required' });
    expect(await (await send(server, 'GET', ME, mod.staffToken)).json()).toMatchObject({ roles: ['moderator'], verified: false });

    const token = await tokenFrom(await signIn(server, 'mod@example.com', mod.password));
    const code = new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP') }).generate();
    const staffToken = await tokenFrom(await send(server, 'POST', '/api/v2/backstage/second-factor/verify', token, { code }));
    expect(await (await send(server, 'GET', ME, staffToken)).json()).toMatchObject({ roles: ['moderator'], verified: true });
    expect((await send(server, 'GET', '/api/v2/backstage/entries', staffToken)).status).toBe(200);
  });

  it('keeps the last organiser: their own organiser role cannot be revoked (409 last_organiser)', async () => {
    const boss = await createStaffMember(server, 'boss@example.com', ['organiser', 'moderator']);
    const response = await send(server, 'DELETE', `${STAFF}/${boss.id}/roles/organiser`, boss.staffToken);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      statusCode: 409,
      code: 'last_organiser',
      message: 'The backstage needs at least one organiser: grant the organiser role to someone else first.',
    });
    // Their other roles can go, and with a second organiser so can this one.
    expect((await send(server, 'DELETE', `${STAFF}/${boss.id}/roles/moderator`, boss.staffToken)).status).toBe(200);
    const heir = await createStaffMember(server, 'heir@example.com', ['organiser']);
    expect((await send(server, 'DELETE', `${STAFF}/${boss.id}/roles/organiser`, heir.staffToken)).status).toBe(200);
    expect((await send(server, 'GET', STAFF, boss.staffToken)).status).toBe(403);
  });

  it('resets a second factor: the tokens won with it stop, a new set-up gives tokens of a higher version, and it is recorded', async () => {
    const boss = await createStaffMember(server, 'boss@example.com', ['organiser']);
    const mod = await createStaffMember(server, 'mod@example.com', ['moderator']);

    const response = await send(server, 'DELETE', `${STAFF}/${mod.id}/second-factor`, boss.staffToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: mod.id, second_factor_confirmed: false });
    const me = await send(server, 'GET', '/api/v2/backstage/me', mod.staffToken);
    expect(await me.json()).toMatchObject({ second_factor: 'none', verified: false });
    expect(await (await send(server, 'GET', STAFF, mod.staffToken)).json()).toMatchObject({ code: 'second_factor_required' });
    // A reset cannot be undone by the old app: its codes confirm nothing.
    expect((await send(server, 'POST', '/api/v2/backstage/second-factor/verify', mod.token, { code: '123456' })).status).toBe(400);

    const { secret } = (await (await send(server, 'POST', '/api/v2/backstage/second-factor/setup', mod.token)).json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const confirmed = await send(server, 'POST', '/api/v2/backstage/second-factor/confirm', mod.token, { code });
    const newToken = await tokenFrom(confirmed);
    expect(JSON.parse(Buffer.from(newToken.split('.')[1]!, 'base64url').toString()).sf).toBe(2);
    expect(await (await send(server, 'GET', '/api/v2/backstage/me', newToken)).json()).toMatchObject({ verified: true });
    expect(await (await send(server, 'GET', '/api/v2/backstage/me', mod.staffToken)).json()).toMatchObject({ verified: false });

    expect((await send(server, 'DELETE', `${STAFF}/99999/second-factor`, boss.staffToken)).status).toBe(404);
    expect(await auditRecords(server)).toEqual([
      {
        actorId: boss.id,
        actorEmail: 'boss@example.com',
        action: 'second_factor.reset',
        subjectType: 'user',
        subjectId: String(mod.id),
        before: { email: 'mod@example.com', secondFactor: 'confirmed', version: 1 },
        after: { email: 'mod@example.com', secondFactor: 'none', version: 2 },
      },
    ]);
  });

  it('is for organisers only: a moderator may not grant roles', async () => {
    const mod = await createStaffMember(server, 'mod@example.com', ['moderator']);
    const response = await send(server, 'POST', STAFF, mod.staffToken, { email: 'mod@example.com', role: 'organiser' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden' });
    expect(await auditRecords(server)).toEqual([]);
  });
});
