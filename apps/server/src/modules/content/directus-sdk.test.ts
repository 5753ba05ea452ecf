import { createDirectus, readItem, readItems, readSingleton, rest } from '@directus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_COLLECTIONS, CONTENT_ITEM_SCHEMAS, FaqItem, isSingletonCollection, JudgeItem, NominationItem, PartnerItem, RulesItem, TimerItem } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';

describe('the official @directus/sdk against the content service', () => {
  let server: TestServer;
  let client: ReturnType<typeof connect>;
  const connect = (base: string) => createDirectus(base).with(rest());

  beforeAll(async () => {
    server = await startTestServer();
    client = connect(`${server.url}/content`);
  });
  afterAll(() => server.close());

  it('reads the FAQ, rules, jury and partners with the fields the web app asks for', async () => {
    const faq = await client.request(readItems('faq', { fields: ['translations.*'] }));
    expect(FaqItem.pick({ translations: true }).strict().array().min(8).parse(faq)).toHaveLength(faq.length);
    const rules = await client.request(readItems('Rules', { fields: ['translations.*'] }));
    expect(RulesItem.pick({ translations: true }).strict().array().min(3).parse(rules)).toHaveLength(rules.length);
    const judges = await client.request(readItems('judges', { fields: ['translations.*', 'photo'] }));
    expect(JudgeItem.pick({ translations: true, photo: true }).strict().array().min(4).parse(judges)).toHaveLength(judges.length);
    const partners = await client.request(readItems('partners', { fields: ['id', 'logo'] }));
    expect(PartnerItem.pick({ id: true, logo: true }).strict().array().min(6).parse(partners)).toHaveLength(partners.length);
  });

  it('reads the timer singleton', async () => {
    const timer = await client.request(readSingleton('timer', { fields: ['end_datetime'] }));
    expect(TimerItem.pick({ end_datetime: true }).strict().parse(timer)).toEqual({ end_datetime: '2027-01-03T23:59:59Z' });
  });

  it('reads the nominations of one language with a filter, deep and nested fields', async () => {
    const nominations = await client.request(
      readItems('nominations', {
        fields: ['id', 'image_new', { translations: ['title', 'description', 'languages_code'] }],
        filter: { translations: { languages_code: { _eq: 'RU' } } },
        deep: { translations: { _filter: { languages_code: { _eq: 'RU' } } } },
        sort: ['-id'],
        limit: 2,
      }),
    );
    expect(nominations).toEqual([
      { id: 11, image_new: 'nomination-11-new', translations: [{ title: 'Самый безумный момент стрима', description: expect.any(String), languages_code: 'RU' }] },
      { id: 10, image_new: 'nomination-10-new', translations: [{ title: 'Лучшие друзья-стримеры', description: expect.any(String), languages_code: 'RU' }] },
    ]);
  });

  it('reads one item by id', async () => {
    const item = await client.request(readItem('nominations', 9, { fields: ['*', 'translations.*'] }));
    expect(NominationItem.parse(item).translations.find((row) => row.languages_code === 'EN')?.title).toBe('Rising star');
  });

  it.each(Object.values(CONTENT_COLLECTIONS))('reads the whole %s collection in the shape the contracts describe', async (collection) => {
    const schema = CONTENT_ITEM_SCHEMAS[collection];
    if (isSingletonCollection(collection)) {
      schema.parse(await client.request(readSingleton(collection, { fields: ['*.*'] })));
    } else {
      const items = await client.request(readItems(collection, { fields: ['*.*'], limit: -1 }));
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) schema.parse(item);
    }
  });

  it('rejects with the Directus FORBIDDEN error for an unknown collection', async () => {
    await expect(client.request(readItems('secrets'))).rejects.toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }], response: { status: 403 } });
  });
});
