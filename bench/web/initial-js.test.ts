import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialJavaScript } from './initial-js';

/** A built site in a temp dir: each file's name and body, under `assets/`. */
function buildWith(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'initial-js-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dist, 'assets', name), body);
  return dist;
}

const page = '<script defer src="/app-config.js"></script><script type="module" src="/assets/entry.js"></script>';

describe('the initial JavaScript of a page', () => {
  it('counts the entry, its static imports and the app the entry starts, but not what loads on demand later', () => {
    const dist = buildWith({
      'entry.js': 'import{t as e}from"./helper.js";e(()=>import("./start.js"));',
      'helper.js': 'export const t=(f)=>f();',
      'start.js': 'import"./react.js";const lazy=()=>import("./profile.js");',
      'react.js': 'export default 1;',
      'profile.js': 'export default 2;',
    });
    const { files, gzipBytes } = initialJavaScript(page, dist);
    expect(files.map((file) => file.url)).toEqual(['/assets/entry.js', '/assets/helper.js', '/assets/start.js', '/assets/react.js']);
    expect(gzipBytes).toBe(files.reduce((sum, file) => sum + file.gzipBytes, 0));
  });

  it('counts a module imported from two places once', () => {
    const dist = buildWith({ 'entry.js': 'import"./a.js";import"./b.js";', 'a.js': 'import"./b.js";', 'b.js': 'export{};' });
    expect(initialJavaScript(page, dist).files.map((file) => file.url)).toEqual(['/assets/entry.js', '/assets/a.js', '/assets/b.js']);
  });
});
