import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './free-port';

/**
 * Starts Debian's redis-server on a free loopback port, keeping nothing on disk; `stop` shuts it
 * down. For the tests of what several servers share through Redis.
 */
export async function startRedisServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    redis.once('error', reject);
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    redis.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (redis.exitCode !== null) return;
      redis.kill('SIGTERM');
      await once(redis, 'exit');
    },
  };
}
