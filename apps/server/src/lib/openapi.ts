import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document is built from the routes' own zod schemas, so it cannot drift from what
 * the server checks. Registered before the modules: it collects routes as they are added, and
 * leaves out those marked `schema.hide`. The reference page loads only its own scripts, so the
 * site's Content-Security-Policy holds for it but for inline styles.
 */
export const openApi = fp(async (app) => {
  const title = `${app.config.appTitle} API`;
  await app.register(swagger, {
    openapi: {
      info: { title, version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    theme: { title },
    // Swagger UI writes style attributes as it renders; only this page may use inline styles.
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
});
