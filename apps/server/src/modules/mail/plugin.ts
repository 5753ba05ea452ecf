import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../lib/db/client';
import type { Mailer } from '../../lib/mailer';
import { MailWorker } from './worker';

/**
 * Sends the outbox's mail through `transport`. It listens on the database handle, not only its
 * `db`: a commit that queues mail wakes the worker through the database's notifications.
 */
export function mailModule(database: DatabaseHandle, transport: Mailer): FastifyPluginAsync {
  return async (app) => {
    const worker = new MailWorker({ db: app.db, transport, from: app.config.mailFrom, settings: app.config.mailOutbox, log: app.log });
    // Started when the app is ready rather than built: the first start's seed sends the organiser's
    // mail itself before that, to say which file holds it.
    app.addHook('onReady', () => worker.start(database.listen));
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  };
}
