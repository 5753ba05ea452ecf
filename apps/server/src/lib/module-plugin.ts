import type { FastifyPluginAsync } from 'fastify';

/**
 * A module's plugin: its routes under the prefix it owns, so `app.ts` only lists modules. Each
 * route checks at start-up that its contract's path lies under this prefix.
 */
export function modulePlugin(prefix: string, register: FastifyPluginAsync): FastifyPluginAsync {
  return async (app) => {
    await app.register(register, { prefix });
  };
}
