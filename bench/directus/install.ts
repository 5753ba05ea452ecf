import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Directus 11.3.5, the last Directus 11 that runs on Node 20 (11.4 and later need Node 22): the
 * baseline runs on the same Node as the app it is compared with. It is kept outside the
 * workspaces, with a lock of its own, because it is hundreds of megabytes that neither the app
 * nor CI need: it is installed here the first time the bench runs.
 */

export const DIRECTUS_DIR = path.dirname(fileURLToPath(import.meta.url));
/** Started through the API's own entry rather than `directus`'s, which first asks the registry for a newer release. */
export const DIRECTUS_CLI = path.join(DIRECTUS_DIR, 'node_modules/@directus/api/dist/cli/run.js');
const SANDBOX_ADDON = path.join(DIRECTUS_DIR, 'node_modules/isolated-vm/out/isolated_vm.node');

function npm(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync('npm', args, { cwd: DIRECTUS_DIR, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed in ${DIRECTUS_DIR} (exit code ${result.status})`);
}

/**
 * Installs Directus from its lock unless it is there already. Install scripts are skipped: the
 * database drivers Directus may use (SQLite, Oracle) would download or compile binaries that a
 * PostgreSQL run never loads. The one addon Directus loads at start, isolated-vm (the sandbox of
 * its extensions), is then compiled, against this Node's own headers when it ships them, so that
 * no download from nodejs.org is needed.
 */
export function installDirectus(): void {
  if (existsSync(DIRECTUS_CLI) && existsSync(SANDBOX_ADDON)) return;
  process.stdout.write(`installing Directus into ${path.relative(process.cwd(), DIRECTUS_DIR)} (once; compiling its sandbox takes a minute or two)...\n`);
  npm(['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error']);
  const nodeDir = path.resolve(process.execPath, '../..');
  const headers = existsSync(path.join(nodeDir, 'include/node/node_version.h')) ? { npm_config_nodedir: nodeDir } : {};
  npm(['rebuild', 'isolated-vm', '--loglevel=error'], { ...process.env, ...headers });
  if (!existsSync(SANDBOX_ADDON)) throw new Error('isolated-vm, which Directus loads at start, could not be built: a C++ compiler, make and python3 are needed');
}
