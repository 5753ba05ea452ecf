import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerReady } from './bench-server';

const SERVE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');

/** Starts `serve.ts` in a child process; resolves once it listens, rejects if it dies first. */
export function spawnBenchServer(env: { databaseUrl?: string; voters: number }): Promise<ServerReady & { stop: () => Promise<void> }> {
  const child = fork(SERVE, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: env.databaseUrl ?? '', BENCH_VOTERS: String(env.voters) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.send('stop');
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ ...(ready as ServerReady), stop }));
    child.once('exit', (code) => reject(new Error(`the server under test stopped before listening (exit code ${code})`)));
  });
}
