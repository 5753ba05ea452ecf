import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SeedScenario } from '../../apps/server/src/config';
import { freePort } from '../../apps/server/test/free-port';

export type RunningServer = { origin: string; stop: () => Promise<void> };

/**
 * Starts the real server (`apps/server/src/server.ts` through tsx, as `npm start` does) on a free
 * loopback port with an empty data directory, so it seeds itself in `scenario`'s phase of the
 * season, and waits for `/healthz`. `stop` ends it and removes the data directory; it is safe to
 * call more than once.
 */
export async function startServer(root: string, scenario: SeedScenario, timeoutMs = 60_000): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-bench-web-'));
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    // A DATABASE_URL from the caller's shell would point the run at someone's PostgreSQL: blank it.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'development', SEED_SCENARIO: scenario },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // However this process ends (even on a crash in a library), the server must not outlive it.
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      await stop();
      throw new Error(`the server stopped before answering /healthz (exit code ${exitCode}):\n${output.join('')}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s:\n${output.join('')}`);
}
