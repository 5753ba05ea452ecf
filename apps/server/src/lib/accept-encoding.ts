import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

export type Compression = 'br' | 'gzip';

/**
 * What an Accept-Encoding header prefers of brotli, gzip and no compression. Clients send few
 * distinct headers: the answers to the latest are remembered, and a client making up new ones only
 * pushes others out.
 */
const negotiator = new Negotiator<Compression | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'], cache: new LRUCache<string, string>({ max: 64 }) });

export function preferredEncoding(acceptEncoding: string | undefined): Compression | 'identity' {
  return (acceptEncoding && negotiator.negotiate(acceptEncoding)) || 'identity';
}
