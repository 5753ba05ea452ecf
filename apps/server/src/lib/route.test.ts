import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, getHealth } from '@awards/contracts';
import { bearer, createSignedInUser, signIn } from '../../test/accounts';
import { startTestServer, useTestServer } from '../../test/harness';
import { createStaffMember } from '../../test/staff';
import { modulePlugin } from './module-plugin';
import { route } from './route';

/** Fastify's spelling of a contract's path: the same `:name` parameters. */
const routeOf = (endpoint: (typeof ENDPOINTS)[number]) => ({ method: endpoint.method, url: endpoint.path });

describe('endpoints registered from their contracts', () => {
  const server = useTestServer();

  it('answer every contract with a route of its method and path', () => {
    const missing = ENDPOINTS.filter((endpoint) => !server.app.hasRoute(routeOf(endpoint))).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it("are listed in the API reference at their contracts' paths, as written", async () => {
    const { paths } = (await (await server.api('/api/docs/json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const referencePath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
    const unlisted = ENDPOINTS.filter((endpoint) => !endpoint.hidden && !paths[referencePath(endpoint.path)]?.[endpoint.method.toLowerCase()]);
    expect(unlisted.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('list their error answers in the API reference, each with its codes and the one error schema', async () => {
    const document = (await (await server.api('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string; content: Record<string, { schema: unknown }> }> }>>;
      components: { schemas: Record<string, { required?: string[] }> };
    };
    const vote = document.paths['/api/v2/voting/{nominationId}/vote']!.post!.responses;
    expect(Object.keys(vote).sort()).toEqual(['201', '400', '401', '403', '404', '409', '429', '500']);
    expect(vote['409']!.description).toContain('`already_voted`');
    expect(vote['409']!.description).toContain('`voting_closed`');
    expect(vote['429']!.description).toContain('`rate_limited`');
    expect(JSON.stringify(vote['409']!.content['application/json']!.schema)).toContain('#/components/schemas/ApiError');
    expect(document.components.schemas.ApiError!.required).toEqual(['statusCode', 'code', 'message']);
  });

  it("never let a cache keep an answer that carries a user's data, and leave public reads cacheable", async () => {
    const { email, password, token } = await createSignedInUser(server, 'cache-user@awards.test');
    const { staffToken } = await createStaffMember(server, 'cache-organiser@awards.test', ['organiser']);
    const cacheOf = async (answer: Promise<Response>, status = 200) => {
      const response = await answer;
      expect(response.status).toBe(status);
      return response.headers.get('cache-control');
    };
    expect(await cacheOf(server.api('/api/v2/user/me', { headers: bearer(token) }))).toBe('no-store');
    expect(await cacheOf(signIn(server, email, password))).toBe('no-store');
    expect(await cacheOf(server.api('/api/v2/loty/user-info', { headers: bearer(token) }))).toBe('no-store');
    expect(await cacheOf(server.api('/api/v2/backstage/content', { headers: bearer(staffToken) }))).toBe('no-store');
    expect(await cacheOf(server.api('/api/v2/user/me'), 401)).toBe('no-store');
    expect(await cacheOf(server.api('/api/v2/loty/'))).toBeNull();
    expect(await cacheOf(server.api('/api/v2/settings', { headers: bearer(token) }))).toBe('public, no-cache');
    expect(await cacheOf(server.api('/api/v2/settings?version=draft', { headers: bearer(staffToken) }))).toBe('private, no-store');
  });

  it('let a handler send its answer itself (the content service does), sending nothing after it', async () => {
    const warn = vi.spyOn(server.app.log, 'warn');
    try {
      const answer = await server.api('/content/items/faq');
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
      expect(warn.mock.calls.map((call) => JSON.stringify(call, (_key, value: unknown) => (value instanceof Error ? value.message : value)))).not.toContainEqual(expect.stringMatching(/already sent/));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('a route without a contract', () => {
  it('stops the server from starting, naming the route', async () => {
    await expect(
      startTestServer({ extraRoutes: (app) => app.get('/api/v2/unlisted', async () => ({ ok: true })) }),
    ).rejects.toThrow('GET /api/v2/unlisted has no contract');
  });
});

// Every server that starts has each contract registered by the module whose file holds it.
describe('a contract registered by a module other than the one whose file holds it', () => {
  it('stops the server from starting, naming the module and the file', async () => {
    const stray = modulePlugin('voting', async (app) => {
      route(app, getHealth, { handler: () => ({ status: 'ok' as const }) });
    });
    await expect(startTestServer({ extraRoutes: (app) => void app.register(stray) })).rejects.toThrow(
      'GET /healthz is registered by the module voting, but its contract is in endpoints/health.ts',
    );
  });
});
