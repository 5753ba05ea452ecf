import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'awards-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('configuration from the environment', () => {
  it('starts with defaults: port 8080, ./data, EN, minimum captcha score 0.5', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.defaultLocale).toBe('EN');
    expect(config.recaptcha.minScore).toBe(0.5);
    expect(config.recaptcha.verifyUrl).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(config.contentBaseUrl).toBe('/content');
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).dataDir).toBe(path.resolve('data'));
  });

  it('generates a development JWT secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('gives one line per bad value, naming the variable', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', RECAPTCHA_MIN_SCORE: '2', SMTP_URL: 'http://mail', DEFAULT_LOCALE: 'DE' });
    expect(problems).toHaveLength(5);
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'DEFAULT_LOCALE', 'PORT', 'RECAPTCHA_MIN_SCORE', 'SMTP_URL']);
    for (const line of problems) expect(line).not.toContain('\n');
  });

  it('refuses to start in production without a JWT secret or a captcha secret', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: required when NODE_ENV=production',
      'RECAPTCHA_SECRET: required when NODE_ENV=production',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), RECAPTCHA_SECRET: 'secret' })).toEqual([]);
  });

  it('rejects a short JWT secret', () => {
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual(['JWT_SECRET: must be at least 32 characters']);
  });

  it('trusts X-Forwarded-For only from the configured proxies', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.2, 10.0.0.3' }).trustProxy).toBe('10.0.0.2, 10.0.0.3');
    expect(problemsOf({ TRUST_PROXY: 'everyone' })).toEqual(['TRUST_PROXY: must be a number of proxy hops or a comma list of proxy addresses']);
  });

  it('caps connections per address unless a proxy is trusted, and times out slow clients, each as configured', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).connections).toEqual({ headersTimeoutMs: 10_000, bodyTimeoutMs: 15_000, requestTimeoutMs: 300_000, keepAliveTimeoutMs: 72_000, idleTimeoutMs: 60_000, maxPerAddress: 256 });
    expect(loadConfig({ DATA_DIR: tempDir(), BODY_TIMEOUT_MS: '5000' }).connections.bodyTimeoutMs).toBe(5_000);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '1' }).connections.maxPerAddress).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '40' }).connections.maxPerAddress).toBe(40);
    expect(problemsOf({ HEADERS_TIMEOUT_MS: '5', MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toEqual(['HEADERS_TIMEOUT_MS: must be at least 100 ms', 'MAX_CONNECTIONS_PER_ADDRESS: must be 0 (no cap) or more']);
  });

  it('stores uploads in an S3 bucket only with S3_BUCKET and its credentials, naming whatever is missing', () => {
    const credentials = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'the-secret-key' };
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'awards', ...credentials }).s3).toEqual({
      bucket: 'awards',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'the-secret-key',
      forcePathStyle: false,
    });
    const minio = { S3_BUCKET: 'awards', ...credentials, S3_REGION: 'eu-central-1', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...minio }).s3).toMatchObject({ region: 'eu-central-1', endpoint: 'http://minio:9000', forcePathStyle: true });

    expect(problemsOf({ S3_BUCKET: 'awards' })).toEqual(['S3_ACCESS_KEY_ID: required when S3_BUCKET is set', 'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set']);
    expect(problemsOf({ S3_BUCKET: 'awards', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual(['S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set']);
    expect(problemsOf(credentials)).toEqual(['S3_BUCKET: required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set']);
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000' })).toEqual(['S3_BUCKET: required when S3_ENDPOINT is set']);
    const badValues = problemsOf({ ...minio, S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'yes' });
    expect(badValues).toEqual(['S3_ENDPOINT: must be an http:// or https:// URL (the S3-compatible server)', 'S3_FORCE_PATH_STYLE: must be true or false']);
    for (const line of [...badValues, ...problemsOf({ S3_BUCKET: 'awards', S3_SECRET_ACCESS_KEY: 'the-secret-key' })]) expect(line).not.toContain('the-secret-key');
  });

  it('retries mail with a doubling wait from 30 s up to an hour, each server holding a mail 5 minutes, each as configured', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).mailOutbox).toEqual({ retryFirstMs: 30_000, retryMaxMs: 3_600_000, leaseMs: 300_000 });
    expect(loadConfig({ DATA_DIR: tempDir(), MAIL_RETRY_FIRST_MS: '100', MAIL_RETRY_MAX_MS: '400', MAIL_LEASE_MS: '1000' }).mailOutbox).toEqual({ retryFirstMs: 100, retryMaxMs: 400, leaseMs: 1000 });
    expect(problemsOf({ MAIL_LEASE_MS: '50' })).toEqual(['MAIL_LEASE_MS: must be at least 100 ms']);
    expect(problemsOf({ MAIL_RETRY_FIRST_MS: '60000', MAIL_RETRY_MAX_MS: '1000' })).toEqual(['MAIL_RETRY_MAX_MS: must be at least MAIL_RETRY_FIRST_MS']);
  });

  it('limits votes per address to 60 a quarter-hour, or as configured, 0 turning it off; and unattached uploads per account to five largest videos, or as configured', () => {
    const defaults = loadConfig({ DATA_DIR: tempDir() });
    expect(defaults.rateLimits).toMatchObject({ votesPerAddress: 60, votesPerAddressWindowMs: 900_000, entriesPerHour: 20 });
    expect(defaults.unattachedVideoBytes).toBe(5 * 200 * 1024 * 1024);
    const configured = loadConfig({ DATA_DIR: tempDir(), VOTES_PER_ADDRESS: '0', VOTES_PER_ADDRESS_WINDOW_MS: '60000', UNATTACHED_VIDEO_BYTES: '2147483648' });
    expect(configured.rateLimits).toMatchObject({ votesPerAddress: 0, votesPerAddressWindowMs: 60_000 });
    expect(configured.unattachedVideoBytes).toBe(2 * 1024 * 1024 * 1024);
    expect(problemsOf({ VOTES_PER_ADDRESS: '-1', VOTES_PER_ADDRESS_WINDOW_MS: '5', UNATTACHED_VIDEO_BYTES: '1000' })).toEqual([
      'VOTES_PER_ADDRESS: must be 0 (no limit) or more',
      'VOTES_PER_ADDRESS_WINDOW_MS: must be at least 100 ms',
      'UNATTACHED_VIDEO_BYTES: must be at least 209715200 (one video of the largest size)',
    ]);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '', RECAPTCHA_SECRET: '' }).recaptcha.secret).toBeUndefined();
  });
});
