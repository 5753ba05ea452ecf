import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_COLLECTIONS, LANGUAGE_CODES, fillPath, getContentAsset, getContentItem, getContentItems } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectDirectusError, FORBIDDEN_BODY } from '../../../test/content';

type Item = Record<string, unknown> & { translations?: Record<string, unknown>[] };

describe('content service', () => {
  let server: TestServer;
  const read = async (path: string, init?: RequestInit) => {
    const response = await server.api(`/content${path}`, init);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return ((await response.json()) as { data: unknown }).data;
  };
  const list = async (path: string) => (await read(path)) as Item[];

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe("answers the web app's calls", () => {
    it('faq?fields=translations.* gives only translation rows with a question and an answer', async () => {
      const faq = await list('/items/faq?fields=translations.*');
      expect(faq.length).toBeGreaterThanOrEqual(8);
      for (const item of faq) {
        expect(Object.keys(item)).toEqual(['translations']);
        expect(item.translations!.map((row) => row.languages_code)).toEqual(LANGUAGE_CODES);
        for (const row of item.translations!) expect(Object.keys(row).sort()).toEqual(['answer', 'faq_id', 'id', 'languages_code', 'question']);
      }
    });

    it('judges?fields=translations.*,photo gives the translations and the photo asset', async () => {
      const judges = await list('/items/judges?fields=translations.*,photo');
      expect(judges.length).toBeGreaterThanOrEqual(4);
      for (const judge of judges) {
        expect(Object.keys(judge).sort()).toEqual(['photo', 'translations']);
        expect(judge.translations![0]).toEqual(expect.objectContaining({ judges_id: expect.any(Number), name: expect.any(String), role: expect.any(String) }));
      }
    });

    it('partners?fields=id,logo gives exactly id and logo', async () => {
      const partners = await list('/items/partners?fields=id,logo');
      expect(partners.length).toBeGreaterThanOrEqual(6);
      for (const partner of partners) expect(partner).toEqual({ id: expect.any(Number), logo: expect.any(String) });
    });

    it('Rules?fields=translations.* gives rule sections with a title and a text', async () => {
      const rules = await list('/items/Rules?fields=translations.*');
      expect(rules.length).toBeGreaterThanOrEqual(3);
      expect(rules[0]!.translations![0]).toEqual({ id: 1, Rules_id: 1, languages_code: 'EN', title: 'Season dates', text: expect.stringMatching(/February 27, 2027 at 4:00\sPM CET/) });
    });

    it('timer?fields=end_datetime gives one object: the end of applications', async () => {
      expect(await read('/items/timer?fields=end_datetime')).toEqual({ end_datetime: '2027-01-03T22:59:59Z' });
    });

    it.each([
      ['EN', 'Most hilarious reaction'],
      ['SP', 'La reacción más divertida'],
      ['RU', 'Самая смешная реакция'],
      ['PT', 'A reação mais hilária'],
    ])('nominations narrowed to %s with deep give the eleven titles in that language', async (language, firstTitle) => {
      const nominations = await list(`/items/nominations?fields=id,translations.title,translations.languages_code&deep[translations][_filter][languages_code][_eq]=${language}`);
      expect(nominations.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      for (const item of nominations) expect(item.translations).toEqual([{ title: expect.any(String), languages_code: language }]);
      expect(nominations[0]!.translations![0]!.title).toBe(firstTitle);
    });
  });

  it('answers at the paths its contracts name', async () => {
    const items = await server.api(`${fillPath(getContentItems.path, { collection: CONTENT_COLLECTIONS.faq })}?fields=id&limit=1`);
    expect(await items.json()).toEqual({ data: [{ id: 1 }] });
    const item = await server.api(`${fillPath(getContentItem.path, { collection: CONTENT_COLLECTIONS.faq, id: 2 })}?fields=id`);
    expect(await item.json()).toEqual({ data: { id: 2 } });
    const asset = await server.api(fillPath(getContentAsset.path, { id: 'partner-1' }));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('returns every field without a fields parameter, relations as the ids of their rows', async () => {
    const [first] = await list('/items/nominations');
    expect(first).toEqual({ id: 1, sort: 1, image_old: 'nomination-1-old', image_new: 'nomination-1-new', translations: [1, 2, 3, 4] });
  });

  it('reads one item by id, and a singleton as an object', async () => {
    expect(await read('/items/faq/2?fields=id,translations.question&deep[translations][_filter][languages_code][_eq]=PT')).toEqual({
      id: 2,
      translations: [{ question: 'Quais vídeos posso enviar?' }],
    });
    const giveaway = (await read('/items/giveaway')) as Item;
    expect(giveaway).toEqual(expect.objectContaining({ id: 1, starts_at: '2027-01-13T00:00:00Z', translations: [1, 2, 3, 4] }));
  });

  it('sorts, limits, offsets and pages', async () => {
    expect(await list('/items/nominations?fields=id&sort=-id&limit=3')).toEqual([{ id: 11 }, { id: 10 }, { id: 9 }]);
    expect(await list('/items/nominations?fields=id&sort=id&limit=2&offset=4')).toEqual([{ id: 5 }, { id: 6 }]);
    expect(await list('/items/nominations?fields=id&sort=id&limit=4&page=3')).toEqual([{ id: 9 }, { id: 10 }, { id: 11 }]);
    expect(await list('/items/faq?fields=id&sort=-sort,id&limit=-1')).toHaveLength((await list('/items/faq?fields=id')).length);
    expect(await list('/items/partners?fields=name&sort=name&limit=1')).toEqual([{ name: 'Brightlane Merch' }]);
  });

  it('accepts fields and sort in the array forms as well as comma lists', async () => {
    expect(await list('/items/partners?fields[]=id&fields[]=name&sort[]=-sort&limit=1')).toEqual([{ id: 6, name: 'Brightlane Merch' }]);
    expect(await list('/items/partners?fields=id&fields=logo&sort=-id&limit=1')).toEqual([{ id: 6, logo: 'partner-6' }]);
  });

  it('filters in JSON and bracket forms, on fields and on translation rows', async () => {
    const json = encodeURIComponent(JSON.stringify({ _or: [{ id: { _eq: 2 } }, { id: { _in: [4, 5] } }] }));
    expect(await list(`/items/nominations?fields=id&filter=${json}`)).toEqual([{ id: 2 }, { id: 4 }, { id: 5 }]);
    expect(await list('/items/nominations?fields=id&filter[id][_neq]=1&filter[id][_lte]=3')).toEqual([{ id: 2 }, { id: 3 }]);
    expect(await list('/items/pages?fields=slug&filter[slug][_eq]=terms-of-use')).toEqual([{ slug: 'terms-of-use' }]);
    const titled = encodeURIComponent(JSON.stringify({ translations: { title: { _eq: 'Rising star' } } }));
    expect(await list(`/items/nominations?fields=id&filter=${titled}`)).toEqual([{ id: 9 }]);
    expect(await list('/items/nominations?fields=id&filter[translations][languages_code][_eq]=DE')).toEqual([]);
  });

  it('gives item reads an ETag and has every use revalidate it, answering 304 when the client has them', async () => {
    const path = '/content/items/faq?fields=translations.*';
    const first = await server.api(path);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');

    const again = await server.api(path, { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(await again.text()).toBe('');
    expect((await server.api(path, { headers: { 'if-none-match': `"other", W/${tag}` } })).status).toBe(304);
    expect((await server.api(path, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    expect((await server.api('/content/items/faq?fields=id')).headers.get('etag')).not.toBe(tag);
  });

  it('answers 403 FORBIDDEN, as Directus does, for an unknown collection or a missing item', async () => {
    for (const path of ['/content/items/nope', '/content/items/rules', '/content/items/faq/999', '/content/items/faq/abc', '/content/items/timer/2']) {
      const response = await server.api(path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(FORBIDDEN_BODY);
    }
  });

  it('answers 400 INVALID_QUERY for a bad query parameter', async () => {
    expect(await expectDirectusError(await server.api('/content/items/faq?limit=ten'), 400, 'INVALID_QUERY')).toMatch(/^Invalid query\./);
    await expectDirectusError(await server.api('/content/items/faq?filter={bad'), 400, 'INVALID_QUERY');
    await expectDirectusError(await server.api('/content/items/faq?sort=unknown'), 400, 'INVALID_QUERY');
  });

  it('answers 404 ROUTE_NOT_FOUND in the Directus shape for other paths and methods under /content', async () => {
    await expectDirectusError(await server.api('/content/collections'), 404, 'ROUTE_NOT_FOUND');
    await expectDirectusError(await server.api('/content/items/faq', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 404, 'ROUTE_NOT_FOUND');
  });
});
