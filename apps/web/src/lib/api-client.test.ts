import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, assetUrl, content, joinUrl, setUnauthorizedHandler } from './api-client';
import { setLanguage } from './i18n';
import { storage } from './storage';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sent = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setUnauthorizedHandler(() => {});
  await setLanguage('EN');
});

describe('the API client', () => {
  it('sends the selected language code as Accept-Language and the stored token as a bearer', async () => {
    storage.token.set('t0k3n');
    await setLanguage('SP');
    fetchMock.mockResolvedValue(json(200, [{ id: 1 }]));
    await expect(api('api/v1/nomination/all')).resolves.toEqual([{ id: 1 }]);
    const { url, init, headers } = sent();
    expect(url).toBe('/api/v1/nomination/all');
    expect(headers.get('Accept-Language')).toBe('SP');
    expect(headers.get('Authorization')).toBe('Bearer t0k3n');
    expect(init.credentials).toBe('include');
  });

  it('sends a body as JSON', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 3 }));
    await api('api/v1/contact_us/', { method: 'POST', body: { email: 'a@b.co', comments: 'hi' } });
    const { init, headers } = sent();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.co","comments":"hi"}');
  });

  it('throws a typed ApiError with the status, code, message and fields of a failed answer', async () => {
    fetchMock.mockResolvedValue(
      json(400, { statusCode: 400, code: 'validation_error', message: 'Some fields are invalid.', fields: { email: 'Invalid email' } }),
    );
    const error = await api('api/v2/user/new', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', message: 'Some fields are invalid.', fields: { email: 'Invalid email' } });
  });

  it('still throws an ApiError when a failed answer is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api('api/v2/settings')).rejects.toMatchObject({ status: 502, code: 'http_error', message: 'Bad Gateway', fields: {} });
  });

  it('on a 401 clears the session and hands over to the app, which sends the visitor home', async () => {
    storage.token.set('expired');
    const goHome = vi.fn();
    setUnauthorizedHandler(goHome);
    fetchMock.mockResolvedValue(json(401, { statusCode: 401, code: 'unauthorized', message: 'Your session has ended.' }));
    await expect(api('api/v2/application/')).rejects.toMatchObject({ status: 401 });
    expect(storage.token.get()).toBeNull();
    expect(goHome).toHaveBeenCalledOnce();
  });

  it('keeps the session on other failures', async () => {
    storage.token.set('valid');
    const goHome = vi.fn();
    setUnauthorizedHandler(goHome);
    fetchMock.mockResolvedValue(json(403, { statusCode: 403, code: 'captcha_failed', message: 'Suspicious request detected.' }));
    await expect(api('api/v2/application/new', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'captcha_failed' });
    expect(storage.token.get()).toBe('valid');
    expect(goHome).not.toHaveBeenCalled();
  });
});

describe('the content client', () => {
  it('reads from the configured content base and answers what is under data', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { end_datetime: '2027-01-03T23:59:59Z' } }));
    await expect(content('items/timer', { fields: 'end_datetime' })).resolves.toEqual({ end_datetime: '2027-01-03T23:59:59Z' });
    expect(sent().url).toBe('/content/items/timer?fields=end_datetime');
    expect(sent().headers.get('Authorization')).toBeNull();
  });

  it('builds asset addresses under the content base', () => {
    expect(assetUrl('judge-1')).toBe('/content/assets/judge-1');
  });

  it('joins bases with and without a trailing slash', () => {
    expect(joinUrl('/', 'api/x')).toBe('/api/x');
    expect(joinUrl('https://cms.example.com/', '/items/faq')).toBe('https://cms.example.com/items/faq');
    expect(joinUrl('/awards/', 'api/x')).toBe('/awards/api/x');
  });
});
