import { createSigner, createVerifier } from 'fast-jwt';
import { PASSWORD_CHANGE_SCOPE, TokenClaims } from '@awards/contracts';
import type { Config } from '../../config';
import type { Account } from './repository';

/** A token won with a one-time password only lets its holder choose a password, so it lives briefly. */
const PASSWORD_CHANGE_TTL_SECONDS = 30 * 60;

/** A token that opens the backstage lasts a working day: a lost laptop is not a lasting key. */
const SECOND_FACTOR_TTL_SECONDS = 12 * 3600;

export interface TokenOptions {
  /** One that may only set a new password. */
  passwordChangeOnly?: boolean;
  /** One won with the backstage's second factor, of this version. */
  secondFactorVersion?: number;
}

/** A bearer token for the account. */
export async function issueToken(config: Config, account: Pick<Account, 'id' | 'name' | 'email' | 'tokenVersion'>, options: TokenOptions = {}): Promise<string> {
  const lifetime = options.passwordChangeOnly
    ? PASSWORD_CHANGE_TTL_SECONDS
    : options.secondFactorVersion !== undefined
      ? Math.min(SECOND_FACTOR_TTL_SECONDS, config.jwtTtlSeconds)
      : config.jwtTtlSeconds;
  const claims: Omit<TokenClaims, 'sub' | 'exp'> = { name: account.name, email: account.email, ver: account.tokenVersion };
  if (options.passwordChangeOnly) claims.scope = PASSWORD_CHANGE_SCOPE;
  if (options.secondFactorVersion !== undefined) claims.sf = options.secondFactorVersion;
  // The signer adds the time of issue (iat) and the header { alg: 'HS256', typ: 'JWT' }.
  const sign = createSigner({ key: config.jwtSecret, algorithm: 'HS256' });
  return sign({ ...claims, sub: String(account.id), exp: Math.floor(Date.now() / 1000) + lifetime });
}

const verifiers = new WeakMap<Config, (token: string) => unknown>();

/**
 * Every signed-in request checks its token, so with node's own HMAC, at once, made once per
 * configuration: WebCrypto's asynchronous jobs cost several times as much per request.
 */
function verifierFor(config: Config) {
  let verify = verifiers.get(config);
  if (!verify) {
    verify = createVerifier({ key: config.jwtSecret, algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
    verifiers.set(config, verify);
  }
  return verify;
}

/**
 * The claims of a token signed by this server with HS256 and not expired; null for anything else
 * (another algorithm, `none` included, a bad signature, a malformed token or claims).
 * Whether the token is revoked is for the caller to check against the account's token version.
 */
export async function readToken(config: Config, token: string): Promise<TokenClaims | null> {
  try {
    const claims = TokenClaims.safeParse(verifierFor(config)(token));
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
