import { startBenchServer, type ServerRequest } from './bench-server';

/**
 * The server under load, in a process of its own (as in production), so that the load generator
 * does not share its event loop. Tells the parent where it listens, answers its requests (a
 * reveal, its memory), and closes when told to.
 */
const server = await startBenchServer(process.env.DATABASE_URL || undefined, Number(process.env.BENCH_VOTERS));
process.send!(server.ready);
process.on('message', (request: ServerRequest | 'stop') => {
  if (request === 'stop') void server.close().then(() => process.disconnect());
  else void server.answer(request).then((answer) => process.send!(answer));
});
