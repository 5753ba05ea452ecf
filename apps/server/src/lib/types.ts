import type { Config } from '../config';
import type { Database } from './db/client';
import type { Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
  }
}
