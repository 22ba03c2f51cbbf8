import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  type Access,
  ADMIN_ROLES,
  API_ROUTES,
  ENDPOINTS,
  type EndpointName,
  type Endpoints,
  isJsonResponse,
  routeOf,
} from 'shared-api/contract';
import type { z } from 'zod';
import { requireRole } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's name of the call a route serves (hooks read it, e.g. the audit of the support view). */
    endpoint?: EndpointName;
  }
}

/** Every contract path starts here; the API plugin is registered under this prefix. */
export const API_PREFIX = '/api';
/** The browsable API reference: pages and assets, not calls of the contract. */
export const API_DOCS_PREFIX = '/api/docs';

type Schema<Name extends EndpointName, Key extends string> =
  Endpoints[Name] extends Record<Key, infer S> ? S : undefined;
type Responses<Name extends EndpointName> = Endpoints[Name]['responses'];
/** The JSON answers, which Fastify validates and serializes; others (204, redirects, streams) are documented only. */
type JsonResponses<Name extends EndpointName> = {
  [Status in keyof Responses<Name> as Responses<Name>[Status] extends z.ZodType
    ? Status
    : never]: Responses<Name>[Status];
};

/**
 * A route's method, URL, schemas and access guard, all from the contract: spread it into `app.route` and add
 * the handler. Request and reply are typed from the same schemas.
 */
export function endpoint<Name extends EndpointName>(app: FastifyInstance, name: Name) {
  const { method, path } = routeOf(name);
  const { params, query, body, responses, access } = ENDPOINTS[name] as Endpoints[EndpointName] & {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
  };
  const response = Object.fromEntries(
    Object.entries(responses).filter(([, schema]) => isJsonResponse(schema)),
  );
  // Only the parts a call has: Fastify warns about a part present but undefined.
  const schema = definedOnly({ params, querystring: query, body, response });
  return {
    method,
    url: path.slice(API_PREFIX.length),
    onRequest: guards(app, access),
    schema,
    config: { endpoint: name },
  } as {
    method: typeof method;
    url: string;
    config: { endpoint: Name };
    onRequest: onRequestAsyncHookHandler[];
    schema: {
      params: Schema<Name, 'params'>;
      querystring: Schema<Name, 'query'>;
      body: Schema<Name, 'body'>;
      response: JsonResponses<Name>;
    };
  };
}

/** Runs before body parsing, so an anonymous or unprivileged caller learns nothing about the body format. */
function guards(app: FastifyInstance, access: Access): onRequestAsyncHookHandler[] {
  switch (access) {
    case 'session':
      return [app.requireSession];
    case 'enrolment':
      return [app.requireEnrolment];
    case 'admin':
      return [app.requireSession, requireRole(...ADMIN_ROLES)];
    case 'superAdmin':
      return [app.requireSession, requireRole('SUPER_ADMIN')];
    // The inbound route checks its bearer key itself; public routes need no guard.
    case 'inboundKey':
    case 'public':
      return [];
  }
}

const definedOnly = (parts: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));

/**
 * Refuses to start a server whose routes and contract disagree: a route under /api that the contract does not
 * declare (so the client and the docs would not know it), or a declared call with no route.
 */
export const contractCoverage = fp(
  async (app) => {
    const registered = new Set<string>();
    app.addHook('onRoute', ({ method, url }) => {
      if (!url.startsWith(`${API_PREFIX}/`) || url.startsWith(API_DOCS_PREFIX)) return;
      for (const each of [method].flat()) if (each !== 'HEAD') registered.add(`${each} ${url}`);
    });
    app.addHook('onReady', async () => {
      const declared = new Set<string>(Object.values(API_ROUTES));
      const undeclared = [...registered].filter((route) => !declared.has(route));
      const unregistered = [...declared].filter((route) => !registered.has(route));
      if (undeclared.length > 0 || unregistered.length > 0) {
        throw new Error(
          `Routes and API contract disagree. Not in the contract: ${undeclared.join(', ') || 'none'}. ` +
            `Without a route: ${unregistered.join(', ') || 'none'}.`,
        );
      }
    });
  },
  { name: 'contract-coverage' },
);
