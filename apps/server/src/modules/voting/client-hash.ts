import { createHmac, hkdfSync } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Hashes of the voter's address and user agent, for the integrity report: equal clients give
 * equal hashes, and the raw address is never stored. The key is derived from the JWT secret
 * under its own label, so it is kept with the other secrets and cannot sign or verify a token.
 */
export function clientHasher(jwtSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'awards: vote client hash', 32));
  return (request: FastifyRequest) =>
    createHmac('sha256', key)
      .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
      .digest('hex');
}
