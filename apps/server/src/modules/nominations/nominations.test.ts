import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LANGUAGE_CODES, NominationList, SettingsResponse, showMoment, type NominationItem } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { contentItems } from '../content/tables';

const FIRST_TITLES = {
  EN: 'Most hilarious reaction',
  SP: 'La reacción más divertida',
  RU: 'Самая смешная реакция',
  PT: 'A reação mais hilária',
};

describe('GET /api/v1/nomination/all', () => {
  let server: TestServer;
  const nominations = async (acceptLanguage?: string) => {
    const response = await server.api('/api/v1/nomination/all', { headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    return NominationList.parse(await response.json());
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists the eleven nominations ordered by id, each with exactly an id, a title and a description', async () => {
    const list = await nominations('EN');
    expect(list.map((nomination) => nomination.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(list.map((nomination) => nomination.title)).toEqual([
      'Most hilarious reaction',
      'The brightest reaction',
      'Coolest background',
      'Craziest outfit',
      'Best streamer collaboration',
      'Best cringe',
      'Best female streamer',
      'Community champion',
      'Rising star',
      'Streamer besties',
      'Wildest stream moment',
    ]);
    for (const nomination of list) {
      expect(Object.keys(nomination).sort()).toEqual(['description', 'id', 'title']);
      expect(nomination.description.length).toBeGreaterThan(60);
    }
  });

  // Reading every way of writing a language is languageFromHeader's, tested in contracts; these
  // show that the route answers in what it reads, from a weighted list down to the fallback.
  it.each([
    ...LANGUAGE_CODES.map((code) => [code, code] as const),
    ['fr-FR, de;q=0.9, pt;q=0.5', 'PT'],
    ['de', 'EN'],
    ['', 'EN'],
    [undefined, 'EN'],
  ] as const)('answers Accept-Language %j in %s', async (header, language) => {
    const list = await nominations(header);
    expect(list).toHaveLength(11);
    expect(list[0]!.title).toBe(FIRST_TITLES[language]);
  });

  it('gives different texts in each language', async () => {
    const descriptions = await Promise.all(['EN', 'SP', 'RU', 'PT'].map(async (language) => (await nominations(language))[4]!.description));
    expect(new Set(descriptions).size).toBe(4);
  });

  it('falls back to English, field by field, where a translation is missing or empty', async () => {
    const where = and(eq(contentItems.collection, 'nominations'), eq(contentItems.id, 2));
    const [stored] = await server.db.select().from(contentItems).where(where);
    const original = stored!.data as z.infer<typeof NominationItem>;
    const edited = {
      ...original,
      translations: original.translations.filter((row) => row.languages_code !== 'RU').map((row) => (row.languages_code === 'PT' ? { ...row, description: '' } : row)),
    };
    await server.db.update(contentItems).set({ data: edited }).where(where);
    try {
      const [english, russian, portuguese] = await Promise.all(['EN', 'RU', 'PT'].map(async (language) => (await nominations(language))[1]!));
      expect(russian).toEqual(english);
      expect(portuguese).toEqual({ id: 2, title: 'A reação mais brilhante', description: english!.description });
    } finally {
      await server.db.update(contentItems).set({ data: original }).where(where);
    }
  });

  it('writes the season’s dates a text quotes in the caller’s language', async () => {
    const where = and(eq(contentItems.collection, 'nominations'), eq(contentItems.id, 3));
    const [stored] = await server.db.select().from(contentItems).where(where);
    const original = stored!.data as z.infer<typeof NominationItem>;
    const quoting = { ...original, translations: original.translations.map((row) => ({ ...row, description: 'Crowned live on {show.start:date}.' })) };
    await server.db.update(contentItems).set({ data: quoting }).where(where);
    try {
      const { phases } = SettingsResponse.parse(await (await server.api('/api/v2/settings')).json());
      for (const language of ['EN', 'RU'] as const) {
        expect((await nominations(language))[2]!.description).toBe(`Crowned live on ${showMoment(phases.live.starts_at, language, 'date')}.`);
      }
    } finally {
      await server.db.update(contentItems).set({ data: original }).where(where);
    }
  });

  it('is described in the OpenAPI document, while the content service is not', async () => {
    const document = (await (await server.api('/api/docs/json')).json()) as { paths: Record<string, { get?: { tags?: string[] } }> };
    expect(document.paths['/api/v1/nomination/all']?.get?.tags).toEqual(['nominations']);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/content'))).toEqual([]);
  });
});
