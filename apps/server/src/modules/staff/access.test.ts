import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, STAFF_ROLES, fillPath, getStaffSelf, listStaff, pathParameters, revokeRole, type EndpointDefinition, type StaffRole } from '@awards/contracts';
import { bearer, createSignedInUser } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';

/**
 * The role table: every backstage endpoint, read from the contracts (so an endpoint added later is
 * covered without touching this file), called by each kind of caller.
 */
const BACKSTAGE = ENDPOINTS.filter((endpoint) => endpoint.path.startsWith('/api/v2/backstage/') && (endpoint.access === 'staff' || endpoint.access === 'staff-setup'));
const STAFF_ONLY = BACKSTAGE.filter((endpoint) => endpoint.access === 'staff');
const name = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;

/** Parameters naming nothing that exists: an allowed caller gets at most a 404, and nothing is changed. */
const fakePath = (endpoint: EndpointDefinition) =>
  fillPath(endpoint.path, Object.fromEntries(pathParameters(endpoint.path).map((parameter) => [parameter, parameter === 'role' ? 'judge' : 999_999])));

/** The roles the endpoint admits: any role for `staff-setup`, and for `staff` without a list. */
const allowedRoles = (endpoint: EndpointDefinition): readonly StaffRole[] => (endpoint.access === 'staff' && endpoint.roles) || STAFF_ROLES;

describe('the role table', () => {
  const server = useTestServer();
  const call = (endpoint: EndpointDefinition, token?: string, path = fakePath(endpoint)) =>
    server.api(path, {
      method: endpoint.method,
      headers: { ...(token ? bearer(token) : {}), ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
      // An empty body: input that fails validation at worst, never a change.
      body: endpoint.body ? '{}' : undefined,
    });
  const tokens = {} as { plain: string; withoutFactor: string } & Record<StaffRole, string>;
  const staff = {} as Record<StaffRole, { id: number; token: string; staffToken: string }>;

  beforeAll(async () => {
    tokens.plain = (await createSignedInUser(server, 'plain@example.com')).token;
    for (const role of STAFF_ROLES) {
      staff[role] = await createStaffMember(server, `${role}@example.com`, [role]);
      tokens[role] = staff[role].staffToken;
    }
    tokens.withoutFactor = staff.organiser.token;
  });

  it('covers the backstage', () => {
    expect(BACKSTAGE.map(name)).toEqual(expect.arrayContaining([name(getStaffSelf), name(listStaff), name(revokeRole)]));
  });

  it.each(BACKSTAGE.map((endpoint) => [name(endpoint), endpoint] as const))('%s: 401 anonymous, 403 to a plain user and to every role it does not admit', async (_, endpoint) => {
    expect(server.app.hasRoute({ method: endpoint.method, url: endpoint.path }), `${name(endpoint)} is not registered`).toBe(true);

    const anonymous = await call(endpoint);
    expect(anonymous.status, 'anonymous').toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'unauthorized' });

    const plain = await call(endpoint, tokens.plain);
    expect(plain.status, 'plain user').toBe(403);
    expect(await plain.json()).toMatchObject({ code: 'forbidden' });

    for (const role of STAFF_ROLES) {
      const response = await call(endpoint, tokens[role]);
      if (allowedRoles(endpoint).includes(role)) {
        // A stream (the rehearsal's live events) never ends by itself: its status is all there is to read.
        const body = response.headers.get('content-type')?.startsWith('text/event-stream') ? (await response.body?.cancel(), 'a stream') : await response.text();
        expect([401, 403], `${role}: ${response.status} ${body}`).not.toContain(response.status);
        expect(response.status, `${role}: ${body}`).toBeLessThan(500);
      } else {
        expect(response.status, role).toBe(403);
        expect(await response.json(), role).toMatchObject({ code: 'forbidden' });
      }
    }
  });

  it.each(STAFF_ONLY.map((endpoint) => [name(endpoint), endpoint] as const))('%s: 403 second_factor_required to staff whose token was not won with the second factor', async (_, endpoint) => {
    const response = await call(endpoint, tokens.withoutFactor);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'second_factor_required' });
  });

  const WITH_IDS = STAFF_ONLY.filter((endpoint) => pathParameters(endpoint.path).some((parameter) => parameter !== 'role'));
  it.each(WITH_IDS.map((endpoint) => [name(endpoint), endpoint] as const))('%s: 400 for an id past what the database holds, never a 500', async (_, endpoint) => {
    const path = fillPath(endpoint.path, Object.fromEntries(pathParameters(endpoint.path).map((parameter) => [parameter, parameter === 'role' ? 'judge' : 2_147_483_648])));
    // A caller the endpoint admits: the judges' own endpoints admit no organiser.
    const response = await call(endpoint, tokens[allowedRoles(endpoint)[0]!], path);
    expect(response.status, await response.clone().text()).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_error' });
  });

  it('stops a revoked role on the holder’s very next request', async () => {
    const second = await createStaffMember(server, 'second.organiser@example.com', ['organiser', 'moderator']);
    expect((await call(listStaff, second.staffToken)).status).toBe(200);
    const revokePath = (role: StaffRole) => fillPath(revokeRole.path, { userId: second.id, role });

    expect((await call(revokeRole, tokens.organiser, revokePath('organiser'))).status).toBe(200);
    // The token ends with the role: the moderator role it kept asks for a code again.
    const forbidden = await call(listStaff, second.staffToken);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: 'second_factor_required' });
    expect((await call(getStaffSelf, second.staffToken)).status).toBe(200);

    expect((await call(revokeRole, tokens.organiser, revokePath('moderator'))).status).toBe(200);
    expect((await call(getStaffSelf, second.staffToken)).status).toBe(403);
  });
});
