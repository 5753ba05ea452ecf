import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>>;
}

describe('API reference', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await startTestServer({ env: { APP_TITLE: 'Streamer Awards' } });
    const response = await server.api('/api/docs/json');
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
  });
  afterAll(() => server.close());

  it('serves a browsable page at /api/docs', async () => {
    const response = await server.api('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>Streamer Awards API</title>');
    expect(html).toContain('swagger-ui-bundle.js');
  });

  it('is an OpenAPI 3 document titled after the product', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Streamer Awards API');
  });

  it('declares the bearer token scheme', () => {
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it.each([
    ['/api/v1/contact_us/', 'post'],
    ['/api/v2/user/new', 'post'],
    ['/api/v1/nomination/all', 'get'],
  ])('lists %s with its method', (path, method) => {
    expect(Object.keys(document.paths[path] ?? {})).toContain(method);
  });

  it('describes request bodies from the same zod schemas the server checks', () => {
    const body = document.paths['/api/v1/contact_us/']!.post!.requestBody!.content['application/json']!.schema;
    expect(body.required).toEqual(['email', 'comments']);
  });

  it('leaves hidden routes out: the health check, the web app and the reference itself', () => {
    const paths = Object.keys(document.paths);
    expect(paths).not.toContain('/healthz');
    expect(paths).not.toContain('/app-config.js');
    expect(paths.filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });
});
