import type { FastifyRequest } from 'fastify';
import { languageFromHeader, type LanguageCode } from '@awards/contracts';

export function requestLanguage(request: FastifyRequest): LanguageCode {
  return languageFromHeader(request.headers['accept-language']);
}
