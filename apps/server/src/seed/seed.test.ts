import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_COLLECTIONS, CONTENT_ITEM_SCHEMAS, LANGUAGE_CODES, toSnake, unknownPlaceholders, type ContentCollection, type FaqItem, type KeyDateItem, type TimerItem } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../test/harness';
import { contentAssets, contentItems } from '../modules/content/tables';
import { readContent } from '../modules/content';
import { seedContent } from './content';
import { seedDatabase } from './index';
import { seasonTimeline } from './season-timeline';

/** The default scenario on a day inside the announced application window: the season as announced. */
const content = seedContent(seasonTimeline('applications', new Date('2026-11-21T11:00:00Z')), 'applications');
const itemsOf = <T>(collection: ContentCollection) => content.collections.find((c) => c.collection === collection)!.items as unknown as T[];
const textsOf = (translations: Record<string, unknown>[]) => translations.flatMap((row) => Object.entries(row).filter(([key]) => !/(^i|I)d$/.test(key) && key !== 'languagesCode'));

describe('seeding', () => {
  let server: TestServer;
  const snapshot = async () => ({
    items: await server.db.select().from(contentItems).orderBy(asc(contentItems.collection), asc(contentItems.id)),
    assets: await server.db
      .select({ id: contentAssets.id, length: sql<number>`length(${contentAssets.body})`, createdAt: contentAssets.createdAt })
      .from(contentAssets)
      .orderBy(asc(contentAssets.id)),
  });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('fills every collection and stores every image', async () => {
    const { items, assets } = await snapshot();
    expect(new Set(items.map((item) => item.collection))).toEqual(new Set(Object.values(CONTENT_COLLECTIONS)));
    expect(assets.map((asset) => asset.id)).toEqual(expect.arrayContaining(content.assets.map((asset) => asset.id)));
    expect(await readContent(server.db, 'nominations')).toHaveLength(11);
  });

  it('stores the items in the wire\'s keys', async () => {
    const [timer] = await readContent(server.db, CONTENT_COLLECTIONS.timer);
    expect(Object.keys(timer!).sort()).toEqual(['end_datetime', 'id', 'translations']);
    expect(Object.keys((timer!.translations as object[])[0]!).sort()).toEqual([
      'description',
      'id',
      'languages_code',
      'sub_description',
      'timer_days',
      'timer_hours',
      'timer_id',
      'timer_minutes',
      'timer_seconds',
      'top_title',
    ]);
  });

  it('changes nothing when it runs again', async () => {
    const before = await snapshot();
    await seedDatabase(server.db);
    await seedDatabase(server.db);
    expect(await snapshot()).toEqual(before);
  });
});

describe('seed content', () => {
  it.each(content.collections.map(({ collection, items }) => [collection, items] as const))('%s matches its contract in the wire\'s keys', (collection, items) => {
    for (const item of items) CONTENT_ITEM_SCHEMAS[collection as ContentCollection].parse(toSnake(item));
  });

  it('has every text written in the four languages, with no empty text but the countdown\'s units', () => {
    for (const { collection, items } of content.collections) {
      for (const item of items as { translations?: Record<string, unknown>[] }[]) {
        if (!Array.isArray(item.translations)) continue;
        const rows = item.translations;
        expect(rows.map((row) => row.languagesCode)).toEqual(LANGUAGE_CODES);
        for (const [key, text] of textsOf(rows)) {
          if (collection === CONTENT_COLLECTIONS.timer && key.startsWith('timer')) continue;
          expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
        }
      }
    }
  });

  it('quotes the season\'s dates only with placeholders the content service writes, which the editor saves again as they are', () => {
    for (const { items } of content.collections) {
      for (const item of items as { translations?: Record<string, unknown>[] }[]) {
        for (const [, text] of textsOf(item.translations ?? [])) expect(unknownPlaceholders(String(text))).toEqual([]);
      }
    }
  });

  it('leaves the countdown\'s unit labels blank in every language, so the site gives each number its plural form', () => {
    for (const row of itemsOf<TimerItem>('timer')[0]!.translations) {
      expect([row.timerDays, row.timerHours, row.timerMinutes, row.timerSeconds]).toEqual(['', '', '', '']);
    }
  });

  it('has the eleven nominations, each language in its own words', () => {
    const nominations = itemsOf<{ id: number; translations: { languagesCode: string; title: string; description: string }[] }>('nominations');
    expect(nominations.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const { translations } of nominations) expect(new Set(translations.map((row) => row.description)).size).toBe(4);
  });

  it('answers the eligibility questions in the FAQ', () => {
    const english = itemsOf<FaqItem>('faq')
      .flatMap((item) => item.translations.filter((row) => row.languagesCode === 'EN'))
      .map((row) => `${row.question} ${row.answer}`)
      .join('\n');
    for (const fact of ['18 or over', 'created in 2025', 'unlimited across all nominations', 'within 60 hours', 'one-time password', 'spam folder', '{show.start:date} at {show.start:time}', 'from {round.longlist.start:date} to {round.shortlist.end:date}']) {
      expect(english).toContain(fact);
    }
    for (const language of LANGUAGE_CODES) {
      const answers = itemsOf<FaqItem>('faq').flatMap((item) => item.translations.filter((row) => row.languagesCode === language).map((row) => row.answer)).join(' ');
      for (const figure of ['18', '2025', '60', '{applications.end', '{show.start:time}']) expect(answers).toContain(figure);
    }
  });

  it('dates the season as announced, its texts quoting the dates as placeholders', () => {
    expect(itemsOf<TimerItem>('timer')[0]!.endDatetime).toBe('2027-01-03T22:59:59Z');
    const steps = itemsOf<KeyDateItem>('key_dates');
    expect(steps.map(({ startsAt, endsAt }) => [startsAt, endsAt])).toEqual([
      ['2026-11-18T00:00:00Z', '2027-01-03T22:59:59Z'],
      ['2027-01-13T00:00:00Z', '2027-02-11T22:59:59Z'],
      ['2027-02-27T15:00:00Z', '2027-02-27T18:00:00Z'],
    ]);
    for (const language of LANGUAGE_CODES) {
      expect(steps.map((step) => step.translations.find((row) => row.languagesCode === language)!.dates)).toEqual([
        '{applications.start:day} – {applications.end:day}',
        '{round.longlist.start:day} – {round.shortlist.end:day}',
        '{show.start:day}, {show.start:time}',
      ]);
    }
    expect(steps.map((step) => step.translations.find((row) => row.languagesCode === 'EN')!.title)).toEqual(['APPLY', 'VOTE', 'LIVE']);
    expect(itemsOf<TimerItem>('timer')[0]!.translations.map((row) => row.subDescription)).toEqual([
      'Applications are open until {applications.end}.',
      'Las candidaturas están abiertas hasta el {applications.end:date} a las {applications.end:time}.',
      'Заявки принимаются до {applications.end}.',
      'As inscrições ficam abertas até {applications.end:date}, às {applications.end:time}.',
    ]);
    for (const step of steps) for (const row of step.translations) expect(row.description).toContain('\n\n');
  });

  it('draws every image as a sized SVG that cannot run script or load anything', () => {
    const referenced = content.collections.flatMap(({ items }) => items.flatMap((item) => ['imageOld', 'imageNew', 'photo', 'logo'].map((field) => (item as Record<string, unknown>)[field]).filter(Boolean)));
    expect(content.assets.map((asset) => asset.id).sort()).toEqual([...referenced].sort());
    for (const asset of content.assets) {
      const svg = Buffer.from(asset.body).toString('utf8');
      expect(asset.contentType).toBe('image/svg+xml');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/<script|\son\w+=|href=|<image|<foreignObject/i);
    }
    const nominationArt = content.assets.filter((asset) => asset.id.startsWith('nomination-')).map((asset) => Buffer.from(asset.body).toString('utf8'));
    expect(new Set(nominationArt).size).toBe(22);
  });
});
