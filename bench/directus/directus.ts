import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/free-port';
import { createFaq } from './faq-collection';
import { DIRECTUS_CLI, installDirectus } from './install';

const STARTUP_MS = 60_000;
/** The header in which Directus says whether its cache answered (HIT) or not (MISS). */
const CACHE_STATUS = 'x-cache-status';

export interface DirectusServer {
  url: string;
  /** Its resident memory now, from the kernel: Directus has no way to be asked. */
  rssBytes: () => number;
  stop: () => Promise<void>;
}

/**
 * Directus's settings for the run: its cache on, in memory, purged on every write (as a
 * deployment that wants reads fast and never stale sets it), its data and extensions in `dir`.
 */
function settings(databaseUrl: string, port: number, dir: string, adminToken: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: databaseUrl,
    SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: randomBytes(16).toString('hex'),
    ADMIN_TOKEN: adminToken,
    CACHE_ENABLED: 'true',
    CACHE_STORE: 'memory',
    CACHE_AUTO_PURGE: 'true',
    CACHE_STATUS_HEADER: CACHE_STATUS,
    // Its pressure limiter answers 503 while its event loop lags: measured is what it answers, not what it refuses.
    PRESSURE_LIMITER_ENABLED: 'false',
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    STORAGE_LOCAL_ROOT: path.join(dir, 'uploads'),
    EXTENSIONS_PATH: path.join(dir, 'extensions'),
  };
}

async function waitUntilHealthy(url: string, exited: Promise<number | null>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (const started = Date.now(); Date.now() - started < STARTUP_MS; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (gone) throw new Error(`Directus stopped before it answered (exit code ${await exited})`);
    const healthy = await fetch(`${url}/server/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
  }
  throw new Error(`Directus did not answer within ${STARTUP_MS / 1000} s`);
}

/**
 * Installs Directus if needed, creates its tables on the empty database at `databaseUrl`, starts
 * it in a process of its own on a loopback port, and gives it the FAQ our seed has.
 */
export async function startDirectus(databaseUrl: string): Promise<DirectusServer> {
  installDirectus();
  const dir = mkdtempSync(path.join(tmpdir(), 'awards-directus-'));
  const port = await freePort();
  const adminToken = randomBytes(24).toString('hex');
  const env = settings(databaseUrl, port, dir, adminToken);
  const bootstrap = spawnSync(process.execPath, [DIRECTUS_CLI, 'bootstrap'], { env, encoding: 'utf8' });
  if (bootstrap.status !== 0) throw new Error(`directus bootstrap failed: ${bootstrap.stderr || bootstrap.stdout}`);

  const child = spawn(process.execPath, [DIRECTUS_CLI, 'start'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, exited);
    await createFaq(url, adminToken);
  } catch (error) {
    await stop();
    throw error;
  }
  const rssBytes = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  return { url, rssBytes, stop };
}
