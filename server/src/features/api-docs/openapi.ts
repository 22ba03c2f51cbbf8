import {
  type Access,
  API_ROUTES,
  API_VERSION,
  apiErrorSchema,
  apiKeyScopeOf,
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
import { API_RATE_WINDOW_MS, UNCOUNTED_PATHS } from '../../plugins/api-rate-limit';
import { SESSION_COOKIE } from '../../plugins/session-cookie';

const DESCRIPTION = `The API of QuoteDesk, the quoting and customer-messaging product for service companies.

**Signing in.** The web app signs in with \`POST /api/auth/login\`, which sets the HttpOnly \`${SESSION_COOKIE}\` cookie.
Every call that changes something must also echo the XSRF token in the \`${XSRF_HEADER}\` header: the token is
the \`XSRF-TOKEN\` cookie, or the answer of \`GET /api/auth/csrf\`.

**API keys.** A tenant's admins make API keys in Admin → Integrations (or \`POST /api/api-keys\`), each with scopes.
A call with \`Authorization: Bearer qd_…\` and no session cookie acts in the key's tenant, on the operations whose
scope the key holds (each operation names its scope, also as \`x-api-key-scope\`; one without cannot be called with
a key); no XSRF token is involved. A revoked key is refused (401) at once.

**Webhooks.** A tenant's admins subscribe an https:// URL to events (\`POST /api/webhooks\`); each event is POSTed
as JSON, signed in \`QuoteDesk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">\` with the webhook's
\`whsec_…\` secret, and retried for 24 hours until answered 2xx, in order per webhook (docs/api-integrations.md).

**Inbound messages.** SMS, voicemail and meeting providers post to \`POST /api/inbound/messages\` with the tenant's
inbound key (an API key with the messages:write scope) as a bearer token.

**Errors** answer \`{ "error": "<one readable sentence>" }\` with the status: 400 for invalid input (the sentence
names the field), 401 when not signed in, 403 when the role or tenant does not allow it, 404 for an id that does
not exist in the caller's tenant.`;

const SECURITY: Record<Access, ZodOpenApiOperationObject['security']> = {
  public: [],
  session: [{ session: [] }],
  enrolment: [{ session: [] }],
  admin: [{ session: [] }],
  superAdmin: [{ session: [] }],
  inboundKey: [{ apiKey: [] }],
};

const WHO: Record<Access, string> = {
  public: 'Anyone.',
  session: 'Any signed-in user, within their tenant.',
  enrolment: 'Any signed-in user, or a sign-in enrolling the second factor its tenant requires.',
  admin: 'Tenant admins (their tenant) and super admins.',
  superAdmin: 'Super admins.',
  inboundKey: 'A provider holding an API key of the tenant with the messages:write scope (its inbound key).',
};

/** A count or a number of seconds in a rate-limit header. */
const headerInteger = (min: number, max: number, description: string) =>
  z.int().min(min).max(max).meta({ format: 'int32', description });

const WINDOW_SECONDS = API_RATE_WINDOW_MS / 1000;

/** The IETF draft's rate-limit headers (plugins/api-rate-limit), declared once and referenced by each answer. */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': headerInteger(
    1,
    1_000_000_000,
    'Calls this caller may make in the current one-minute window',
  ),
  'RateLimit-Remaining': headerInteger(0, 1_000_000_000, 'Calls left in the current window'),
  'RateLimit-Reset': headerInteger(0, WINDOW_SECONDS, 'Seconds until the window starts again'),
  'Retry-After': headerInteger(0, WINDOW_SECONDS, 'Seconds to wait before calling again'),
};

const headerRefs = (...names: (keyof typeof RATE_LIMIT_HEADERS)[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

/** What every counted answer carries; the health probe is not counted. */
const COUNTED = headerRefs('RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset');
const REFUSED = headerRefs('RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After');

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

/** The errors a call can answer, from what it reads, who may call it and whether its calls are counted. */
function errorResponses(schemas: EndpointSchemas, counted: boolean) {
  const { access, params, query, body, filePart } = schemas;
  const errors: Record<string, ZodOpenApiResponseObject> = {};
  if (params || query || body || filePart) errors['400'] = errorResponse('Invalid input');
  if (access !== 'public') errors['401'] = errorResponse('Not signed in, or no valid API key');
  // Any signed-in call may be refused to an API key (without the scope, or not callable with a key at all).
  if (access !== 'public')
    errors['403'] = errorResponse('Not allowed for this role, tenant or API key (its scopes)');
  if (params) errors['404'] = errorResponse('Not found in the caller’s tenant');
  if (counted) {
    errors['429'] = {
      ...errorResponse('Too many calls from this caller (session, key or address) in the current minute'),
      headers: REFUSED,
    };
  }
  errors['500'] = errorResponse('Something failed on the server; the details are in its log');
  return errors;
}

/** Adds the rate-limit headers to each answer a counted call can give (2xx and 4xx; a 429 has them already). */
function withRateLimitHeaders(responses: Record<string, ZodOpenApiResponseObject>, counted: boolean) {
  if (!counted) return responses;
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      /^[24]/.test(status) && !response.headers ? { ...response, headers: COUNTED } : response,
    ]),
  );
}

function operationOf(name: EndpointName): ZodOpenApiOperationObject {
  const schemas: EndpointSchemas = ENDPOINTS[name];
  const { method, path } = routeOf(name);
  const counted = !UNCOUNTED_PATHS.has(path);
  const { summary, description, tag, access, params, query, body, filePart, responses } = schemas;
  const mutation = method !== 'GET';
  const scope = apiKeyScopeOf(name);
  const sessionSecurity =
    mutation && access !== 'public' && access !== 'inboundKey'
      ? [{ session: [], xsrf: [] }]
      : SECURITY[access];
  // An operation with a scope is offered to API keys too (no cookie, so no XSRF token), beside the session.
  const security =
    scope && access !== 'inboundKey' ? [...(sessionSecurity ?? []), { apiKey: [] }] : sessionSecurity;
  return {
    operationId: name,
    summary,
    description: [
      description,
      `**Who may call:** ${WHO[access]}`,
      scope ? `API key scope: ${scope}` : access !== 'public' && 'Not available with an API key.',
    ]
      .filter(Boolean)
      .join('\n\n'),
    tags: [tag],
    security,
    ...(scope && { 'x-api-key-scope': scope }),
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
    responses: withRateLimitHeaders(
      {
        ...Object.fromEntries(
          Object.entries(responses).map(([status, response]) => [status, responseOf(response)]),
        ),
        ...errorResponses(schemas, counted),
      },
      counted,
    ),
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
      headers: RATE_LIMIT_HEADERS,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        xsrf: { type: 'apiKey', in: 'header', name: XSRF_HEADER },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A tenant's API key (`qd_…`), made in Admin → Integrations: it may call the operations whose scope it holds",
        },
      },
    },
  });
}
