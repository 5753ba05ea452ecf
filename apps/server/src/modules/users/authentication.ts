import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenClaims } from '@awards/contracts';
import { batched } from '../../lib/db/batched';
import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { prepareSessionAccounts, type SessionAccount } from './repository';
import { readToken } from './tokens';

/** The signed-in user as every module sees it; name and email are read fresh from the database. */
export interface AuthenticatedUser {
  id: number;
  name: string;
  email: string;
  /** Set when the token was won with the backstage's second factor: that factor's version. */
  secondFactorVersion?: number;
}

type AuthenticationHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook (onRequest or preHandler) requiring a full bearer token: sets `request.user`, else 401. */
    authenticate: AuthenticationHook;
    /** Hook allowing no token (`request.user` is null); a token that is present must still be good. */
    authenticateOptional: AuthenticationHook;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

/** A good token of an account the organisers blocked: a 401 like any bad token, which a route may explain instead. */
export class BlockedAccountError extends AppError {
  constructor() {
    super(401, 'unauthorized', 'error.unauthorized');
  }
}

interface Session {
  user: AuthenticatedUser;
  passwordChangeOnly: boolean;
}

const sessionReaders = new WeakMap<Database, (id: number) => Promise<SessionAccount | undefined>>();

/**
 * The account a token names, read fresh for every request, but in one query for all the signed-in
 * requests arriving together (see batched): a crowd signed in costs a query per batch, not per request.
 */
function readSessionAccount(db: Database, id: number): Promise<SessionAccount | undefined> {
  let read = sessionReaders.get(db);
  if (!read) {
    const readAccounts = prepareSessionAccounts(db);
    read = batched(async (ids: readonly number[]) => {
      const found = new Map((await readAccounts(ids)).map((account) => [account.id, account]));
      return ids.map((id) => found.get(id));
    });
    sessionReaders.set(db, read);
  }
  return read(id);
}

/** The claims of the request's bearer token, by its signature and expiry alone: undefined with no Authorization header, 401 for any bad token. */
async function bearerClaims(request: FastifyRequest): Promise<TokenClaims | undefined> {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const token = /^Bearer +(\S+) *$/i.exec(header)?.[1];
  if (!token) throw errors.unauthorized();
  const claims = await readToken(request.server.config, token);
  if (!claims) throw errors.unauthorized();
  return claims;
}

/** The session of the request's bearer token: undefined with no Authorization header, 401 for any bad token. */
async function bearerSession(request: FastifyRequest): Promise<Session | undefined> {
  const claims = await bearerClaims(request);
  if (!claims) return undefined;
  const account = await readSessionAccount(request.server.db, Number(claims.sub));
  // A password change bumps the version, which revokes every token issued before it.
  if (!account || account.tokenVersion !== claims.ver) throw errors.unauthorized();
  if (account.blocked) throw new BlockedAccountError();
  const user: AuthenticatedUser = { id: account.id, name: account.name, email: account.email };
  if (claims.sf !== undefined) user.secondFactorVersion = claims.sf;
  return { user, passwordChangeOnly: claims.scope !== undefined };
}

const passwordChangeRequired = () => new AppError(403, 'password_change_required', 'error.password_change_required');

/** Whom a full bearer token names, and the token's version, which the account must still have. */
export interface TokenHolder {
  id: number;
  tokenVersion: number;
}

/**
 * The holder of the request's full bearer token by the token alone (its signature, expiry and
 * scope: 401 and 403 as `authenticate` answers them), without reading the account: for a write
 * whose own statement checks the account as it stores (a vote), and which runs `authenticate`
 * to explain what it did not store.
 */
export async function tokenHolder(request: FastifyRequest): Promise<TokenHolder> {
  const claims = await bearerClaims(request);
  if (!claims) throw errors.unauthorized();
  if (claims.scope !== undefined) throw passwordChangeRequired();
  return { id: Number(claims.sub), tokenVersion: claims.ver };
}

function authenticator(options: { required: boolean; allowPasswordChangeOnly: boolean }): AuthenticationHook {
  return async (request) => {
    const session = await bearerSession(request);
    if (!session) {
      if (options.required) throw errors.unauthorized();
      request.user = null;
      return;
    }
    if (session.passwordChangeOnly && !options.allowPasswordChangeOnly) throw passwordChangeRequired();
    request.user = session.user;
  };
}

/** For choosing a new password only: also accepts the token won with a one-time password. */
export const authenticateForPasswordChange = authenticator({ required: true, allowPasswordChangeOnly: true });

/** The user an authenticating hook has set; for handlers behind `app.authenticate`. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw errors.unauthorized();
  return request.user;
}

/** Registered at the root before every module, so each can put `app.authenticate` on its routes. */
export const authentication = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorate('authenticate', authenticator({ required: true, allowPasswordChangeOnly: false }));
    app.decorate('authenticateOptional', authenticator({ required: false, allowPasswordChangeOnly: false }));
  },
  { name: 'authentication' },
);
