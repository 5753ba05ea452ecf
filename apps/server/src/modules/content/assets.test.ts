import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { FORBIDDEN_BODY } from '../../../test/content';

describe('content assets', () => {
  const server = useTestServer();

  it('serves a stored SVG with its type, a year of immutable caching, an ETag and a policy that forbids script', async () => {
    const response = await server.api('/content/assets/nomination-3-new');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600"/);
  });

  it('may be embedded and read by a web app on another origin', async () => {
    const response = await server.api('/content/assets/partner-1', { headers: { origin: 'https://awards.example' } });
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await server.api('/content/items/faq', {
      method: 'OPTIONS',
      headers: { origin: 'https://awards.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const tag = (await server.api('/content/assets/judge-1')).headers.get('etag')!;
    const again = await server.api('/content/assets/judge-1', { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves every image the content refers to', async () => {
    const ids = async (path: string, field: string) => {
      const { data } = (await (await server.api(`/content/items/${path}?fields=${field}`)).json()) as { data: Record<string, string>[] };
      return data.flatMap((item) => Object.values(item));
    };
    const referenced = [...(await ids('nominations', 'image_old,image_new')), ...(await ids('judges', 'photo')), ...(await ids('partners', 'logo'))];
    expect(referenced).toHaveLength(22 + 4 + 6);
    for (const id of referenced) {
      const response = await server.api(`/content/assets/${id}`);
      expect(response.status, id).toBe(200);
      expect(await response.text()).toContain('viewBox=');
    }
  });

  it('answers 403 FORBIDDEN, as Directus does, for an unknown asset', async () => {
    for (const id of ['nomination-12-new', 'missing', '..%2Fpackage.json']) {
      const response = await server.api(`/content/assets/${id}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(FORBIDDEN_BODY);
    }
  });
});
