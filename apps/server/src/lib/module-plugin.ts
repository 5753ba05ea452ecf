import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { EndpointModule } from '@awards/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The module whose plugin this is; `route()` refuses a contract another module's file holds. Unset outside a module. */
    moduleName?: EndpointModule;
  }
}

/**
 * A module's plugin, named as its folder, so `app.ts` only lists modules. Its routes are registered
 * at their contracts' paths as written; each contract must be in the module's own file of
 * contracts (packages/contracts/src/endpoints/<name>.ts), which `route()` checks at start-up.
 */
export function modulePlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  name: EndpointModule,
  register: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    app.decorate('moduleName', name);
    await register(app, options);
  };
}
