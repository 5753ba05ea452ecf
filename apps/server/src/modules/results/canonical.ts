import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { RoundStandings, toSnake } from '@awards/contracts';

/**
 * The standings as canonical JSON (RFC 8785: keys sorted, no spaces, numbers in their shortest
 * form), wire keys, checked against the schema: the same standings always give the same bytes,
 * so their SHA-256 digest names them.
 */
export function canonicalStandings(standings: RoundStandings): string {
  const json = canonicalize(RoundStandings.parse(toSnake(standings)));
  if (json === undefined) throw new Error('Standings cannot be written as JSON.');
  return json;
}

/** The hex SHA-256 of the canonical JSON's UTF-8 bytes: what the public site shows and anyone can recompute. */
export const standingsDigest = (canonicalJson: string) => createHash('sha256').update(canonicalJson, 'utf8').digest('hex');
