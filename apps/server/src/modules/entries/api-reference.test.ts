import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';

interface Operation {
  tags: string[];
  security: unknown[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, { description?: string }>;
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

  it('tells which refusals an upload can meet', () => {
    const upload = paths['/api/v2/application/video']!.post!;
    expect(upload.responses['413']?.description).toContain('`video_too_large`');
    expect(upload.responses['415']?.description).toContain('`video_type`');
    expect(upload.responses['400']?.description).toContain('`video_missing`');
    expect(upload.responses['429']?.description).toContain('`rate_limited`');
  });

  it('tells which refusals an entry can meet', () => {
    const responses = paths['/api/v2/application/new']!.post!.responses;
    expect(responses['403']?.description).toContain('`email_blacklisted`');
    expect(responses['409']?.description).toContain('`duplicate_application`');
    expect(responses['409']?.description).toContain('`applications_closed`');
  });
});
