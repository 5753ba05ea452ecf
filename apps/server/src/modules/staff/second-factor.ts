import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { SecondFactorSetup, StaffSelf } from '@awards/contracts';
import { NO_SECRET, type SecondFactor } from './repository';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const totp = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A fresh secret (160 bits, as RFC 4226 recommends), Base32 as the apps take it. */
export const newSecret = () => new Secret({ size: 20 }).base32;

/** The secret as the app scans it (an otpauth:// link in a QR code) and as text for typing in. */
export async function enrolment(secret: string, issuer: string, email: string): Promise<SecondFactorSetup> {
  const otpauthUrl = totp(secret, issuer, email).toString();
  return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }) };
}

export const isAppCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The 30-second step a code from the app belongs to: the current one, or a neighbour for a clock
 * a little off. Undefined for a wrong code. The caller keeps each step to one use.
 */
export function stepOf(secret: string, code: string, now = Date.now()): number | undefined {
  if (secret === NO_SECRET || !isAppCode(code)) return undefined;
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : generator.counter({ timestamp: now }) + delta;
}

/** Lower case without 0/o, 1/l/i, which readers confuse when copying the codes down. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODES = 10;

const recoveryCode = () =>
  Array.from({ length: 8 }, (_, i) => (i === 4 ? '-' : '') + RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');

/** Ten single-use codes, xxxx-xxxx: shown once, only their hashes kept. */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODES }, recoveryCode);

/**
 * A code is typed with or without its dash, in any case; 40 random bits each make a plain
 * SHA-256 enough, as nobody can try them all through the rate limit.
 */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace('-', '')).digest('hex');

export function factorState(factor: SecondFactor | undefined): StaffSelf['secondFactor'] {
  if (factor?.confirmedAt) return 'confirmed';
  return factor && factor.secret !== NO_SECRET ? 'pending' : 'none';
}
