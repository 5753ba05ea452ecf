import type { Config } from '../config';
import type { Database } from './db/client';
import type { Mailer } from './mailer';
import type { Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The transport the mail outbox sends through: modules queue mail with `enqueueMail` (modules/mail) instead, in their own transaction. */
    mailer: Mailer;
    /** Uploaded videos and content images: in DATA_DIR, or in the S3 bucket when one is configured. */
    storage: Storage;
  }
}
