import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParameters, type EndpointDefinition } from './endpoint';
import { CONTENT_ERROR_CODES } from './content-collections';
import { ENDPOINTS } from './endpoints/all';
import { ERROR_CODES } from './errors';
import { schemaNamed } from './schema-named';
import { camelKey, snakeKey } from './wire-case';

const name = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;

/** Every object key a schema describes, however deep. */
function keysOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
  const keys: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const { properties, ...rest } = node as { properties?: Record<string, unknown> };
    if (properties) {
      keys.push(...Object.keys(properties));
      Object.values(properties).forEach(walk);
    }
    Object.values(rest).forEach(walk);
  };
  walk(json);
  return keys;
}

describe('the endpoint contracts', () => {
  it('name each method and path once', () => {
    const names = ENDPOINTS.map(name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ENDPOINTS.map((endpoint) => [name(endpoint), endpoint] as const))('%s: its path parameters are exactly its params schema', (_, endpoint) => {
    const schema = endpoint.params ? schemaNamed(endpoint.params) : undefined;
    const declared = schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
    expect(declared).toEqual(pathParameters(endpoint.path).sort());
  });

  it.each(ENDPOINTS.filter((endpoint) => !endpoint.errorBody).map((endpoint) => [name(endpoint), endpoint] as const))(
    '%s: answers only error codes the API has',
    (_, endpoint) => {
      for (const codes of Object.values(endpoint.errors ?? {})) for (const code of codes) expect(ERROR_CODES).toContain(code);
    },
  );

  it.each(ENDPOINTS.filter((endpoint) => endpoint.errorBody === 'ContentErrorBody').map((endpoint) => [name(endpoint), endpoint] as const))(
    '%s: answers only error codes the content service has',
    (_, endpoint) => {
      for (const codes of Object.values(endpoint.errors ?? {})) for (const code of codes) expect(CONTENT_ERROR_CODES).toContain(code);
    },
  );

  // Path parameters never travel as keys: they are named as the code names them.
  it.each(ENDPOINTS.map((endpoint) => [name(endpoint), endpoint] as const))('%s: every wire key survives the trip to camelCase and back', (_, endpoint) => {
    const schemas = [endpoint.query, endpoint.body, endpoint.response].flatMap((schema) => (schema ? [schemaNamed(schema)] : []));
    for (const key of schemas.flatMap(keysOf)) expect(snakeKey(camelKey(key))).toBe(key);
  });
});
