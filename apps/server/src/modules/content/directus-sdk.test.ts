import { createDirectus, readItem, readItems, readSingleton, rest, staticToken } from '@directus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_COLLECTIONS, CONTENT_ITEM_SCHEMAS, ContentCollectionDraft, FaqItem, isSingletonCollection, JudgeItem, NominationItem, PartnerItem, RulesItem, TimerItem } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';

describe('the official @directus/sdk against the content service, as organisers edited it', () => {
  let server: TestServer;
  let client: ReturnType<typeof connect>;
  const connect = (base: string) => createDirectus(base).with(rest());

  let organiser: string;
  /** Changes item `id` of `collection` in the draft: `change` receives its editor form and returns the new one. */
  const edit = async (collection: string, id: number, change: (form: { values: Record<string, unknown>; texts: Record<string, Record<string, string>> }) => object) => {
    const { items } = ContentCollectionDraft.parse(await (await backstage(server, organiser, `/api/v2/backstage/content/collections/${collection}`)).json());
    const item = items.find((entry) => entry.id === id)!;
    const body = change({ values: item.values, texts: item.texts as Record<string, Record<string, string>> });
    expect((await backstage(server, organiser, `/api/v2/backstage/content/collections/${collection}/items/${id}`, { method: 'PUT', body })).status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer();
    client = connect(`${server.url}/content`);
    ({ staffToken: organiser } = await createStaffMember(server, 'sdk-organiser@awards.test', ['organiser']));
    // Published: an answer rewritten in Russian, a partner added, the nominations' order changed.
    await edit('faq', 1, ({ values, texts }) => ({ values, texts: { ...texts, RU: { ...texts.RU, answer: 'Ответ, **исправленный** в редакторе.' } } }));
    const { items: partners } = ContentCollectionDraft.parse(await (await backstage(server, organiser, '/api/v2/backstage/content/collections/partners')).json());
    const added = await backstage(server, organiser, '/api/v2/backstage/content/collections/partners/items', {
      method: 'POST',
      body: { values: { name: 'Edited Partner', url: 'https://partner.example.org', logo: partners[0]!.values.logo } },
    });
    expect(added.status).toBe(201);
    const order = Array.from({ length: 11 }, (_, index) => 11 - index);
    expect((await backstage(server, organiser, '/api/v2/backstage/content/collections/nominations/order', { method: 'PUT', body: { ids: order } })).status).toBe(200);
    expect((await backstage(server, organiser, '/api/v2/backstage/content/publish', { method: 'POST' })).status).toBe(200);
    // Not published: a question only a preview shows.
    await edit('faq', 2, ({ values, texts }) => ({ values, texts: { ...texts, EN: { ...texts.EN, question: 'A question still in the draft?' } } }));
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

  it('reads what organisers published, and the draft only with an organiser\'s token', async () => {
    const faq = await client.request(readItems('faq', { fields: ['id', 'translations.*'], sort: ['sort'] }));
    const answer = (items: typeof faq, id: number, language: string) =>
      (items.find((item) => item.id === id)?.translations as { languages_code: string; answer: string; question: string }[]).find((row) => row.languages_code === language);
    expect(answer(faq, 1, 'RU')?.answer).toBe('Ответ, **исправленный** в редакторе.');
    expect(answer(faq, 2, 'EN')?.question).not.toBe('A question still in the draft?');
    const partners = await client.request(readItems('partners', { fields: ['name', 'url'], sort: ['sort'] }));
    expect(partners.at(-1)).toEqual({ name: 'Edited Partner', url: 'https://partner.example.org' });
    const nominations = await client.request(readItems('nominations', { fields: ['id'], sort: ['sort'], limit: 3 }));
    expect(nominations).toEqual([{ id: 11 }, { id: 10 }, { id: 9 }]);

    const preview = connect(`${server.url}/content`).with(staticToken(organiser));
    const draft = await preview.request(readItem('faq', 2, { fields: ['id', 'translations.*'], version: 'draft' }));
    expect(answer([draft] as typeof faq, 2, 'EN')?.question).toBe('A question still in the draft?');
    await expect(client.request(readItem('faq', 2, { version: 'draft' }))).rejects.toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }], response: { status: 403 } });
  });

  it('reads the timer singleton', async () => {
    const timer = await client.request(readSingleton('timer', { fields: ['end_datetime'] }));
    expect(TimerItem.pick({ end_datetime: true }).strict().parse(timer)).toEqual({ end_datetime: '2027-01-03T22:59:59Z' });
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
