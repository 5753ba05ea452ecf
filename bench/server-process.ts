import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerAnswer, ServerReady, ServerRequest } from './bench-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVE = path.join(here, 'serve.ts');
const BARE_INSERT = path.join(here, 'bare-insert.ts');

export type BenchServer = ServerReady & {
  /** Asks the server's process; its requests are answered in turn, so one at a time. */
  ask: (request: ServerRequest) => Promise<ServerAnswer>;
  stop: () => Promise<void>;
};

/**
 * Starts `script` in a child process that sends one message once it listens, and closes when
 * sent 'stop'; resolves to that message, rejects if the process dies first.
 */
function forkServer<Ready>(script: string, env: Record<string, string>): Promise<{ ready: Ready; child: ChildProcess; stop: () => Promise<void> }> {
  const child = fork(script, {
    // --expose-gc lets the server collect before it reports its memory.
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.send('stop');
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ ready: ready as Ready, child, stop }));
    child.once('exit', (code) => reject(new Error(`the server under test stopped before listening (exit code ${code})`)));
  });
}

/** Starts `serve.ts` (the whole app) in a child process; resolves once it listens. */
export async function spawnBenchServer(env: { databaseUrl?: string; voters: number }): Promise<BenchServer> {
  const { ready, child, stop } = await forkServer<ServerReady>(SERVE, { DATABASE_URL: env.databaseUrl ?? '', BENCH_VOTERS: String(env.voters) });
  const ask = (request: ServerRequest) =>
    new Promise<ServerAnswer>((answered) => {
      child.once('message', (answer) => answered(answer as ServerAnswer));
      child.send(request);
    });
  return { ...ready, ask, stop };
}

/** Starts the votes' baseline (`bare-insert.ts`) on its own database in a child process; resolves once it listens. */
export async function spawnBareInsert(databaseUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const { ready, stop } = await forkServer<{ url: string }>(BARE_INSERT, { DATABASE_URL: databaseUrl });
  return { url: ready.url, stop };
}
