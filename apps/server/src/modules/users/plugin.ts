import type { FastifyPluginAsync } from 'fastify';

export const usersModule: FastifyPluginAsync = async () => {};
