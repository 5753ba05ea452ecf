import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane). `Algorithm` is an ambient const enum,
 * which isolated modules cannot read, so its Argon2id value is written out.
 */
const ARGON2ID: Options = { algorithm: 2 satisfies Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown email, no password yet) it
 * still spends one verification on a decoy, so the answer takes as long either way.
 */
export async function passwordMatches(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}

/** Without 0/O and 1/l/I, which readers confuse when copying from a mail. */
const ONE_TIME_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const ONE_TIME_LENGTH = 16;
export const ONE_TIME_PASSWORD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface OneTimePassword {
  /** Goes into the mail only; never stored. */
  password: string;
  hash: string;
  expiresAt: Date;
}

/** A fresh one-time password: random, unambiguous, hashed, valid 24 hours. */
export async function newOneTimePassword(): Promise<OneTimePassword> {
  const password = Array.from({ length: ONE_TIME_LENGTH }, () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)]).join('');
  return { password, hash: await hashPassword(password), expiresAt: new Date(Date.now() + ONE_TIME_PASSWORD_LIFETIME_MS) };
}

const commonPasswords = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
