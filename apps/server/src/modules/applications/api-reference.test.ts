import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';

interface Operation {
  tags: string[];
  security: unknown[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, unknown>;
}

describe('the applications in the API reference', () => {
  let server: TestServer;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    server = await startTestServer();
    paths = ((await (await server.api('/api/docs/json')).json()) as { paths: typeof paths }).paths;
  });
  afterAll(() => server.close());

  it.each([
    ['/api/v2/application/new', 'post', '201'],
    ['/api/v2/application/', 'get', '200'],
    ['/api/v2/application/video', 'post', '201'],
    ['/api/v2/application/video/{id}', 'get', '200'],
  ])('lists %s (%s) under applications, behind the bearer token, with its %s answer', (path, method, status) => {
    const operation = paths[path]?.[method];
    expect(operation?.tags).toEqual(['applications']);
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toContain(status);
  });

  it('describes the entry body from the schema the server checks', () => {
    const body = paths['/api/v2/application/new']!.post!.requestBody!.content['application/json']!.schema;
    expect(body.required).toEqual(expect.arrayContaining(['nickname', 'link_to_page', 'nomination_id', 'captcha_token', 'action']));
  });
});
