import fp from 'fastify-plugin';

export const securityHeaders = fp(async () => {});
