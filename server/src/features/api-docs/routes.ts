import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { OpenAPIV3 } from 'openapi-types';
import { API_DOCS_PREFIX, API_PREFIX, endpoint } from '../../plugins/endpoints';
import type { ZodPlugin } from '../../plugins/validation';
import { buildApiDocument } from './openapi';

/** The API published: its OpenAPI document, and a Swagger UI reference to read and try it. */
export const apiDocsRoutes: ZodPlugin = async (app) => {
  const document = buildApiDocument();
  app.route({ ...endpoint(app, 'getApiDocument'), handler: async () => ({ ...document }) });

  // The same plain JSON (OpenAPI 3.1) document; @fastify/swagger types only 3.0 and 2.0 ones.
  await app.register(swagger, {
    mode: 'static',
    specification: { document: document as OpenAPIV3.Document },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX.slice(API_PREFIX.length),
    uiConfig: { deepLinking: true, tryItOutEnabled: false },
    // Swagger UI's bundle inserts its own <style> elements, which cannot carry the page's nonce. Only these
    // static reference pages (no user data, no inline script) let styles in without one.
    transformStaticCSP: (policy) => policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
};
