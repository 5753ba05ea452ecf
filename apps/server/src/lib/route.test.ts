import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@awards/contracts';
import { startTestServer, useTestServer } from '../../test/harness';

/** Fastify's spelling of a contract's path: the same `:name` parameters. */
const routeOf = (endpoint: (typeof ENDPOINTS)[number]) => ({ method: endpoint.method, url: endpoint.path });

describe('endpoints registered from their contracts', () => {
  const server = useTestServer();

  it('answer every contract with a route of its method and path', () => {
    const missing = ENDPOINTS.filter((endpoint) => !server.app.hasRoute(routeOf(endpoint))).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('list their error answers in the API reference, each with its codes and the one error schema', async () => {
    const document = (await (await server.api('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string; content: Record<string, { schema: unknown }> }> }>>;
      components: { schemas: Record<string, { required?: string[] }> };
    };
    const vote = document.paths['/api/v2/voting/{nominationId}/vote']!.post!.responses;
    expect(Object.keys(vote).sort()).toEqual(['201', '400', '401', '403', '404', '409', '500']);
    expect(vote['409']!.description).toContain('`already_voted`');
    expect(vote['409']!.description).toContain('`voting_closed`');
    expect(JSON.stringify(vote['409']!.content['application/json']!.schema)).toContain('#/components/schemas/ApiError');
    expect(document.components.schemas.ApiError!.required).toEqual(['statusCode', 'code', 'message']);
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
