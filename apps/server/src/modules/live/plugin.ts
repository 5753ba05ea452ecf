import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../lib/db/client';
import { modulePlugin } from '../../lib/module-plugin';
import { LiveHub } from './hub';
import { liveRoutes } from './routes';

/**
 * The show's live events, streamed to every open page. It listens on the database handle, not
 * only its `db`: the events reach this server through the database's notifications.
 */
export function liveModule(database: DatabaseHandle): FastifyPluginAsync {
  return modulePlugin('live', async (app) => {
    const hub = new LiveHub(app.db, app.config.liveMaxViewers, app.log);
    await hub.start(database.listen);
    // preClose runs before the server stops accepting and waits for its connections to end.
    app.addHook('preClose', async () => hub.endStreams());
    app.addHook('onClose', () => hub.stop());
    await app.register(liveRoutes(hub));
  });
}
