import {
  type Access,
  API_ROUTES,
  API_VERSION,
  apiErrorSchema,
  ENDPOINTS,
  type EndpointName,
  type EndpointResponse,
  type EndpointSchemas,
  isJsonResponse,
  routeOf,
  XSRF_HEADER,
} from 'shared-api/contract';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { SESSION_COOKIE } from '../../plugins/session-cookie';

const DESCRIPTION = `The API of QuoteDesk, the quoting and customer-messaging product for service companies.

**Signing in.** The web app signs in with \`POST /api/auth/login\`, which sets the HttpOnly \`${SESSION_COOKIE}\` cookie.
Every call that changes something must also echo the XSRF token in the \`${XSRF_HEADER}\` header: the token is
the \`XSRF-TOKEN\` cookie, or the answer of \`GET /api/auth/csrf\`.

**Inbound messages.** SMS, voicemail and meeting providers post to \`POST /api/inbound/messages\` with the tenant's
inbound key as a bearer token; no cookie or XSRF token is involved.

**Errors** answer \`{ "error": "<one readable sentence>" }\` with the status: 400 for invalid input (the sentence
names the field), 401 when not signed in, 403 when the role or tenant does not allow it, 404 for an id that does
not exist in the caller's tenant.`;

const SECURITY: Record<Access, ZodOpenApiOperationObject['security']> = {
  public: [],
  session: [{ session: [] }],
  enrolment: [{ session: [] }],
  admin: [{ session: [] }],
  superAdmin: [{ session: [] }],
  inboundKey: [{ inboundKey: [] }],
};

const WHO: Record<Access, string> = {
  public: 'Anyone.',
  session: 'Any signed-in user, within their tenant.',
  enrolment: 'Any signed-in user, or a sign-in enrolling the second factor its tenant requires.',
  admin: 'Tenant admins (their tenant) and super admins.',
  superAdmin: 'Super admins.',
  inboundKey: "A provider holding the tenant's inbound key.",
};

const errorResponse = (description: string): ZodOpenApiResponseObject => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

function responseOf(response: EndpointResponse): ZodOpenApiResponseObject {
  if (isJsonResponse(response)) {
    return { description: 'OK', content: { 'application/json': { schema: response } } };
  }
  const { description, contentType } = response;
  return contentType ? { description, content: { [contentType]: { schema: z.string() } } } : { description };
}

/** The errors a call can answer, from what it reads and who may call it. */
function errorResponses(schemas: EndpointSchemas, method: string) {
  const { access, params, query, body, filePart } = schemas;
  const errors: Record<string, ZodOpenApiResponseObject> = {};
  if (params || query || body || filePart) errors['400'] = errorResponse('Invalid input');
  if (access !== 'public') errors['401'] = errorResponse('Not signed in (or no valid inbound key)');
  if (access === 'admin' || access === 'superAdmin' || (access === 'session' && method !== 'GET'))
    errors['403'] = errorResponse('Not allowed for this role or tenant');
  if (params) errors['404'] = errorResponse('Not found in the caller’s tenant');
  return errors;
}

function operationOf(name: EndpointName): ZodOpenApiOperationObject {
  const schemas: EndpointSchemas = ENDPOINTS[name];
  const { method } = routeOf(name);
  const { summary, description, tag, access, params, query, body, filePart, responses } = schemas;
  const mutation = method !== 'GET';
  const security =
    mutation && access !== 'public' && access !== 'inboundKey'
      ? [{ session: [], xsrf: [] }]
      : SECURITY[access];
  return {
    operationId: name,
    summary,
    description: [description, `**Who may call:** ${WHO[access]}`].filter(Boolean).join('\n\n'),
    tags: [tag],
    security,
    requestParams: { ...(params && { path: params }), ...(query && { query }) },
    ...(body && { requestBody: { required: true, content: { 'application/json': { schema: body } } } }),
    ...(filePart && {
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': { schema: z.object({ [filePart]: z.string().meta({ format: 'binary' }) }) },
        },
      },
    }),
    responses: {
      ...Object.fromEntries(
        Object.entries(responses).map(([status, response]) => [status, responseOf(response)]),
      ),
      ...errorResponses(schemas, method),
    },
  };
}

/** The OpenAPI 3.1 document of every endpoint of the contract. */
export function buildApiDocument() {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  for (const name of Object.keys(API_ROUTES) as EndpointName[]) {
    const { method, path } = routeOf(name);
    const openApiPath = path.replace(/:(\w+)/g, '{$1}');
    paths[openApiPath] = { ...paths[openApiPath], [method.toLowerCase()]: operationOf(name) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'QuoteDesk API', version: API_VERSION, description: DESCRIPTION },
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        xsrf: { type: 'apiKey', in: 'header', name: XSRF_HEADER },
        inboundKey: { type: 'http', scheme: 'bearer' },
      },
    },
  });
}
