import { hkdfSync } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { keyedHash } from './keyed-hash';

/**
 * Keyed hashes of where a request came from, for the integrity console: equal addresses give equal
 * hashes, and the raw address is never stored. `address` hashes the address alone, which a
 * rotated user agent does not change; `client` the address with the user agent. The key is derived
 * from the JWT secret under its own label, so it is kept with the other secrets and cannot sign or
 * verify a token.
 */
export function addressHasher(jwtSecret: string) {
  const hash = keyedHash(Buffer.from(hkdfSync('sha256', jwtSecret, '', 'awards: vote client hash', 32)), 'hex');
  return {
    address: (request: FastifyRequest) => hash(request.ip),
    client: (request: FastifyRequest) => hash(`${request.ip}\n${request.headers['user-agent'] ?? ''}`),
  };
}
