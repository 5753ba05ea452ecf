import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { rawGet } from '../../../test/raw-get';
import { WEB_INDEX_MARKER, withPageRenderer } from '../../../test/web-build';

/** The seeded timer's lead in each language (apps/server/src/seed). */
const SEEDED_LEAD = { PT: 'Envie seus momentos de live favoritos de 2025 antes do prazo final.', RU: 'Успейте отправить любимые моменты стримов 2025 года' };

describe('public pages drawn by the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ tweakConfig: withPageRenderer, env: { APP_TITLE: 'Streamer <Awards> & "Co"', DEFAULT_LOCALE: 'PT' } });
  });
  afterAll(() => server.close());

  it('arrive drawn in the language of the visitor’s lastLanguageCode cookie, with the content read in the server’s process', async () => {
    const page = await (await server.api('/voting/3', { headers: { cookie: 'theme=dark; lastLanguageCode=RU' } })).text();
    expect(page).toContain('<html lang="ru">');
    expect(page).toContain(`<div id="root" data-drawn><h1>/voting/3 in RU</h1><p class="lead">${SEEDED_LEAD.RU}`);
  });

  it('are in the site’s default language without a cookie or with one it does not know', async () => {
    for (const cookie of [undefined, 'lastLanguageCode=XX']) {
      const page = await (await server.api('/loty', { headers: cookie ? { cookie } : {} })).text();
      expect(page).toContain('<html lang="pt">');
      expect(page).toContain('<h1>/loty in PT</h1>');
      expect(page).toContain(SEEDED_LEAD.PT);
    }
  });

  it('carry their title escaped, and what the app needs to take them over as a JSON block written as it came', async () => {
    const page = await (await server.api('/giveaway')).text();
    expect(page).toContain('<title>Streamer &lt;Awards&gt; &amp; &quot;Co&quot; | /giveaway</title>');
    expect(page).toContain(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"language":"PT","note":"$& stays as written"}</script>`);
  });

  it('ask early for the fonts of the language’s own letters, and no other script’s', async () => {
    const russian = await (await server.api('/loty', { headers: { cookie: 'lastLanguageCode=RU' } })).text();
    expect(russian).toContain('/assets/inter-latin.woff2');
    expect(russian).toContain('/assets/inter-cyrillic.woff2');
    for (const page of [await (await server.api('/loty')).text(), await (await server.api('/profile')).text()]) {
      expect(page).toContain('/assets/inter-latin.woff2');
      expect(page).not.toContain('/assets/inter-cyrillic.woff2');
    }
  });

  it('answer with the status the renderer gives, and send a redirect on', async () => {
    expect((await rawGet(`${server.url}/gone`)).status).toBe(404);
    const redirect = await rawGet(`${server.url}/`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers['location']).toBe('/home');
  });

  it('leave a page the browser must draw, and one the renderer fails on, to the browser: index.html, with nothing of the failure', async () => {
    for (const pathname of ['/profile', '/broken']) {
      const answer = await server.api(pathname);
      expect(answer.status).toBe(200);
      const page = await answer.text();
      expect(page).toContain(WEB_INDEX_MARKER);
      expect(page).not.toContain('the renderer failed');
    }
  });

  it('vary by cookie, are revalidated on every visit, and go out compressed to a browser that accepts it', async () => {
    const { headers, body } = await rawGet(`${server.url}/home`, { 'accept-encoding': 'gzip, br', cookie: 'lastLanguageCode=RU' });
    expect(headers['content-encoding']).toBe('br');
    expect(headers['vary']).toMatch(/cookie/i);
    expect(headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(body).toString('utf8')).toContain('<h1>/home in RU</h1>');

    const plain = await rawGet(`${server.url}/home`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<h1>/home in PT</h1>');
  });

  it('never serve the renderer itself as a file', async () => {
    expect((await server.api('/server/render-page.js')).status).toBe(404);
  });

  it('leave the backstage to the browser', async () => {
    expect(await (await server.api('/backstage/content')).text()).not.toContain('/backstage/content in');
  });
});
