import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LANGUAGE_CODES, VIDEO_MAX_BYTES } from '@awards/contracts';

/** The phases of the season a fresh database can be seeded in: which phase "now" falls in. */
export const SEED_SCENARIOS = ['applications', 'voting', 'results'] as const;
export type SeedScenario = (typeof SEED_SCENARIOS)[number];

const DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const optionalString = z.string().trim().min(1).optional();
const url = (what: string) => z.url({ error: `must be an absolute URL (${what})` });

/** A duration in milliseconds, at least 100. */
const milliseconds = z.coerce.number({ error: 'must be a whole number of milliseconds' }).int('must be a whole number of milliseconds').min(100, 'must be at least 100 ms');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, 'must be a port number').default(8080),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60, 'must be at least 60').default(7 * 24 * 3600),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Awards <no-reply@awards.local>'),
  ORGANISER_EMAIL: z.email('must be an email address').default('organisers@awards.local'),
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_SITE_KEY: z.string().trim().default(''),
  RECAPTCHA_MIN_SCORE: z.coerce.number({ error: 'must be a number between 0 and 1' }).min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1').default(0.5),
  RECAPTCHA_VERIFY_URL: url('the siteverify endpoint').default(DEFAULT_VERIFY_URL),
  PUBLIC_BASE_URL: z.string().trim().default('/'),
  CONTENT_BASE_URL: z.string().trim().default('/content'),
  APP_TITLE: z.string().trim().min(1).default('Awards'),
  DEFAULT_LOCALE: z.enum(LANGUAGE_CODES as [string, ...string[]], { error: `must be one of ${LANGUAGE_CODES.join(', ')}` }).default('EN'),
  ENVIRONMENT: z.string().trim().min(1).default('development'),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d+|[\d.:a-fA-F/]+(,\s*[\d.:a-fA-F/]+)*)$/, 'must be a number of proxy hops or a comma list of proxy addresses')
    .optional(),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL (the S3-compatible server)' }).optional(),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  SEED_SCENARIO: z.enum(SEED_SCENARIOS, { error: `must be one of ${SEED_SCENARIOS.join(', ')}` }).default('applications'),
  LIVE_MAX_VIEWERS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
  REQUEST_TIMEOUT_MS: milliseconds.default(300_000),
  BODY_TIMEOUT_MS: milliseconds.default(15_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(72_000),
  IDLE_TIMEOUT_MS: milliseconds.default(60_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 (no cap) or more').optional(),
  MAIL_RETRY_FIRST_MS: milliseconds.default(30_000),
  MAIL_RETRY_MAX_MS: milliseconds.default(3_600_000),
  MAIL_LEASE_MS: milliseconds.default(300_000),
  VOTES_PER_ADDRESS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 (no limit) or more').optional(),
  VOTES_PER_ADDRESS_WINDOW_MS: milliseconds.optional(),
  UNATTACHED_VIDEO_BYTES: z.coerce
    .number({ error: 'must be a whole number of bytes' })
    .int('must be a whole number of bytes')
    .min(VIDEO_MAX_BYTES, `must be at least ${VIDEO_MAX_BYTES} (one video of the largest size)`)
    .default(5 * VIDEO_MAX_BYTES),
  CONTENT_CACHE_BYTES: z.coerce.number({ error: 'must be a whole number of bytes' }).int('must be a whole number of bytes').min(1024 * 1024, 'must be at least 1048576 (1 MB)').default(32 * 1024 * 1024),
});

export type Env = z.infer<typeof EnvSchema>;

export interface RateLimits {
  /** Requests allowed per window; `windowMs` is shared by all limits. */
  signInPerIp: number;
  /** Failed sign-ins for one email from one address: past them that pair waits, nobody else does. */
  signInFailuresPerPair: number;
  /** Failed sign-ins for one email from anywhere: past them a sign-in to it needs a captcha, never a wait. */
  signInFailuresBeforeCaptcha: number;
  signUp: number;
  reset: number;
  contact: number;
  /** Video uploads per signed-in user: each may hold up to 200 MB on disk for a day. */
  videoUploads: number;
  /** Wrong backstage second-factor codes per account from one address, codes from the app and recovery codes each: past them that address waits, the owner elsewhere does not. */
  secondFactor: number;
  /** Codes from the app tried on one account from anywhere before each next one waits longer (1 s, doubling up to 15 minutes); recovery codes never wait. */
  secondFactorTriesBeforeWait: number;
  /** Entries one account may send in an hour, a window of their own. */
  entriesPerHour: number;
  /** Votes from one address (whatever the accounts and user agents) in `votesPerAddressWindowMs`; 0 turns the limit off. */
  votesPerAddress: number;
  votesPerAddressWindowMs: number;
  /** Bodies from one address refused for nesting too deep: past them its bodies are answered 429 for a window. */
  refusedBodies: number;
  windowMs: number;
}

export interface MailOutboxSettings {
  retryFirstMs: number;
  retryMaxMs: number;
  leaseMs: number;
}

/** An S3-compatible bucket; `endpoint` names a server other than AWS's, which mostly wants `forcePathStyle` (the bucket in the path, not the host name). */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Where every instance counts its rate limits; without it they count in the database. */
  redisUrl?: string;
  /** Where uploaded videos and content images go instead of DATA_DIR: set, every server sharing the database shares them. */
  s3?: S3Config;
  jwtSecret: string;
  jwtTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  organiserEmail: string;
  recaptcha: { secret?: string; siteKey: string; minScore: number; verifyUrl: string; timeoutMs: number };
  publicBaseUrl: string;
  contentBaseUrl: string;
  appTitle: string;
  defaultLocale: string;
  environment: string;
  logLevel: Env['LOG_LEVEL'];
  /** Which proxies may set X-Forwarded-For: none, a hop count, or addresses (Fastify's trustProxy). */
  trustProxy: boolean | number | string;
  rateLimits: RateLimits;
  /** The season phase a fresh database is seeded in. */
  seedScenario: SeedScenario;
  /** Viewers of the live stream one server holds at once; beyond, a 503 until one leaves. */
  liveMaxViewers: number;
  /**
   * How long a client may take: to send a request's headers, its whole request (an upload), the
   * body of any other request, between requests on a kept-alive connection, and to stay silent on
   * an open one (the live stream's heartbeat comes sooner); and how many connections one address
   * may hold at once (0: no cap, behind a proxy that caps them itself).
   */
  connections: { headersTimeoutMs: number; requestTimeoutMs: number; bodyTimeoutMs: number; keepAliveTimeoutMs: number; idleTimeoutMs: number; maxPerAddress: number };
  /**
   * The mail outbox: after a failed send the next attempt waits `retryFirstMs`, twice as long after
   * each further failure, at most `retryMaxMs`; a server that claimed a mail keeps it `leaseMs`,
   * longer than any send takes, before another server may take it over.
   */
  mailOutbox: MailOutboxSettings;
  /** Bytes of uploaded videos no entry uses yet that one account may hold: past them an upload is refused until entries use them or they expire. */
  unattachedVideoBytes: number;
  /** Bytes of the content service's answers one server keeps ready, compressed, until content changes: past them the least recently read go first. */
  contentCacheBytes: number;
  /** The built web app (index.html and assets). */
  webRoot: string;
  /** Seal rounds whose reveal time comes unsealed; tests that set a round's dates by hand turn it off and seal themselves. */
  scheduledSealing: boolean;
}

/** Connections one address may hold: a household's or an office's browsers, well under what one client could open to take the server. */
const DEFAULT_CONNECTIONS_PER_ADDRESS = 256;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: 30,
  signInFailuresPerPair: 10,
  signInFailuresBeforeCaptcha: 20,
  signUp: 10,
  reset: 5,
  contact: 10,
  videoUploads: 20,
  secondFactor: 10,
  secondFactorTriesBeforeWait: 20,
  // A keen viewer entering a streamer in each of the eleven nominations sends eleven in a sitting;
  // twenty leaves room for a few more streamers and for mistakes, and stops a script at twenty
  // entries an hour for the moderators to read, instead of hundreds.
  entriesPerHour: 20,
  // A household of four casting all eleven nominations' votes in the same quarter-hour sends 44;
  // an office's colleagues rarely all vote in the same quarter-hour, and whoever meets the limit is
  // told how long to wait. One address rotating accounts and user agents gets 60 votes a
  // quarter-hour instead of thousands. Behind a carrier's shared address, or for a load
  // rehearsal, VOTES_PER_ADDRESS sets it higher, or 0 to turn it off.
  votesPerAddress: 60,
  votesPerAddressWindowMs: 15 * 60 * 1000,
  // No client of ours nests a body more than a few levels: an address sending ten nested past the
  // limit is a script, and stops costing even the refusal's count.
  refusedBodies: 10,
  windowMs: 15 * 60 * 1000,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** Reads and checks the environment; every problem is one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(blankless);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && !env.JWT_SECRET) problems.push('JWT_SECRET: required when NODE_ENV=production');
  if (production && !env.RECAPTCHA_SECRET) problems.push('RECAPTCHA_SECRET: required when NODE_ENV=production');
  if (env.MAIL_RETRY_MAX_MS < env.MAIL_RETRY_FIRST_MS) problems.push('MAIL_RETRY_MAX_MS: must be at least MAIL_RETRY_FIRST_MS');
  const s3 = s3Config(env, problems);
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    s3,
    jwtSecret: env.JWT_SECRET ?? developmentJwtSecret(dataDir),
    jwtTtlSeconds: env.JWT_TTL_SECONDS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    organiserEmail: env.ORGANISER_EMAIL,
    recaptcha: {
      secret: env.RECAPTCHA_SECRET,
      siteKey: env.RECAPTCHA_SITE_KEY,
      minScore: env.RECAPTCHA_MIN_SCORE,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      timeoutMs: 3000,
    },
    publicBaseUrl: env.PUBLIC_BASE_URL,
    contentBaseUrl: env.CONTENT_BASE_URL,
    appTitle: env.APP_TITLE,
    defaultLocale: env.DEFAULT_LOCALE,
    environment: env.ENVIRONMENT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === undefined ? false : /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      votesPerAddress: env.VOTES_PER_ADDRESS ?? DEFAULT_RATE_LIMITS.votesPerAddress,
      votesPerAddressWindowMs: env.VOTES_PER_ADDRESS_WINDOW_MS ?? DEFAULT_RATE_LIMITS.votesPerAddressWindowMs,
    },
    scheduledSealing: true,
    seedScenario: env.SEED_SCENARIO,
    liveMaxViewers: env.LIVE_MAX_VIEWERS,
    connections: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      bodyTimeoutMs: env.BODY_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: env.IDLE_TIMEOUT_MS,
      // Behind a proxy every connection comes from the proxy, which caps its clients itself.
      maxPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY === undefined ? DEFAULT_CONNECTIONS_PER_ADDRESS : 0),
    },
    mailOutbox: { retryFirstMs: env.MAIL_RETRY_FIRST_MS, retryMaxMs: env.MAIL_RETRY_MAX_MS, leaseMs: env.MAIL_LEASE_MS },
    // Five videos of the largest size: room for the entries of one sitting, each with its own clip,
    // while the upload limit alone would let one account park 4 GB a quarter-hour for a day.
    unattachedVideoBytes: env.UNATTACHED_VIDEO_BYTES,
    contentCacheBytes: env.CONTENT_CACHE_BYTES,
    webRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
  };
}

/**
 * The bucket when S3_BUCKET is set, which then needs its credentials. The other S3_ values without
 * it are a mistake too: uploads would stay in DATA_DIR unnoticed. Each problem goes to `problems`.
 */
function s3Config(env: Env, problems: string[]): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => env[name]);
    if (stray.length) problems.push(`S3_BUCKET: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set`);
    return undefined;
  }
  if (!accessKeyId) problems.push('S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
  if (!secretAccessKey) problems.push('S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  if (!accessKeyId || !secretAccessKey) return undefined;
  return { bucket, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, accessKeyId, secretAccessKey, forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' };
}

/** A development secret is made once and kept, so sign-ins survive restarts. */
function developmentJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
