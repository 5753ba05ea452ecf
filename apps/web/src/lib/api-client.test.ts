import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_COLLECTIONS, castVote, getContentItems, getCurrentVoting, getHome, getLegendsLeaderboard, getNominations, getSettings, getVotingNomination } from '@awards/contracts';
import { ApiError, assetUrl, call, joinUrl, pastHttpCache, setUnauthorizedHandler } from './api-client';
import { leavePreview } from './content-preview';
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
  leavePreview();
  setUnauthorizedHandler(() => {});
  await setLanguage('EN');
});

describe('the API client', () => {
  it('sends the selected language code as Accept-Language and the stored token as a bearer', async () => {
    storage.token.set('t0k3n');
    await setLanguage('SP');
    fetchMock.mockResolvedValue(json(200, [{ id: 1 }]));
    await expect(call(getNominations)).resolves.toEqual([{ id: 1 }]);
    const { url, init, headers } = sent();
    expect(url).toBe('/api/v1/nomination/all');
    expect(headers.get('Accept-Language')).toBe('SP');
    expect(headers.get('Authorization')).toBe('Bearer t0k3n');
    expect(init.credentials).toBe('include');
  });

  it('sends a body as JSON in the wire\'s keys, to the path with its params filled in', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 3, round_id: 1, nomination_id: 2, nominee_id: 5, created_at: '2027-01-14T10:00:00Z' }));
    await expect(call(castVote, { params: { nominationId: '2' }, body: { nomineeId: 5, captchaToken: 't', action: 'vote' } })).resolves.toMatchObject({ roundId: 1, nomineeId: 5 });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/v2/voting/2/vote');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"nominee_id":5,"captcha_token":"t","action":"vote"}');
  });

  it('throws a typed ApiError with the status, code, message and fields of a failed answer', async () => {
    fetchMock.mockResolvedValue(
      json(400, { statusCode: 400, code: 'validation_error', message: 'Some fields are invalid.', fields: { email: 'Invalid email' } }),
    );
    const error = await call(castVote, { params: { nominationId: '2' }, body: { nomineeId: 5, captchaToken: 't', action: 'vote' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', message: 'Some fields are invalid.', fields: { email: 'Invalid email' } });
  });

  it('still throws an ApiError when a failed answer is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(call(getSettings)).rejects.toMatchObject({ status: 502, code: 'http_error', message: 'Bad Gateway', fields: {} });
  });

  it('on a 401 clears the session and hands over to the app, which sends the visitor home', async () => {
    storage.token.set('expired');
    const goHome = vi.fn();
    setUnauthorizedHandler(goHome);
    fetchMock.mockResolvedValue(json(401, { statusCode: 401, code: 'unauthorized', message: 'Your session has ended.' }));
    await expect(call(getVotingNomination, { params: { nominationId: '1' } })).rejects.toMatchObject({ status: 401 });
    expect(storage.token.get()).toBeNull();
    expect(goHome).toHaveBeenCalledOnce();
  });

  it('reads past the browser\'s cache only when a call asks to', async () => {
    fetchMock.mockImplementation(async () => json(200, { winners: { source: 'current', items: [] }, leaderboard: [] }));
    await call(getHome);
    expect(sent().init.cache).toBeUndefined();
    await call(getHome, { cache: 'reload' });
    expect(sent().init.cache).toBe('reload');
  });

  it('reads past the browser\'s cache in the calls a reread after a live event starts, and only those', async () => {
    fetchMock.mockImplementation(async () => json(200, { winners: { source: 'current', items: [] }, leaderboard: [] }));
    await pastHttpCache(() => call(getHome));
    expect(sent().init.cache).toBe('reload');
    await call(getHome);
    expect(sent().init.cache).toBeUndefined();
  });

  it('keeps the session on other failures', async () => {
    storage.token.set('valid');
    const goHome = vi.fn();
    setUnauthorizedHandler(goHome);
    fetchMock.mockResolvedValue(json(403, { statusCode: 403, code: 'captcha_failed', message: 'Suspicious request detected.' }));
    await expect(call(getCurrentVoting)).rejects.toMatchObject({ code: 'captcha_failed' });
    expect(storage.token.get()).toBe('valid');
    expect(goHome).not.toHaveBeenCalled();
  });
});

describe('the content service through call()', () => {
  it('reads from the configured content base, without the session, and camelCases the answer', async () => {
    storage.token.set('t0k3n');
    fetchMock.mockResolvedValue(json(200, { data: { end_datetime: '2027-01-03T23:59:59Z' } }));
    const timer = call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.timer }, query: { fields: 'end_datetime' } });
    await expect(timer).resolves.toEqual({ data: { endDatetime: '2027-01-03T23:59:59Z' } });
    expect(sent().url).toBe('/content/items/timer?fields=end_datetime');
    expect(sent().headers.get('Authorization')).toBeNull();
    expect(sent().init.credentials).toBe('same-origin');
  });

  it('sends a Directus filter in brackets, as the content service reads it', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [] }));
    await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.pages }, query: { fields: 'slug,translations.*', filter: { slug: { _eq: 'terms-of-use' } } } });
    expect(decodeURIComponent(sent().url)).toBe('/content/items/pages?fields=slug,translations.*&filter[slug][_eq]=terms-of-use');
  });

  it('in a tab in preview, reads the draft as the session, never from or into the browser\'s cache', async () => {
    storage.token.set('t0k3n');
    storage.contentPreview.set(true);
    fetchMock.mockImplementation(async () => json(200, { data: [] }));
    await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.faq }, query: { fields: 'id,translations.*' }, cache: 'reload' });
    expect(sent().url).toBe('/content/items/faq?fields=id%2Ctranslations.*&version=draft');
    expect(sent().headers.get('Authorization')).toBe('Bearer t0k3n');
    expect(sent().init.cache).toBe('no-store');
    await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.timer }, query: {} });
    expect(sent().url).toBe('/content/items/timer?version=draft');
    expect(assetUrl('judge-1')).toBe('/content/assets/judge-1');
  });

  it('in a tab in preview, asks the API for the draft only in answers that embed content', async () => {
    storage.token.set('t0k3n');
    storage.contentPreview.set(true);
    fetchMock.mockImplementation(async () => json(200, []));
    await call(getNominations);
    expect(sent().url).toBe('/api/v1/nomination/all?version=draft');
    expect(sent().init.cache).toBe('no-store');
    await call(getLegendsLeaderboard);
    expect(sent().url).toBe('/api/v2/loty/leaderboard');
    expect(sent().init.cache).toBeUndefined();
  });

  it('keeps the session when the draft is refused', async () => {
    storage.token.set('not-an-organiser');
    storage.contentPreview.set(true);
    const goHome = vi.fn();
    setUnauthorizedHandler(goHome);
    fetchMock.mockResolvedValue(json(401, { errors: [{ message: 'Invalid user credentials.', extensions: { code: 'INVALID_CREDENTIALS' } }] }));
    await expect(call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.faq }, query: {} })).rejects.toMatchObject({ status: 401 });
    expect(storage.token.get()).toBe('not-an-organiser');
    expect(goHome).not.toHaveBeenCalled();
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
