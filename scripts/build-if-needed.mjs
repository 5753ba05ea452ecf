// Builds the web app before `npm start` when its build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The page renderer is the build's last output: with it, the site and the backstage are built too.
const built = path.join(root, 'apps/web/dist/server/render-page.js');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/backstage.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];

/** The newest modification time of a file or of any file below a directory; 0 when absent. */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

/** Lines every build prints: npm's echo of the script, Vite's progress and its list of the files written with their sizes. */
const ROUTINE = [
  /^\s*$/,
  /^> /,
  /^vite v[\d.]+ building /,
  /^(transforming|rendering chunks|computing gzip size)\.\.\.$/,
  /^✓ (\d+ modules transformed\.|built in )/,
  /\s[\d.]+ kB( │ gzip: +[\d.]+ kB)?( │ map: +[\d.]+ kB)?$/,
];

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));

if (builtAt > changedAt) {
  process.stdout.write('Web app build is current.\n');
} else {
  process.stdout.write(builtAt ? 'Web app sources changed since the last build: building.\n' : 'Web app not built yet: building.\n');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@awards/web'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, shell: process.platform === 'win32' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    process.stderr.write(output);
    console.error('Building the web app failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  // The build's progress and its list of some 350 files say nothing a person starting the site
  // needs (`npm run build` shows them); anything else it printed, a warning above all, is shown.
  const unexpected = output.split('\n').filter((line) => !ROUTINE.some((routine) => routine.test(line)));
  if (unexpected.length > 0) process.stdout.write(`${unexpected.join('\n')}\n`);
  process.stdout.write(`Web app built in ${Math.round((Date.now() - started) / 1000)} s.\n`);
}
