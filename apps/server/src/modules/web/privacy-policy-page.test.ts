import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { contentItems } from '../content/tables';
import { useTestServer } from '../../../test/harness';
import { withWebBuild } from '../../../test/web-build';

/** The seeded policy's first words in each language (apps/server/src/seed/content/pages.ts). */
const SEEDED = {
  EN: { title: 'Privacy policy', opening: 'We collect only what the awards need' },
  SP: { title: 'Política de privacidad', opening: 'Solo recopilamos lo que los premios necesitan' },
  RU: { title: 'Политика конфиденциальности', opening: 'Мы собираем только то, что нужно для премии' },
};

/** A build made before the policy was drawn from the content, with a file of it. */
function withOldPolicyFile(config: Config) {
  withWebBuild(config);
  writeFileSync(path.join(config.webRoot, 'privacy-policy.html'), '<h1>The old static policy</h1>');
}

describe('the printable privacy policy', () => {
  const server = useTestServer({ tweakConfig: withOldPolicyFile });
  const policyRow = and(eq(contentItems.collection, 'pages'), sql`${contentItems.data}->>'slug' = 'privacy-policy'`);
  let seeded: Record<string, unknown> | undefined;

  /** Publishes new texts for the policy in one language (or all), straight into the published content. */
  async function publish(language: string | undefined, texts: Record<string, string>) {
    const [row] = await server.db.select().from(contentItems).where(policyRow);
    seeded ??= row!.data;
    const translations = (row!.data.translations as Record<string, string>[]).map((translation) =>
      language === undefined || translation.languages_code === language ? { ...translation, ...texts } : translation,
    );
    await server.db.update(contentItems).set({ data: { ...row!.data, translations } }).where(policyRow);
  }

  afterEach(async () => {
    if (seeded) await server.db.update(contentItems).set({ data: seeded }).where(policyRow);
  });

  it('is the published policy in the language the visitor chose on the site, as a page of its own with its print styles', async () => {
    const response = await server.api('/privacy-policy.html', { headers: { cookie: 'theme=dark; lastLanguageCode=RU', 'accept-language': 'pt-BR' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toMatch(/^<!doctype html>\n<html lang="ru">/);
    expect(page).toContain(`<title>${SEEDED.RU.title}</title>`);
    expect(page).toContain(`<h1>${SEEDED.RU.title}</h1>`);
    expect(page).toContain(`<p>${SEEDED.RU.opening}`);
    expect(page.match(/<h2>/g)).toHaveLength(3);
    expect(page).toContain('<h2>Что мы храним и зачем</h2>');
    expect(page).toContain('<a href="/profile">личном кабинете</a>');
    expect(page).toContain('<link rel="stylesheet" href="/privacy-policy.css" />');
    expect(page).not.toContain('The old static policy');
  });

  it("is in the browser's language when the visitor chose none on the site, and in English when the site has not that language", async () => {
    const spanish = await (await server.api('/privacy-policy.html', { headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' } })).text();
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain(`<h1>${SEEDED.SP.title}</h1>`);
    const english = await (await server.api('/privacy-policy.html', { headers: { 'accept-language': 'de-DE' } })).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(`<p>${SEEDED.EN.opening}`);
  });

  it('takes each text a language leaves blank from English', async () => {
    await publish('RU', { body: '' });
    const page = await (await server.api('/privacy-policy.html', { headers: { cookie: 'lastLanguageCode=RU' } })).text();
    expect(page).toContain(`<h1>${SEEDED.RU.title}</h1>`);
    expect(page).toContain(`<p>${SEEDED.EN.opening}`);
  });

  it('is revalidated on every visit, so that a publish shows at once and an unchanged policy costs a 304', async () => {
    // As a browser asks: compressed, which must not lose the tag.
    const browser = { 'accept-encoding': 'br, gzip' };
    const first = await server.api('/privacy-policy.html', { headers: browser });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/cookie/i);
    expect(first.headers.get('vary')).toMatch(/accept-language/i);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await server.api('/privacy-policy.html', { headers: { ...browser, 'if-none-match': etag } })).status).toBe(304);

    await publish('EN', { body: '## What we keep\n\nOnly your **email**. Write to [the team](mailto:team@awards.example).' });
    const after = await server.api('/privacy-policy.html', { headers: { ...browser, 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('<h2>What we keep</h2>\n<p>Only your <strong>email</strong>. Write to <a href="mailto:team@awards.example">the team</a>.</p>');
  });

  it('writes a hostile policy as words only: no script, no handler, no style, no script address', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      'Hi <img src=x onerror=alert(1)> <a href="javascript:alert(1)" style="color:red">there</a>',
      '[click](javascript:alert(1)) [tab](java&#x09;script:alert(1)) [upper](JAVASCRIPT:alert(1))',
      '<style>body { display: none }</style> <svg onload=alert(1)> <iframe src="https://evil.example"></iframe>',
      '<!-- <script>alert(1)</script> -->',
      '![pic](https://evil.example/x.png)',
    ].join('\n\n');
    await publish(undefined, { title: '<script>alert(1)</script>Policy', body: hostile });
    const page = await (await server.api('/privacy-policy.html')).text();
    expect(page).not.toMatch(/<script|<img|<svg|<iframe|<style|\son\w+\s*=|\sstyle\s*=|javascript:/i);
    expect(page).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;Policy</h1>');
    expect(page).toContain('click');
  });
});
