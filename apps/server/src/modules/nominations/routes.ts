import type { FastifyPluginAsync } from 'fastify';

export const nominationRoutes: FastifyPluginAsync = async () => {};
