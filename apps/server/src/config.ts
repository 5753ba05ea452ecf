import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LANGUAGE_CODES } from '@awards/contracts';

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
  SEED_SCENARIO: z.enum(SEED_SCENARIOS, { error: `must be one of ${SEED_SCENARIOS.join(', ')}` }).default('applications'),
  LIVE_MAX_VIEWERS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
  REQUEST_TIMEOUT_MS: milliseconds.default(300_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(72_000),
  IDLE_TIMEOUT_MS: milliseconds.default(60_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 (no cap) or more').optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface RateLimits {
  /** Requests allowed per window; `windowMs` is shared by all limits. */
  signInPerIp: number;
  signInPerEmail: number;
  signUp: number;
  reset: number;
  contact: number;
  /** Video uploads per signed-in user: each may hold up to 200 MB on disk for a day. */
  videoUploads: number;
  /** Backstage second-factor codes per account (set-up and sign-in together): a six-digit code is guessable only by brute force. */
  secondFactor: number;
  windowMs: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
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
   * How long a client may take: to send a request's headers, its whole request, between requests
   * on a kept-alive connection, and to stay silent on an open one (the live stream's heartbeat
   * comes sooner); and how many connections one address may hold at once (0: no cap, behind a
   * proxy that caps them itself).
   */
  connections: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number; idleTimeoutMs: number; maxPerAddress: number };
  /** The built web app (index.html and assets). */
  webRoot: string;
  /** Seal rounds whose reveal time comes unsealed; tests that set a round's dates by hand turn it off and seal themselves. */
  scheduledSealing: boolean;
}

/** Connections one address may hold: a household's or an office's browsers, well under what one client could open to take the server. */
const DEFAULT_CONNECTIONS_PER_ADDRESS = 256;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: 30,
  signInPerEmail: 10,
  signUp: 10,
  reset: 5,
  contact: 10,
  videoUploads: 20,
  secondFactor: 10,
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
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
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
    rateLimits: DEFAULT_RATE_LIMITS,
    scheduledSealing: true,
    seedScenario: env.SEED_SCENARIO,
    liveMaxViewers: env.LIVE_MAX_VIEWERS,
    connections: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: env.IDLE_TIMEOUT_MS,
      // Behind a proxy every connection comes from the proxy, which caps its clients itself.
      maxPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY === undefined ? DEFAULT_CONNECTIONS_PER_ADDRESS : 0),
    },
    webRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
  };
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
