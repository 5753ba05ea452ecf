import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './free-port';

/**
 * Starts Debian's redis-server on a free loopback port (or `port`, to start one again where a
 * stopped one was), keeping nothing on disk, asking `password` when given; `stop` shuts it down.
 * For the tests of what several servers share through Redis.
 */
export async function startRedisServer(options: { port?: number; password?: string } = {}): Promise<{ url: string; port: number; stop: () => Promise<void> }> {
  const port = options.port ?? (await freePort());
  const auth = options.password ? ['--requirepass', options.password] : [];
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...auth], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    redis.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error('redis-server is not installed: run .ci/run, or apt-get install redis-server (README, Run all tests)') : error),
    );
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    redis.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://${options.password ? `:${options.password}@` : ''}127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (redis.exitCode !== null) return;
      redis.kill('SIGTERM');
      await once(redis, 'exit');
    },
  };
}
