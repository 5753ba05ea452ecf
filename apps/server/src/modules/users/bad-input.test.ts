import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, formatMessage } from '@awards/contracts';
import { createSignedInUser, bearer } from '../../../test/accounts';
import { passingCaptcha } from '../../../test/fake-captcha';
import { startTestServer, type TestServer } from '../../../test/harness';

/** A raw request: any content type and body, to reach the parser and the validator with junk. */
interface RawRequest {
  body?: string;
  contentType?: string;
}

const json = (value: unknown): RawRequest => ({ body: JSON.stringify(value), contentType: 'application/json' });

/** Bodies that are wrong before any field is looked at; every endpoint gets them all. */
const junkBodies: [string, RawRequest][] = [
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

/** Any English catalogue message, counts filled in: never a raw key, never a library's own wording. */
const catalogueMessage = new RegExp(
  `^(${MESSAGE_KEYS.map((key) => formatMessage(key).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{{count}}', '\\d+')).join('|')})$`,
);

const deepJunk = { a: { b: [{ c: { d: [1, 'two', null] } }] } };

/** Field values every text field refuses with a validation error. */
const notText: [string, unknown][] = [
  ['missing', undefined],
  ['null', null],
  ['a number', 42],
  ['true', true],
  ['an empty array', []],
  ['an array of strings', ['a@example.com']],
  ['an object', { value: 'x' }],
  ['nested junk', deepJunk],
  ['an empty string', ''],
];
const blankOrLong: [string, unknown][] = [
  ['only spaces', '   '],
  ['256 characters', 'x'.repeat(256)],
  ['100 000 characters', 'x'.repeat(100_000)],
];
const badEmails: [string, unknown][] = [
  ['without @', 'not-an-email'],
  ['without a domain', 'a@'],
  ['without a local part', '@example.com'],
  ['with a space inside', 'a b@example.com'],
  ['with two @', 'a@b@example.com'],
  ['of 256 characters', `${'x'.repeat(244)}@example.com`],
];
const badPasswordsForSignIn: [string, unknown][] = [
  ['of one character', 'x'],
  ['of 256 characters', 'x'.repeat(256)],
];
const badNewPasswords: [string, unknown][] = [
  ['of 7 characters', 'abcdefg'],
  ['of 129 characters', 'x'.repeat(129)],
  ['a common one', 'password'],
  ['a common one in capitals', 'PASSWORD'],
  ['a common one of digits', '12345678'],
  ['another common one', 'iloveyou'],
  ['only spaces under 8', '       '],
];

interface Endpoint {
  path: string;
  valid: Record<string, unknown>;
  badFields: Record<string, [string, unknown][]>;
  signedIn?: boolean;
}

const endpoints: Endpoint[] = [
  {
    path: '/api/v2/user/new',
    valid: { email: 'new@example.com', name: 'Nova', captcha_token: passingCaptcha('signup'), action: 'signup' },
    badFields: {
      email: [...notText, ...blankOrLong, ...badEmails],
      name: [...notText, ...blankOrLong, ['of one character', 'N'], ['of one character between spaces', '  N  ']],
      captcha_token: [...notText, ['only spaces', '   '], ['of 4097 characters', 'x'.repeat(4097)]],
      action: [['missing', undefined], ['null', null], ['in capitals', 'SIGNUP'], ['for another form', 'forget_password'], ['a number', 1], ['an array', ['signup']]],
    },
  },
  {
    path: '/api/v2/user/token',
    valid: { email: 'someone@example.com', password: 'a sturdy passphrase' },
    badFields: { email: [...notText, ...blankOrLong, ...badEmails], password: [...notText, ...badPasswordsForSignIn] },
  },
  {
    path: '/api/v2/user/password',
    valid: { password: 'a fine passphrase' },
    badFields: { password: [...notText, ...badNewPasswords] },
    signedIn: true,
  },
  {
    path: '/api/v2/user/reset-password',
    valid: { email: 'someone@example.com', captcha_token: passingCaptcha('forget_password'), action: 'forget_password' },
    badFields: {
      email: [...notText, ...blankOrLong, ...badEmails],
      captcha_token: [...notText, ['of 4097 characters', 'x'.repeat(4097)]],
      action: [['missing', undefined], ['for another form', 'signup'], ['with a trailing space', 'forget_password ']],
    },
  },
];

describe.each(endpoints)('POST $path with bad input', (endpoint) => {
  let server: TestServer;
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    if (endpoint.signedIn) headers = bearer((await createSignedInUser(server, 'signed-in@example.com')).token);
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
    expect(body).toEqual({ statusCode: response.status, code: expect.any(String), message: expect.any(String), ...(body.fields ? { fields: expect.any(Object) } : {}) });
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
      fields: { [field]: 'Это поле обязательно' },
    });
  });
});
