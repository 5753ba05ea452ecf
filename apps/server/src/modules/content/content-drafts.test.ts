import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentCollectionDraft, ContentOverview, type ContentEditorItem } from '@awards/contracts';
import { auditLog } from '../audit/tables';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { setJuryMember } from '../jury';

type WireItem = { id: number; values: Record<string, string | number>; texts: Record<string, Record<string, string>>; state: string; changed_by: string | null };
type FaqRow = { id: number; translations: { languages_code: string; question: string; answer: string }[] };

describe("the content's draft in the backstage", () => {
  const server = useTestServer();
  let organiser: string;
  let moderator: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'content-organiser@awards.test', ['organiser']));
    ({ staffToken: moderator } = await createStaffMember(server, 'content-moderator@awards.test', ['moderator']));
  });
  beforeEach(async () => {
    expect((await backstage(server, organiser, '/api/v2/backstage/content/discard', { method: 'POST', body: {} })).status).toBe(200);
  });

  const call = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => backstage(server, organiser, `/api/v2/backstage/content${path}`, init);
  const draftOf = async (collection: string) => ContentCollectionDraft.parse(await (await call(`/collections/${collection}`)).json());
  const faqItem = async (id: number) => (await draftOf('faq')).items.find((item) => item.id === id) as unknown as WireItem;
  const publicAnswer = async (id: number, language: string, init?: RequestInit) => {
    const { data } = (await (await server.api('/content/items/faq?fields=id,translations.*', init)).json()) as { data: FaqRow[] };
    return data.find((item) => item.id === id)?.translations.find((row) => row.languages_code === language)?.answer;
  };
  /** An item's editor form with one text changed. */
  const withText = (item: Pick<ContentEditorItem, 'values' | 'texts'>, language: string, field: string, value: string) => ({
    values: item.values,
    texts: { ...item.texts, [language]: { ...(item.texts as Record<string, Record<string, string>>)[language], [field]: value } },
  });

  it('keeps an edit as a draft: the site shows the published text until a publish, organisers see who changed what', async () => {
    const before = await faqItem(1);
    const published = before.texts.RU!.answer;
    const saved = await call('/collections/faq/items/1', { method: 'PUT', body: withText(before, 'RU', 'answer', 'Новый **ответ**.') });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ id: 1, state: 'changed', changed_by: 'content-organiser@awards.test', texts: { RU: { answer: 'Новый **ответ**.' } } });

    expect(await publicAnswer(1, 'RU')).toBe(published);
    const overview = ContentOverview.parse(await (await call('')).json());
    expect(overview.changes).toBe(1);
    expect(overview.collections.find((entry) => entry.collection === 'faq')).toMatchObject({ changes: 1, missing: 0 });
    expect(overview.missing).toEqual([]);

    const [record] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'content.save'));
    expect(record).toMatchObject({ actorEmail: 'content-organiser@awards.test', subjectType: 'content_item', subjectId: 'faq/1' });
  });

  it('drops the draft of an item edited back to what is published', async () => {
    const before = await faqItem(2);
    await call('/collections/faq/items/2', { method: 'PUT', body: withText(before, 'EN', 'question', 'Changed?') });
    expect((await faqItem(2)).state).toBe('changed');
    await call('/collections/faq/items/2', { method: 'PUT', body: { values: before.values, texts: before.texts } });
    expect((await faqItem(2)).state).toBe('published');
  });

  it('shows the draft on the public pages to an organiser asking for it, and to nobody else', async () => {
    await call('/collections/faq/items/1', { method: 'PUT', body: withText(await faqItem(1), 'PT', 'answer', 'Rascunho em português.') });
    const path = '/content/items/faq?fields=id,translations.*&version=draft';
    const preview = await server.api(path, { headers: { authorization: `Bearer ${organiser}` } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    const { data } = (await preview.json()) as { data: FaqRow[] };
    expect(data.find((item) => item.id === 1)?.translations.find((row) => row.languages_code === 'PT')?.answer).toBe('Rascunho em português.');

    for (const headers of [{}, { authorization: `Bearer ${moderator}` }, { authorization: 'Bearer forged' }] as Record<string, string>[]) {
      const refused = await server.api(path, { headers });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ errors: [{ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } }] });
    }
    expect((await server.api('/content/items/faq?version=v2', { headers: { authorization: `Bearer ${organiser}` } })).status).toBe(400);
  });

  it('refuses hostile rich text and bad values, each on its field, in the caller’s language, keeping the draft as it was', async () => {
    const before = await faqItem(3);
    const hostile = await call('/collections/faq/items/3', {
      method: 'PUT',
      headers: { 'accept-language': 'ru' },
      body: {
        values: before.values,
        texts: { ...before.texts, EN: { question: 'Q', answer: 'Hi <img src=x onerror=alert(1)>' }, SP: { question: 'P', answer: '[clic](javascript:alert(1))' } },
      },
    });
    expect(hostile.status).toBe(400);
    const body = (await hostile.json()) as { code: string; message: string; fields: Record<string, string> };
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.fields).sort()).toEqual(['texts.EN.answer', 'texts.SP.answer']);
    expect(body.fields['texts.SP.answer']).toMatch(/https:\/\//);
    expect(body.fields['texts.EN.answer']).toMatch(/HTML/);
    expect(body.message).toBe('Некоторые поля заполнены неверно. Исправьте их и попробуйте снова.');
    expect((await faqItem(3)).state).toBe('published');

    const partners = await draftOf('partners');
    const partner = partners.items[0]!;
    const bad = await call(`/collections/partners/items/${partner.id}`, { method: 'PUT', body: { values: { name: '', url: 'javascript:alert(1)', logo: 'no-such-asset' }, texts: {} } });
    expect(bad.status).toBe(400);
    expect((await bad.json()) as object).toMatchObject({ fields: { 'values.name': 'This field is required', 'values.url': 'Invalid link', 'values.logo': 'This image is not in the library. Upload it again' } });
  });

  it('takes a picture from the library in an item’s image field', async () => {
    const nominations = await draftOf('nominations');
    const [first, second] = nominations.items as unknown as WireItem[];
    const saved = await call(`/collections/nominations/items/${first!.id}`, { method: 'PUT', body: { values: { ...first!.values, image_new: second!.values.image_old }, texts: first!.texts } });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as WireItem).values.image_new).toBe(second!.values.image_old);
  });

  it('adds, reorders and removes items of a list in the draft; fixed collections refuse it', async () => {
    const added = await call('/collections/faq/items', { method: 'POST', body: { texts: { EN: { question: 'New?', answer: 'Yes.' } } } });
    expect(added.status).toBe(201);
    const item = (await added.json()) as WireItem;
    expect(item).toMatchObject({ state: 'added', texts: { EN: { question: 'New?', answer: 'Yes.' }, RU: { question: '', answer: '' } } });

    const draft = await draftOf('faq');
    expect(draft.items.at(-1)!.id).toBe(item.id);
    expect(draft.missing.filter((text) => text.item_id === item.id).map((text) => `${text.language}.${text.field}`)).toEqual([
      'SP.question',
      'SP.answer',
      'RU.question',
      'RU.answer',
      'PT.question',
      'PT.answer',
    ]);
    const ids = draft.items.map((entry) => entry.id);
    const reordered = await call('/collections/faq/order', { method: 'PUT', body: { ids: [item.id, ...ids.slice(0, -1)] } });
    expect(ContentCollectionDraft.parse(await reordered.json()).items.map((entry) => entry.id)).toEqual([item.id, ...ids.slice(0, -1)]);
    const stale = await call('/collections/faq/order', { method: 'PUT', body: { ids: ids.slice(1) } });
    expect(stale.status).toBe(400);

    const removed = await call(`/collections/faq/items/${ids[0]}`, { method: 'DELETE' });
    expect(ContentCollectionDraft.parse(await removed.json()).items.find((entry) => entry.id === ids[0])?.state).toBe('removed');
    // An item added and removed before a publish leaves nothing behind.
    await call(`/collections/faq/items/${item.id}`, { method: 'DELETE' });
    expect((await draftOf('faq')).items.some((entry) => entry.id === item.id)).toBe(false);

    for (const [method, path] of [
      ['POST', '/collections/pages/items'],
      ['DELETE', '/collections/pages/items/1'],
      ['DELETE', '/collections/nominations/items/1'],
      ['PUT', '/collections/timer/order'],
    ] as const) {
      const refused = await call(path, { method, body: method === 'DELETE' ? undefined : method === 'PUT' ? { ids: [1] } : { texts: {} } });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'fixed_collection' });
    }
    expect((await call('/collections/no-such/items/1', { method: 'PUT', body: {} })).status).toBe(400);
    expect((await call('/collections/faq/items/999', { method: 'PUT', body: {} })).status).toBe(404);
  });

  it('will not remove a jury member a judge is shown as', async () => {
    const { id } = await createStaffMember(server, 'content-judge@awards.test', ['judge']);
    const [member] = (await draftOf('judges')).items;
    await setJuryMember(server.db, id, member!.id);
    const refused = await call(`/collections/judges/items/${member!.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'jury_member_linked' });
  });

  it('is for organisers only', async () => {
    for (const path of ['', '/collections/faq', '/versions', '/draft/changes']) expect((await backstage(server, moderator, `/api/v2/backstage/content${path}`)).status).toBe(403);
    expect((await backstage(server, moderator, '/api/v2/backstage/content/publish', { method: 'POST' })).status).toBe(403);
  });
});
