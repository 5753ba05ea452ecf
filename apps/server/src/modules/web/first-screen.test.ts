import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '../../lib/db/schema';
import { startTestServer, type TestServer } from '../../../test/harness';
import { SHELL_FALLBACK, WEB_INDEX_MARKER, withDrawnFirstScreen } from '../../../test/web-build';

/** The seeded timer's lead in each language (apps/server/src/seed). */
const SEEDED_LEAD = { EN: 'Send your favourite 2025 stream moments', RU: 'Успейте отправить любимые моменты стримов 2025 года' };

/** A raw GET, so the test sees the bytes and headers as sent (fetch would undo the encoding). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the home page first screen drawn by the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ tweakConfig: withDrawnFirstScreen, env: { APP_TITLE: 'Streamer <Awards> & "Co"', DEFAULT_LOCALE: 'PT' } });
  });
  afterAll(() => server.close());

  it('is in the language of the visitor’s lastLanguageCode cookie, with the timer texts of the content', async () => {
    const page = await (await server.api('/home', { headers: { cookie: 'theme=dark; lastLanguageCode=RU' } })).text();
    expect(page).toContain('<html lang="ru">');
    expect(page).toContain('<h1>first screen in ru</h1>');
    expect(page).toContain(SEEDED_LEAD.RU);
    expect(page).not.toContain('%timer.');
  });

  it('is in the site’s default language without a cookie or with one it does not know', async () => {
    for (const cookie of [undefined, 'lastLanguageCode=XX']) {
      const page = await (await server.api('/signin', { headers: cookie ? { cookie } : {} })).text();
      expect(page).toContain('<html lang="pt">');
      expect(page).toContain('<h1>first screen in pt</h1>');
    }
  });

  it('writes the site’s title in, escaped as HTML', async () => {
    const page = await (await server.api('/')).text();
    expect(page).toContain('aria-label="Streamer &lt;Awards&gt; &amp; &quot;Co&quot;, home">Streamer &lt;Awards&gt; &amp; &quot;Co&quot;</a>');
  });

  it('takes a text the content leaves blank from English, then from the app, and leaves a missing note empty', async () => {
    const [timer] = await server.db.select().from(contentItems).where(eq(contentItems.collection, 'timer'));
    const seeded = timer!.data.translations as Record<string, string>[];
    const store = (rows: Record<string, string>[]) =>
      server.db.update(contentItems).set({ data: { ...timer!.data, translations: rows } }).where(eq(contentItems.collection, 'timer'));
    const russian = { cookie: 'lastLanguageCode=RU' };
    try {
      await store(seeded.map((row) => ({ ...row, sub_description: '', description: row.languages_code === 'RU' ? '  ' : row.description! })));
      let page = await (await server.api('/home', { headers: russian })).text();
      expect(page).toContain(SEEDED_LEAD.EN);
      expect(page).toContain('<p class="hero__note"></p>');

      await store(seeded.map((row) => ({ ...row, description: '' })));
      page = await (await server.api('/home', { headers: russian })).text();
      expect(page).toContain(`<p class="hero__lead">${SHELL_FALLBACK.description}</p>`);
    } finally {
      await store(seeded);
    }
  });

  it('is only on the pages that open on it; other pages are index.html alone', async () => {
    for (const pathname of ['/voting/3', '/profile', '/no-such-page']) {
      const page = await (await server.api(pathname, { headers: { cookie: 'lastLanguageCode=RU' } })).text();
      expect(page).toContain(WEB_INDEX_MARKER);
      expect(page).not.toContain('first screen');
    }
  });

  it('varies by cookie, is revalidated on every visit, and goes out compressed to a browser that accepts it', async () => {
    const { headers, body } = await rawGet(`${server.url}/home`, { 'accept-encoding': 'gzip, br', cookie: 'lastLanguageCode=RU' });
    expect(headers['content-encoding']).toBe('br');
    expect(headers['vary']).toMatch(/cookie/i);
    expect(headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(body).toString('utf8')).toContain('<h1>first screen in ru</h1>');

    const plain = await rawGet(`${server.url}/home`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<h1>first screen in pt</h1>');
  });

  it('does not serve the drawn screens as files', async () => {
    for (const pathname of ['/shell/en.html', '/shell/shell.json']) expect((await server.api(pathname)).status).toBe(404);
  });
});
