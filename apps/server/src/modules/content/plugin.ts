import type { FastifyPluginAsync } from 'fastify';

export const contentModule: FastifyPluginAsync = async () => {};
