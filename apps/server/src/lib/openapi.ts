import fp from 'fastify-plugin';

export const openApi = fp(async () => {});
