import type { FastifyRequest } from 'fastify';
import { signedInUser } from './authentication';

/** The signed-in account, as the key of a limit counted per account (uploads, entries, second-factor codes). */
export const byAccount = (request: FastifyRequest) => String(signedInUser(request).id);
