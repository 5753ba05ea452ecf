import type { FastifyPluginAsync } from 'fastify';

export const webApp: FastifyPluginAsync = async () => {};
