import type { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimitPlugin from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './lib/db/client';
import { registerErrorHandling } from './lib/errors';
import { createMailer, type Mailer } from './lib/mailer';
import { frameworkErrorHandler, securityHeaders } from './lib/security-headers';
import { unstorableText } from './lib/unstorable-text';
import { bodyDeadline, capConnectionsPerAddress, timeoutOptions } from './lib/connection-limits';
import { jsonBodies } from './lib/json-body';
import { loggerOptions } from './lib/logging';
import { openApi } from './lib/openapi';
import { requireContracts } from './lib/contract-checks';
import { rateLimitStore } from './lib/rate-limit-store';
import { openStorage } from './lib/storage';
import './lib/types';
import { healthModule } from './modules/health/plugin';
import { contentModule } from './modules/content/plugin';
import { nominationsModule } from './modules/nominations/plugin';
import { authentication } from './modules/users';
import { staffAccess } from './modules/staff';
import { usersModule } from './modules/users/plugin';
import { profileModule } from './modules/profile/plugin';
import { contactModule } from './modules/contact/plugin';
import { webApp } from './modules/web/plugin';
import { entriesModule } from './modules/entries/plugin';
import { votingModule } from './modules/voting/plugin';
import { nomineeVotes } from './modules/voting';
import { roundsModule } from './modules/rounds/plugin';
import { isNomineeEntry } from './modules/rounds';
import { resultsModule } from './modules/results/plugin';
import { seasonModule } from './modules/season/plugin';
import { readSeasonCalendar } from './modules/season';
import { showModule } from './modules/show/plugin';
import { legendsModule } from './modules/legends/plugin';
import { siteModule } from './modules/site/plugin';
import { staffModule } from './modules/staff/plugin';
import { auditModule } from './modules/audit/plugin';
import { blockListModule } from './modules/block-list/plugin';
import { integrityModule } from './modules/integrity/plugin';
import { liveModule } from './modules/live/plugin';
import { juryModule } from './modules/jury/plugin';
import { refuseLinkedJuryMember } from './modules/jury';
import { exportsModule } from './modules/exports/plugin';
import { personalDataModule } from './modules/personal-data/plugin';
import { readinessModule } from './modules/readiness/plugin';
import { mailModule } from './modules/mail/plugin';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the configured mailer (tests that do not read mail). */
  mailer?: Mailer;
  /** Where the log goes instead of standard output, at `info` even when the configured level is `silent` (tests that check what is logged). */
  logStream?: Writable;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole server, every module registered; `server.ts` only listens. */
export async function buildApp({ config, database, mailer, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // Client addresses key the rate limits: X-Forwarded-For counts only from configured proxies.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...timeoutOptions(config),
    frameworkErrors: frameworkErrorHandler(config.contentBaseUrl),
  }).withTypeProvider<ZodTypeProvider>();

  capConnectionsPerAddress(app.server, config.connections.maxPerAddress);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  const activeMailer = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  app.decorate('mailer', activeMailer);
  const storage = await openStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());

  registerErrorHandling(app);
  await app.register(securityHeaders);
  await app.register(unstorableText);
  // Text answers (the web app's scripts, styles and page, JSON) go out brotli- or gzip-compressed
  // when the client accepts it: the initial JavaScript shrinks to a third. Registered before every
  // route so its hook covers them all (and before @fastify/static, as it must be). Request bodies
  // are left as sent: no endpoint takes compressed uploads.
  await app.register(fastifyCompress, { globalDecompression: false });
  const limitStore = rateLimitStore(database.db, config.redisUrl, app.log);
  app.addHook('onClose', limitStore.close);
  await app.register(rateLimitPlugin, { global: false, ...limitStore.options });
  // Before every route: a body nested too deep is refused before it is parsed, counting toward
  // its address's limit, and a body other than an upload has a short deadline of its own.
  await app.register(jsonBodies);
  await app.register(bodyDeadline);
  await app.register(openApi);
  requireContracts(app);

  await app.register(authentication);
  await app.register(staffAccess);

  await app.register(healthModule(limitStore.ping));
  await app.register(contentModule(database, { guards: { judges: refuseLinkedJuryMember }, season: readSeasonCalendar }));
  await app.register(nominationsModule, { season: readSeasonCalendar });
  await app.register(usersModule);
  await app.register(profileModule);
  await app.register(contactModule);
  await app.register(legendsModule);
  await app.register(siteModule);
  await app.register(roundsModule, { votes: nomineeVotes });
  await app.register(votingModule);
  await app.register(resultsModule);
  await app.register(seasonModule);
  await app.register(showModule);
  await app.register(entriesModule, { isPublicEntry: isNomineeEntry });
  await app.register(staffModule);
  await app.register(auditModule);
  await app.register(blockListModule);
  await app.register(integrityModule);
  await app.register(juryModule);
  await app.register(exportsModule);
  await app.register(personalDataModule);
  await app.register(readinessModule);
  await app.register(liveModule(database));
  await app.register(mailModule(database, activeMailer));
  await app.register(webApp);

  return app;
}
