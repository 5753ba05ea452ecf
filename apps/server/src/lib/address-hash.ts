import { createHmac, hkdfSync } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Keyed hashes of where a request came from, for the integrity console: equal addresses give equal
 * hashes, and the raw address is never stored. `address` hashes the address alone, which a
 * rotated user agent does not change; `client` the address with the user agent. The key is derived
 * from the JWT secret under its own label, so it is kept with the other secrets and cannot sign or
 * verify a token.
 */
export function addressHasher(jwtSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'awards: vote client hash', 32));
  const hash = (text: string) => createHmac('sha256', key).update(text).digest('hex');
  return {
    address: (request: FastifyRequest) => hash(request.ip),
    client: (request: FastifyRequest) => hash(`${request.ip}\n${request.headers['user-agent'] ?? ''}`),
  };
}
