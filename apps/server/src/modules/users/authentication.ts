import fp from 'fastify-plugin';

export const authentication = fp(async () => {});
