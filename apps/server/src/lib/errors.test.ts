import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

const CONTACT = '/api/v1/contact_us/';

describe('error answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      extraRoutes: (app) => {
        app.get('/test/teapot', async () => {
          throw Object.assign(new Error('short and stout'), { statusCode: 418 });
        });
        app.get('/test/crash', async () => {
          throw new Error('secret detail: connection string postgres://admin:hunter2@db');
        });
      },
    });
  });
  afterAll(() => server.close());

  const expectError = async (response: Response, status: number, code: string, message: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ statusCode: status, code, message });
  };

  it('answer malformed JSON with 400 bad_request in the language of the request', async () => {
    const response = await server.post(CONTACT, '{"email": "fan@example.com", "comments": ', { 'accept-language': 'RU' });
    await expectError(response, 400, 'bad_request', 'Не удалось прочитать запрос. Проверьте его и попробуйте снова.');
  });

  it('answer a JSON body that is not an object with 400 bad_request, not an untranslated field list', async () => {
    await expectError(await server.post(CONTACT, '["fan@example.com"]'), 400, 'bad_request', 'The request could not be read. Check it and try again.');
  });

  it('answer a content type the API does not read with 415', async () => {
    const response = await server.api(CONTACT, { method: 'POST', headers: { 'content-type': 'application/xml', 'accept-language': 'PT' }, body: '<contact/>' });
    await expectError(response, 415, 'unsupported_media_type', 'Este tipo de conteúdo não é suportado.');
  });

  it('answer a body over the limit with 413', async () => {
    const response = await server.post(CONTACT, { email: 'fan@example.com', comments: 'x'.repeat(2 * 1024 * 1024) });
    await expectError(response, 413, 'payload_too_large', 'The request is too large.');
  });

  it('translate a wrong field type instead of passing on the validator’s English', async () => {
    const response = await server.post(CONTACT, { email: 42, comments: 'Hello there' }, { 'accept-language': 'SP' });
    expect(await response.json()).toMatchObject({ statusCode: 400, code: 'validation_error', fields: { email: 'Valor no válido' } });
  });

  it('answer a URL that cannot be decoded with 400 in the standard shape', async () => {
    await expectError(await server.api('/api/docs/static/%E0%A4%A'), 400, 'bad_request', 'The request could not be read. Check it and try again.');
  });

  it('keep the status of a client error they have no code for, never turning it into a 500', async () => {
    await expectError(await server.api('/test/teapot'), 418, 'bad_request', 'The request could not be read. Check it and try again.');
  });

  it('answer an unexpected failure with 500 and nothing of its details', async () => {
    const response = await server.api('/test/crash');
    await expectError(response, 500, 'internal_error', 'The server is unavailable. Try again later.');
  });
});
