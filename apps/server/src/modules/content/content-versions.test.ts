import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentChanges, ContentCollectionDraft, ContentVersionList, ContentVersionSummary } from '@awards/contracts';
import { auditLog } from '../audit/tables';
import { startTestServer, useTestServer, type TestServer, describeOnlyOn } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { openLiveStream } from '../../../test/live';

type FaqRow = { id: number; translations: { languages_code: string; answer: string }[] };

/** What the public content service answers for an FAQ item's answer in a language. */
async function publicAnswer(server: TestServer, id: number, language: string) {
  const { data } = (await (await server.api('/content/items/faq?fields=id,translations.*')).json()) as { data: FaqRow[] };
  return data.find((item) => item.id === id)?.translations.find((row) => row.languages_code === language)?.answer;
}

/** Puts `answer` in item 1's Russian answer, in the draft. */
async function draftRussianAnswer(server: TestServer, token: string, answer: string) {
  const draft = ContentCollectionDraft.parse(await (await backstage(server, token, '/api/v2/backstage/content/collections/faq')).json());
  const item = draft.items.find((entry) => entry.id === 1)!;
  const texts = item.texts as Record<string, Record<string, string>>;
  const saved = await backstage(server, token, '/api/v2/backstage/content/collections/faq/items/1', {
    method: 'PUT',
    body: { values: item.values, texts: { ...texts, RU: { ...texts.RU, answer } } },
  });
  expect(saved.status).toBe(200);
}

const publish = (server: TestServer, token: string, headers: Record<string, string> = {}) =>
  backstage(server, token, '/api/v2/backstage/content/publish', { method: 'POST', headers });

describe('publishing content and its versions', () => {
  const server = useTestServer();
  let organiser: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'versions-organiser@awards.test', ['organiser']));
  });
  const call = (path: string, method = 'GET') => backstage(server, organiser, `/api/v2/backstage/content${path}`, { method });

  it('refuses a publish while a text is missing in a language, naming each, and publishes nothing', async () => {
    const added = await backstage(server, organiser, '/api/v2/backstage/content/collections/faq/items', {
      method: 'POST',
      body: { texts: { EN: { question: 'Is it live?', answer: 'Yes.' }, SP: { question: '¿En directo?', answer: 'Sí.' }, RU: { question: 'В эфире?', answer: 'Да.' } } },
    });
    const { id } = (await added.json()) as { id: number };
    await draftRussianAnswer(server, organiser, 'Черновик.');
    const before = await publicAnswer(server, 1, 'RU');

    const refused = await publish(server, organiser, { 'accept-language': 'pt' });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; message: string; fields: Record<string, string> };
    expect(body).toMatchObject({ code: 'content_incomplete', message: 'Faltam textos em algum idioma. Preencha todos os textos da lista e publique.' });
    expect(body.fields).toEqual({ [`faq.${id}.PT.question`]: 'Este campo é obrigatório', [`faq.${id}.PT.answer`]: 'Este campo é obrigatório' });
    expect(await publicAnswer(server, 1, 'RU')).toBe(before);
    expect(ContentVersionList.parse(await (await call('/versions')).json()).versions).toEqual([]);
    await call(`/collections/faq/items/${id}`, 'DELETE');
  });

  it('publishes every change together as a version, tells every open page, and keeps what was there before', async () => {
    const previous = await publicAnswer(server, 1, 'RU');
    const stream = await openLiveStream(server.url);
    try {
      const changes = ContentChanges.parse(await (await call('/draft/changes')).json());
      expect(changes.changes).toEqual([
        { collection: 'faq', item_id: 1, label: 'Who can submit an application?', kind: 'changed', fields: [{ field: 'answer', language: 'RU', before: previous, after: 'Черновик.' }] },
      ]);
      const published = await publish(server, organiser);
      expect(published.status).toBe(200);
      const version = ContentVersionSummary.parse(await published.json());
      expect(version).toMatchObject({ published_by: 'versions-organiser@awards.test', added: 0, changed: 1, removed: 0, restored_from: null });
      expect(await publicAnswer(server, 1, 'RU')).toBe('Черновик.');
      await expect.poll(stream.events).toEqual([expect.objectContaining({ event: 'content', data: { version: version.id } })]);
    } finally {
      stream.close();
    }
    const { versions } = ContentVersionList.parse(await (await call('/versions')).json());
    expect(versions.map((entry) => [entry.published_by, entry.changed])).toEqual([
      ['versions-organiser@awards.test', 1],
      [null, 0],
    ]);
    expect((await publish(server, organiser)).status).toBe(409);
  });

  it('compares two versions field by field and restores an earlier one as a new version', async () => {
    const [latest, first] = ContentVersionList.parse(await (await call('/versions')).json()).versions;
    const compared = ContentChanges.parse(await (await call(`/versions/${latest!.id}/changes`)).json());
    expect(compared.changes.map((change) => change.fields.map((field) => [change.item_id, field.field, field.language, field.after]))).toEqual([[[1, 'answer', 'RU', 'Черновик.']]]);
    expect(ContentChanges.parse(await (await call(`/versions/${first!.id}/changes`)).json()).changes).toEqual([]);
    expect((await call('/versions/999/changes')).status).toBe(404);

    const restored = await call(`/versions/${first!.id}/restore`, 'POST');
    expect(restored.status).toBe(200);
    expect(ContentVersionSummary.parse(await restored.json())).toMatchObject({ restored_from: first!.id, changed: 1 });
    expect(await publicAnswer(server, 1, 'RU')).not.toBe('Черновик.');

    const actions = (await server.db.select().from(auditLog).where(eq(auditLog.subjectType, 'content_version'))).map((record) => record.action);
    expect(actions).toEqual(['content.publish', 'content.restore']);
  });
});

describeOnlyOn('postgres', 'a publish with several servers on one PostgreSQL database', () => {
  const first = useTestServer();
  let second: TestServer | undefined;
  afterEach(async () => {
    await second?.close();
    second = undefined;
  });

  it('reaches the pages open on the other server, whose content answers change at once', async () => {
    // Signed up before the second server starts, whose mail worker would otherwise deliver the one-time password to its own catcher.
    const { staffToken } = await createStaffMember(first, 'two-servers-organiser@awards.test', ['organiser']);
    second = await startTestServer({ databaseUrl: first.databaseUrl });
    const etag = (await second.api('/content/items/faq?fields=id,translations.*')).headers.get('etag');
    const stream = await openLiveStream(second.url);
    try {
      await draftRussianAnswer(first, staffToken, 'С другого сервера.');
      const version = ContentVersionSummary.parse(await (await publish(first, staffToken)).json());
      await expect.poll(stream.events).toEqual([expect.objectContaining({ event: 'content', data: { version: version.id } })]);
      expect(await publicAnswer(second, 1, 'RU')).toBe('С другого сервера.');
      expect((await second.api('/content/items/faq?fields=id,translations.*')).headers.get('etag')).not.toBe(etag);
    } finally {
      stream.close();
    }
  });
});
