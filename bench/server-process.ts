import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerAnswer, ServerReady, ServerRequest } from './bench-server';

const SERVE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');

export type BenchServer = ServerReady & {
  /** Asks the server's process; its requests are answered in turn, so one at a time. */
  ask: (request: ServerRequest) => Promise<ServerAnswer>;
  stop: () => Promise<void>;
};

/** Starts `serve.ts` in a child process; resolves once it listens, rejects if it dies first. */
export function spawnBenchServer(env: { databaseUrl?: string; voters: number }): Promise<BenchServer> {
  const child = fork(SERVE, {
    // --expose-gc lets the server collect before it reports its memory.
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, DATABASE_URL: env.databaseUrl ?? '', BENCH_VOTERS: String(env.voters) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.send('stop');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const ask = (request: ServerRequest) =>
      new Promise<ServerAnswer>((answered) => {
        child.once('message', (answer) => answered(answer as ServerAnswer));
        child.send(request);
      });
    child.once('message', (ready) => resolve({ ...(ready as ServerReady), ask, stop }));
    child.once('exit', (code) => reject(new Error(`the server under test stopped before listening (exit code ${code})`)));
  });
}
