// Draws the home page's first screen in each language into dist/shell/ after `vite build`; the
// server sends it inside #root so a visitor sees the page before its JavaScript has loaded and run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { LANGUAGES } from '@awards/contracts';
import type * as Shell from '../src/app/shell/render-shell';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(webRoot, 'dist', 'shell');

const vite = await createServer({ root: webRoot, logLevel: 'warn', appType: 'custom', server: { middlewareMode: true, hmr: false } });
try {
  const { renderHomeShell, SHELL_PATHS, TITLE_PLACEHOLDER } = (await vite.ssrLoadModule('/src/app/shell/render-shell.tsx')) as typeof Shell;
  mkdirSync(out, { recursive: true });
  const timerTexts: Record<string, Shell.TimerTextSlot[]> = {};
  for (const { code, locale } of LANGUAGES) {
    const shell = await renderHomeShell(locale);
    writeFileSync(path.join(out, `${locale}.html`), shell.html);
    timerTexts[code] = shell.timerTexts;
  }
  // What the server needs to finish a first screen: where it is shown, and what to write into it.
  const manifest = { paths: SHELL_PATHS, titlePlaceholder: TITLE_PLACEHOLDER, timerTexts };
  writeFileSync(path.join(out, 'shell.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(`Home page first screen drawn in ${LANGUAGES.length} languages into dist/shell/\n`);
} finally {
  await vite.close();
}
