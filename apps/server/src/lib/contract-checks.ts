import type { FastifyInstance } from 'fastify';
import { MODULE_ENDPOINTS, type EndpointDefinition, type EndpointModule } from '@awards/contracts';

/** Which module answers each endpoint: the one whose file of contracts holds it. */
const OWNERS = new Map<EndpointDefinition, EndpointModule>(
  Object.entries(MODULE_ENDPOINTS).flatMap(([module, group]) => Object.values(group).map((endpoint) => [endpoint, module as EndpointModule])),
);

/** A contract registered by a module other than its owner is a mistake caught at start-up. */
export function requireOwner(app: FastifyInstance, endpoint: EndpointDefinition): void {
  const owner = OWNERS.get(endpoint);
  if (app.moduleName === owner) return;
  const registrar = app.moduleName ? `the module ${app.moduleName}` : 'no module';
  const home = owner ? `its contract is in endpoints/${owner}.ts` : 'no file in endpoints/all.ts holds its contract';
  throw new Error(`${endpoint.method} ${endpoint.path} is registered by ${registrar}, but ${home}`);
}

/** Paths that answer for the API and the content service; the API reference's own pages are no endpoints. */
const ENDPOINT_PATHS = /^\/(api|content)\//;
const REFERENCE_PATHS = /^\/api\/docs(\/|$)/;

/**
 * Refuses, at start-up, a route under `/api/` or `/content/` that was not registered from a
 * contract with `route()`: every endpoint is defined once, in the contracts.
 */
export function requireContracts(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    // HEAD answers follow their GET; OPTIONS answers a cross-origin preflight.
    if (options.method === 'HEAD' || options.method === 'OPTIONS' || !ENDPOINT_PATHS.test(options.url) || REFERENCE_PATHS.test(options.url)) return;
    if (!options.config?.endpoint) {
      throw new Error(`${String(options.method)} ${options.url} has no contract: define it in packages/contracts and register it with route()`);
    }
  });
}
