import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, formatMessage, messageWithCount } from '@awards/contracts';
import { startTestServer, type TestServer } from './harness';

/** Any English catalogue message, counts filled in (one and many): never a raw key, never a library's own wording. */
const catalogueMessage = new RegExp(
  `^(${MESSAGE_KEYS.flatMap((key) => [formatMessage(messageWithCount(key, 1)), formatMessage(messageWithCount(key, 2))])
    .map((text) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\b[12]\b/, '\\d+'))
    .join('|')})$`,
);

/** A raw request: any content type and body, to reach the parser and the validator with junk. */
export interface RawRequest {
  body?: string;
  contentType?: string;
}

export const json = (value: unknown): RawRequest => ({ body: JSON.stringify(value), contentType: 'application/json' });

/** Bodies that are wrong before any field is looked at; every endpoint gets them all. */
export const junkBodies: [string, RawRequest][] = [
  ['no body and no content type', {}],
  ['an empty JSON body', { body: '', contentType: 'application/json' }],
  ['an empty object', json({})],
  ['JSON null', json(null)],
  ['a JSON array', json([])],
  ['an array of the right object', json([{ email: 'a@example.com' }])],
  ['a JSON string', json('hello')],
  ['a JSON number', json(42)],
  ['JSON true', json(true)],
  ['cut-off JSON', { body: '{"email": "a@example.com", ', contentType: 'application/json' }],
  ['JSON with a trailing comma', { body: '{"email": "a@example.com",}', contentType: 'application/json' }],
  ['single-quoted pseudo JSON', { body: "{'email': 'a@example.com'}", contentType: 'application/json' }],
  ['plain text', { body: 'email=a@example.com', contentType: 'text/plain' }],
  ['a form-encoded body', { body: 'email=a%40example.com&password=secret', contentType: 'application/x-www-form-urlencoded' }],
  ['XML', { body: '<user><email>a@example.com</email></user>', contentType: 'application/xml' }],
  ['multipart form data', { body: '--x\r\ncontent-disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--', contentType: 'multipart/form-data; boundary=x' }],
  ['JSON sent as an octet stream', { body: '{"email":"a@example.com"}', contentType: 'application/octet-stream' }],
  ['a __proto__ key', { body: '{"__proto__": {"admin": true}, "email": "a@example.com"}', contentType: 'application/json' }],
  ['a constructor.prototype key', { body: '{"constructor": {"prototype": {"admin": true}}}', contentType: 'application/json' }],
  ['a body over one megabyte', json({ email: 'a@example.com', padding: 'x'.repeat(1_100_000) })],
  ['deeply nested junk', json(Array.from({ length: 200 }).reduce<unknown>((inner) => ({ a: [inner] }), 'x'))],
];

/** Field values every text field refuses with a validation error. */
export const notText: [string, unknown][] = [
  ['missing', undefined],
  ['null', null],
  ['a number', 42],
  ['true', true],
  ['an empty array', []],
  ['an array of strings', ['a@example.com']],
  ['an object', { value: 'x' }],
  ['nested junk', { a: { b: [{ c: { d: [1, 'two', null] } }] } }],
  ['an empty string', ''],
];

export const blankOrLong: [string, unknown][] = [
  ['only spaces', '   '],
  ['256 characters', 'x'.repeat(256)],
  ['100 000 characters', 'x'.repeat(100_000)],
];

export const badEmails: [string, unknown][] = [
  ['without @', 'not-an-email'],
  ['without a domain', 'a@'],
  ['without a local part', '@example.com'],
  ['with a space inside', 'a b@example.com'],
  ['with two @', 'a@b@example.com'],
  ['of 256 characters', `${'x'.repeat(244)}@example.com`],
];

export interface BadInputEndpoint {
  path: string;
  /** A body the endpoint accepts; each field case spoils one field of it. */
  valid: Record<string, unknown>;
  badFields: Record<string, [string, unknown][]>;
  /** Headers every request carries, made once the server is up (e.g. a bearer token). */
  headers?: (server: TestServer) => Promise<Record<string, string>>;
  /** Runs after all the cases, e.g. to check that nothing was stored. */
  afterCases?: (server: TestServer) => Promise<void>;
}

/**
 * The bad-input suite every POST endpoint gets: junk bodies answer 4xx with the standard error
 * body, never 5xx; each spoilt field answers 400 validation_error naming that field alone, in
 * the request's language.
 */
export function describeBadInput(endpoint: BadInputEndpoint) {
  describe(`POST ${endpoint.path} with bad input`, () => {
    let server: TestServer;
    let headers: Record<string, string> = {};
    beforeAll(async () => {
      server = await startTestServer();
      headers = (await endpoint.headers?.(server)) ?? {};
    });
    afterAll(() => server.close());

    const send = (request: RawRequest, extraHeaders: Record<string, string> = {}) =>
      server.api(endpoint.path, {
        method: 'POST',
        headers: { ...headers, ...(request.contentType ? { 'content-type': request.contentType } : {}), ...extraHeaders },
        body: request.body,
      });

    it('has at least 30 cases', () => {
      expect(junkBodies.length + Object.values(endpoint.badFields).flat().length).toBeGreaterThanOrEqual(30);
    });

    it.each(junkBodies)('answers 4xx with the standard error body for %s', async (_, request) => {
      const response = await send(request);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({
        statusCode: response.status,
        code: expect.any(String),
        message: expect.any(String),
        ...(body.fields ? { fields: expect.any(Object) } : {}),
      });
      expect(body.message).toMatch(catalogueMessage);
      for (const message of Object.values(body.fields ?? {})) expect(message).toMatch(catalogueMessage);
    });

    const fieldCases = Object.entries(endpoint.badFields).flatMap(([field, cases]) => cases.map(([what, value]) => [field, what, value] as const));

    it.each(fieldCases)('answers 400 validation_error naming %s when it is %s', async (field, _, value) => {
      const response = await send(json({ ...endpoint.valid, [field]: value }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { statusCode: number; code: string; message: string; fields: Record<string, string> };
      expect(body).toMatchObject({ statusCode: 400, code: 'validation_error', message: 'Some fields are invalid. Correct them and try again.' });
      expect(Object.keys(body.fields)).toEqual([field]);
      expect(body.fields[field]).toMatch(catalogueMessage);
    });

    it('words the field messages in the language of the request', async () => {
      const field = Object.keys(endpoint.badFields)[0]!;
      const response = await send(json({ ...endpoint.valid, [field]: undefined }), { 'accept-language': 'RU' });
      expect(await response.json()).toMatchObject({
        code: 'validation_error',
        message: 'Некоторые поля заполнены неверно. Исправьте их и попробуйте снова.',
        fields: { [field]: 'Обязательное поле' },
      });
    });

    if (endpoint.afterCases) it('leaves nothing behind', () => endpoint.afterCases!(server));
  });
}
