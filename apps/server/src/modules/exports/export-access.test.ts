import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_KINDS, formatMessage } from '@awards/contracts';
import { bearer, createSignedInUser } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { auditLog } from '../audit/tables';
import { staffRoles } from '../staff/tables';
import { sendContactMessage } from '../../../test/contact';
import { expectError } from '../../../test/voting';
import { askLink, download, exportLink, linkPath } from '../../../test/exports';
import { signedExportLink } from './link-signature';

describe('who may export what', () => {
  const server = useTestServer();
  let organiser: Awaited<ReturnType<typeof createStaffMember>>;
  let moderator: Awaited<ReturnType<typeof createStaffMember>>;
  beforeEach(async () => {
    await server.reset();
    organiser = await createStaffMember(server, 'olga@awards.test', ['organiser']);
    moderator = await createStaffMember(server, 'mia@awards.test', ['moderator']);
  });

  const auditRecords = () => server.db.select().from(auditLog).orderBy(asc(auditLog.id));

  it('lets organisers export everything, and moderators the entries and contact messages, refusing them the rest in their language', async () => {
    for (const kind of EXPORT_KINDS) expect((await server.api(await exportLink(server, organiser.staffToken, kind, kind === 'votes' ? {} : undefined))).status, kind).toBe(200);
    for (const kind of ['entries', 'messages'] as const) expect((await server.api(await exportLink(server, moderator.staffToken, kind))).status, kind).toBe(200);
    for (const kind of ['votes', 'guesses'] as const) {
      const response = await askLink(server, moderator.staffToken, kind, kind === 'votes' ? {} : undefined, { 'accept-language': 'ru' });
      await expectError(response, 403, 'forbidden');
    }
    const refused = await askLink(server, moderator.staffToken, 'votes', {}, { 'accept-language': 'ru' });
    expect(((await refused.json()) as { message: string }).message).toBe(formatMessage('error.forbidden', 'RU'));
  });

  it('refuses a user without a role, a token won without the second factor, and no token at all', async () => {
    const user = await createSignedInUser(server, 'fan@example.com');
    await expectError(await askLink(server, user.token, 'entries'), 403, 'forbidden');
    await expectError(await askLink(server, organiser.token, 'entries'), 403, 'second_factor_required');
    await expectError(await server.api(linkPath('entries'), { method: 'POST' }), 401, 'unauthorized');
  });

  it('refuses a link whose signature does not match what it asks for, or that has expired', async () => {
    const url = await exportLink(server, moderator.staffToken, 'entries');
    // The moderator's link, turned to the votes, or to the organiser's name.
    await expectError(await server.api(url.replace('/entries?', '/votes?')), 403, 'forbidden');
    await expectError(await server.api(url.replace(`staff_id=${moderator.id}`, `staff_id=${organiser.id}`)), 403, 'forbidden');
    await expectError(await server.api(url.replace(/signature=[^&]+/, 'signature=forged')), 403, 'forbidden');
    const expired = signedExportLink(server.config.jwtSecret, { kind: 'entries', staffId: moderator.id }, Date.now() - 2 * 60_000);
    await expectError(await server.api(expired.url), 403, 'forbidden');
    const unsigned = await server.api('/api/v2/backstage/exports/entries');
    expect(unsigned.status).toBe(400);
    expect(Object.keys(((await unsigned.json()) as { fields: object }).fields).sort()).toEqual(['expires', 'signature', 'staff_id']);
  });

  it('stops a link working once its holder’s role is revoked', async () => {
    const url = await exportLink(server, moderator.staffToken, 'messages');
    await server.db.delete(staffRoles).where(eq(staffRoles.userId, moderator.id));
    await expectError(await server.api(url), 403, 'forbidden');
    expect(await auditRecords()).toEqual([]);
  });

  it('records each download in the audit log: who, what, how many rows, and none of what the file holds', async () => {
    for (const comments of ['A question from Ana', 'Another from Bo']) await sendContactMessage(server, 'ana@example.com', comments);
    await download(server, moderator.staffToken, 'messages');
    await download(server, organiser.staffToken, 'votes', {});

    const records = await auditRecords();
    expect(records).toEqual([
      expect.objectContaining({
        actorId: moderator.id,
        actorEmail: 'mia@awards.test',
        action: 'export.download',
        subjectType: 'export',
        subjectId: 'messages',
        before: null,
        after: { roundId: null, rows: 2, complete: true },
      }),
      expect.objectContaining({ actorId: organiser.id, subjectId: 'votes', after: { roundId: null, rows: 0, complete: true } }),
    ]);
    expect(JSON.stringify(records)).not.toMatch(/ana@example\.com|A question/);
  });

  it('asks for a link with the organiser’s token, and the token never travels in the link', async () => {
    const response = await askLink(server, organiser.staffToken, 'entries');
    const link = (await response.json()) as { url: string; expires_at: string };
    expect(link.url).toMatch(/^\/api\/v2\/backstage\/exports\/entries\?staff_id=\d+&expires=\d+&signature=[\w-]+$/);
    expect(link.url).not.toContain(organiser.staffToken);
    expect(Date.parse(link.expires_at) - Date.now()).toBeLessThanOrEqual(60_000);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await server.api(link.url, { headers: bearer(organiser.staffToken) })).status).toBe(200);
  });
});
