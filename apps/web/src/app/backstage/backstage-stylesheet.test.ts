import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(src, file), 'utf8');

/** The backstage's folders: its frame, its shared components, and every feature its route table opens. */
const folders = [
  'app/backstage',
  'components/backstage',
  ...[...read('app/backstage/backstage-routes.tsx').matchAll(/'@\/features\/([\w-]+)\//g)].map((match) => `features/${match[1]}`),
];
const filesIn = (folder: string) => readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`);
const files = [...new Set(folders.flatMap(filesIn))];
const stylesheet = read('app/backstage/backstage.css');
const listed = new Set([...stylesheet.matchAll(/@import '([^']+)';/g)].map((match) => path.join('app/backstage', match[1]!)));

describe("the backstage's styles", () => {
  it('reach the backstage through its own stylesheet, never the one every public page waits for', () => {
    expect(folders).toEqual(expect.arrayContaining(['features/review', 'features/inbox', 'features/audit', 'features/staff']));
    const importingCss = files.filter((file) => /\.tsx?$/.test(file) && /^import\s+['"][^'"]+\.css['"];?$/m.test(read(file)));
    expect(importingCss).toEqual([]);
  });

  it('list every CSS file of the backstage in that stylesheet', () => {
    const css = files.filter((file) => file.endsWith('.css') && file !== 'app/backstage/backstage.css');
    expect(css.length).toBeGreaterThan(10);
    expect(css.filter((file) => !listed.has(file))).toEqual([]);
    expect([...listed].filter((file) => !css.includes(file))).toEqual([]);
  });
});
