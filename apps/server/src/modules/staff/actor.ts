import type { FastifyRequest } from 'fastify';
import type { Actor } from '../audit';
import { signedInUser } from '../users';

/** The staff member behind a backstage request, as the audit log records them. */
export function actorOf(request: FastifyRequest): Actor {
  const user = signedInUser(request);
  return { id: user.id, email: user.email };
}
