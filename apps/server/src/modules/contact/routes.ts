import type { FastifyPluginAsync } from 'fastify';

export const contactRoutes: FastifyPluginAsync = async () => {};
