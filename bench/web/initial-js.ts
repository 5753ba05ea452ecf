import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type ScriptSize = { url: string; bytes: number; gzipBytes: number };
export type ScriptTotal = { files: ScriptSize[]; bytes: number; gzipBytes: number };

/** `<script type="module" src>` and `<link rel="modulepreload" href>` of a page, in document order. */
export function entryScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  return tags.flatMap((tag) => {
    const attribute = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attribute('type') === 'module' && attribute('src')) return [attribute('src')!];
    if (/^<link/i.test(tag) && attribute('rel') === 'modulepreload' && attribute('href')) return [attribute('href')!];
    return [];
  });
}

/**
 * The relative modules a built chunk imports statically (`import{a}from"./b.js"`, `import"./c.js"`,
 * `export*from"./d.js"`). Dynamic `import("./e.js")` is left out: it loads later, on demand.
 */
export function staticImports(code: string): string[] {
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1]!);
}

/** The relative modules a built chunk imports on demand (`import("./e.js")`). */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((match) => match[1]!);
}

function total(files: ScriptSize[]): ScriptTotal {
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

function measure(url: string, body: Buffer): ScriptSize {
  return { url, bytes: body.length, gzipBytes: gzipSync(body).length };
}

/**
 * The JavaScript the browser must load before the app first renders: the page's module entry and
 * modulepreload links, followed through their static imports, read from the build in `distDir`
 * and gzipped here with zlib's default level (what the server would send if it compressed). The
 * entry itself starts the app with an `import()` once the page has painted (apps/web/src/main.tsx),
 * so the entry's own dynamic imports count too.
 */
export function initialJavaScript(html: string, distDir: string): ScriptTotal {
  const seen = new Set<string>();
  const entries = new Set(entryScripts(html).map((src) => new URL(src, 'http://page/').pathname));
  const queue = [...entries];
  const files: ScriptSize[] = [];
  while (queue.length > 0) {
    const urlPath = queue.shift()!;
    if (seen.has(urlPath)) continue;
    seen.add(urlPath);
    const body = readFileSync(path.join(distDir, urlPath));
    files.push(measure(urlPath, body));
    const code = body.toString('utf8');
    const imports = entries.has(urlPath) ? [...staticImports(code), ...dynamicImports(code)] : staticImports(code);
    for (const specifier of imports) queue.push(new URL(specifier, `http://page${urlPath}`).pathname);
  }
  return total(files);
}

/** Every script of a page load as the server sends it (fetched again here), gzipped with zlib. */
export async function loadedJavaScript(urls: string[]): Promise<ScriptTotal> {
  const files = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return measure(new URL(url).pathname, Buffer.from(await response.arrayBuffer()));
    }),
  );
  return total(files);
}
