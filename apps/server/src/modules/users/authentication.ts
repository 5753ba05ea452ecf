import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, errors } from '../../lib/errors';
import { findAccountById } from './repository';
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

/** The session of the request's bearer token: undefined with no Authorization header, 401 for any bad token. */
async function bearerSession(request: FastifyRequest): Promise<Session | undefined> {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const token = /^Bearer +(\S+) *$/i.exec(header)?.[1];
  if (!token) throw errors.unauthorized();
  const claims = await readToken(request.server.config, token);
  if (!claims) throw errors.unauthorized();
  const account = await findAccountById(request.server.db, Number(claims.sub));
  // A password change bumps the version, which revokes every token issued before it.
  if (!account || account.tokenVersion !== claims.ver) throw errors.unauthorized();
  if (account.blocked) throw new BlockedAccountError();
  const user: AuthenticatedUser = { id: account.id, name: account.name, email: account.email };
  if (claims.sf !== undefined) user.secondFactorVersion = claims.sf;
  return { user, passwordChangeOnly: claims.scope !== undefined };
}

function authenticator(options: { required: boolean; allowPasswordChangeOnly: boolean }): AuthenticationHook {
  return async (request) => {
    const session = await bearerSession(request);
    if (!session) {
      if (options.required) throw errors.unauthorized();
      request.user = null;
      return;
    }
    if (session.passwordChangeOnly && !options.allowPasswordChangeOnly) {
      throw new AppError(403, 'password_change_required', 'error.password_change_required');
    }
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
