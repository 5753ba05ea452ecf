import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentCollectionDraft } from '@awards/contracts';
import { contentItems } from './tables';
import { startTestServer, useTestServer, type TestServer, describeOnlyOn } from '../../../test/harness';
import { rawGet } from '../../../test/raw-get';
import { backstage, createStaffMember } from '../../../test/staff';
import { CONTENT_CHANNEL } from './repository';

type FaqRow = { id: number; translations: { languages_code: string; answer: string }[] };

const FAQ = '/content/items/faq?fields=id,translations.*';
const FIRST_ITEM = and(eq(contentItems.collection, 'faq'), eq(contentItems.id, 1));

/** Item 1's English answer, as `server` answers `path`. */
async function englishAnswer(server: TestServer, path = FAQ) {
  const { data } = (await (await server.api(path)).json()) as { data: FaqRow[] };
  return data.find((item) => item.id === 1)!.translations.find((row) => row.languages_code === 'EN')!.answer;
}

/** Changes item 1's English answer in the published content straight in the database, as no server would. */
async function storeBehindTheService(server: TestServer, answer: string) {
  const [row] = await server.db.select().from(contentItems).where(FIRST_ITEM);
  const translations = (row!.data.translations as FaqRow['translations']).map((text) => (text.languages_code === 'EN' ? { ...text, answer } : text));
  await server.db.update(contentItems).set({ data: { ...row!.data, translations } }).where(FIRST_ITEM);
  return row!.data;
}

/** Counts the service's reads of a collection's published items (the repository's readCollection). */
function countCollectionReads(server: TestServer) {
  const select = vi.spyOn(server.db, 'select');
  const reads = () => select.mock.calls.filter(([fields]) => (fields as Record<string, unknown> | undefined)?.data === contentItems.data).length;
  return { reads, stop: () => select.mockRestore() };
}

/**
 * As another server's write would: every server forgets what it kept. The notice reaches the
 * server's listening connection a moment after it is sent (on PostgreSQL, later still on a loaded
 * machine), so this returns once the server has read the FAQ from the database again: a notice
 * still on its way would otherwise empty the cache in the middle of the next test.
 */
async function forgetEverywhere(server: TestServer) {
  await server.api(FAQ);
  await server.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
  const { reads, stop } = countCollectionReads(server);
  try {
    for (let waited = 0; reads() === 0 && waited < 10_000; waited += 20) {
      await server.api(FAQ);
      if (reads() === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    stop();
  }
}

/** Saves `answer` as item 2's Russian answer in the draft. */
async function draftRussianAnswer(server: TestServer, organiser: string, answer: string) {
  const draft = ContentCollectionDraft.parse(await (await backstage(server, organiser, '/api/v2/backstage/content/collections/faq')).json());
  const item = draft.items.find((entry) => entry.id === 2)!;
  const texts = item.texts as Record<string, Record<string, string>>;
  const body = { values: item.values, texts: { ...texts, RU: { ...texts.RU, answer } } };
  expect((await backstage(server, organiser, '/api/v2/backstage/content/collections/faq/items/2', { method: 'PUT', body })).status).toBe(200);
}

async function publish(server: TestServer, organiser: string) {
  expect((await backstage(server, organiser, '/api/v2/backstage/content/publish', { method: 'POST' })).status).toBe(200);
}

/** Item 2's Russian answer, as `server` answers the FAQ. */
async function russianAnswer(server: TestServer) {
  const { data } = (await (await server.api(FAQ)).json()) as { data: FaqRow[] };
  return data.find((item) => item.id === 2)!.translations.find((row) => row.languages_code === 'RU')!.answer;
}

describe('the content service’s kept answers', () => {
  const server = useTestServer();
  let organiser: string;
  let seeded: Record<string, unknown> | undefined;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'cache-organiser@awards.test', ['organiser']));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    if (seeded) await server.db.update(contentItems).set({ data: seeded }).where(FIRST_ITEM);
    seeded = undefined;
    await forgetEverywhere(server);
  });

  it('answers a query read before, in any order of its parameters, without reading the database, and a publish changes the answer at once', async () => {
    const first = await server.api(`${FAQ}&limit=20`);
    const tag = first.headers.get('etag')!;
    const published = await englishAnswer(server, `${FAQ}&limit=20`);
    const { reads } = countCollectionReads(server);
    seeded = await storeBehindTheService(server, 'Changed behind the service.');

    expect(await englishAnswer(server, `${FAQ}&limit=20`)).toBe(published);
    expect(await englishAnswer(server, `/content/items/faq?limit=20&fields=id,translations.*`)).toBe(published);
    const again = await server.api(`${FAQ}&limit=20`, { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(reads()).toBe(0);

    await draftRussianAnswer(server, organiser, 'Опубликовано.');
    await publish(server, organiser);
    expect(await englishAnswer(server, `${FAQ}&limit=20`)).toBe('Changed behind the service.');
    expect((await server.api(`${FAQ}&limit=20`, { headers: { 'if-none-match': tag } })).status).toBe(200);
  });

  it('builds an answer nobody asked for yet once, however many ask for it together', async () => {
    const { reads } = countCollectionReads(server);
    const responses = await Promise.all(Array.from({ length: 20 }, () => server.api(`${FAQ}&limit=5`)));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies).size).toBe(1);
    expect(reads()).toBe(1);
  });

  it('keeps images too: a second read reads neither the database nor the storage', async () => {
    const opened = vi.spyOn(server.app.storage.assets, 'open');
    const first = await server.api('/content/assets/judge-2');
    const { reads } = countCollectionReads(server);
    const second = await server.api('/content/assets/judge-2');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(opened).toHaveBeenCalledTimes(1);
    expect(reads()).toBe(0);
  });

  it('sends brotli, gzip or none as the client takes them, each compressed once and decoding to the same JSON, under one ETag', async () => {
    const url = new URL('/content/items/faq?fields=translations.*', server.url).toString();
    const plain = await rawGet(url, {});
    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect([plain.headers['content-encoding'], brotli.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([undefined, 'br', 'gzip']);
    const json = JSON.parse(plain.body.toString());
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(json);
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(json);
    for (const answer of [plain, brotli, gzip]) {
      expect(answer.headers).toMatchObject({ vary: 'accept-encoding', etag: plain.headers.etag, 'content-length': String(answer.body.length), 'cache-control': 'public, no-cache' });
    }
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    const again = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('never keeps an organiser’s preview of the draft, nor gives it to anyone else', async () => {
    const published = await englishAnswer(server);
    const draft = ContentCollectionDraft.parse(await (await backstage(server, organiser, '/api/v2/backstage/content/collections/faq')).json());
    const item = draft.items.find((entry) => entry.id === 1)!;
    const save = (answer: string) =>
      backstage(server, organiser, '/api/v2/backstage/content/collections/faq/items/1', {
        method: 'PUT',
        body: { values: item.values, texts: { ...item.texts, EN: { ...(item.texts as Record<string, Record<string, string>>).EN, answer } } },
      });
    const preview = async () => {
      const response = await backstage(server, organiser, `${FAQ}&version=draft`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const { data } = (await response.json()) as { data: FaqRow[] };
      return data.find((entry) => entry.id === 1)!.translations.find((row) => row.languages_code === 'EN')!.answer;
    };
    try {
      await save('A first draft.');
      expect(await preview()).toBe('A first draft.');
      await save('A second draft.');
      expect(await preview()).toBe('A second draft.');
      expect(await englishAnswer(server)).toBe(published);
      expect((await server.api(`${FAQ}&version=draft`)).status).toBe(403);
    } finally {
      await backstage(server, organiser, '/api/v2/backstage/content/discard', { method: 'POST', body: {} });
    }
  });

  it('forgets what it kept when the database tells of a change another server made', async () => {
    await englishAnswer(server);
    seeded = await storeBehindTheService(server, 'Written by another server.');
    await server.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
    await expect.poll(() => englishAnswer(server)).toBe('Written by another server.');
  });
});

describe('the content service’s kept answers within a small budget', () => {
  // Room for about two answers of the FAQ, each kept three ways (plain, brotli and gzip).
  const server = useTestServer({ tweakConfig: (config) => (config.contentCacheBytes = 48_000) });

  it('keep no more than the budget: the least recently read are built again', async () => {
    const paths = [99, 98, 97, 96].map((limit) => `${FAQ}&limit=${limit}`);
    for (const path of paths) await server.api(path);
    const { reads } = countCollectionReads(server);
    await server.api(paths[3]!);
    await server.api(paths[2]!);
    expect(reads()).toBe(0);
    await server.api(paths[0]!);
    expect(reads()).toBe(1);
  });
});

describeOnlyOn('postgres', 'the kept answers of two servers on one PostgreSQL database', () => {
  const first = useTestServer();
  let second: TestServer;
  let organiser: string;
  beforeAll(async () => {
    // Signed up before the second server starts, whose mail worker would otherwise deliver the one-time password to its own catcher.
    ({ staffToken: organiser } = await createStaffMember(first, 'two-caches-organiser@awards.test', ['organiser']));
    second = await startTestServer({ databaseUrl: first.databaseUrl });
  });
  afterAll(() => second.close());

  it('change on the other server once it hears of a publish', async () => {
    await russianAnswer(second);
    await draftRussianAnswer(first, organiser, 'С первого сервера.');
    await publish(first, organiser);
    await expect.poll(() => russianAnswer(second)).toBe('С первого сервера.');
  });

  it('change at once on the server that publishes, and on the other once its lost listening connection is back', async () => {
    await Promise.all([englishAnswer(first), englishAnswer(second), russianAnswer(first)]);
    await draftRussianAnswer(first, organiser, 'Пока никто не слушал.');
    await storeBehindTheService(first, 'Missed while the connection was lost.');
    await first.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'awards-content' and datname = current_database()`);
    await publish(first, organiser);
    expect(await russianAnswer(first)).toBe('Пока никто не слушал.');
    await expect.poll(() => englishAnswer(second), { timeout: 5_000 }).toBe('Missed while the connection was lost.');
  });
});
