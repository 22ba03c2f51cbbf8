import { API_KEY_SCOPE_OF, API_ROUTES, type EndpointName } from 'shared-api/contract';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../testing/app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

interface Operation {
  operationId: string;
  description?: string;
  'x-api-key-scope'?: string;
  security: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

async function apiDocument() {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
}

describe('GET /api/openapi.json', () => {
  it("names each operation's API key scope and offers the key scheme exactly where a key may call", async () => {
    const document = await apiDocument();
    const wrong: string[] = [];
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        const scope = API_KEY_SCOPE_OF[operation.operationId as EndpointName];
        const offered = operation.security.some((scheme) => 'apiKey' in scheme);
        const named = scope ? operation.description?.includes(`API key scope: ${scope}`) : true;
        if (operation['x-api-key-scope'] !== (scope ?? undefined) || offered !== (scope !== null) || !named)
          wrong.push(operation.operationId);
      }
    }
    expect(wrong).toEqual([]);
    const listQuotes = document.paths['/api/quotes']?.get as Operation;
    expect(listQuotes.security).toEqual([{ session: [] }, { apiKey: [] }]);
    const createQuote = document.paths['/api/quotes']?.post as Operation;
    expect(createQuote.security).toEqual([{ session: [], xsrf: [] }, { apiKey: [] }]);
  });

  it('publishes every call of the contract as an OpenAPI 3.1 operation, signed in or not', async () => {
    const document = await apiDocument();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, { operationId }]) => ({
        operationId,
        route: `${method} ${path}`,
      })),
    );
    const expected = Object.entries(API_ROUTES).map(([operationId, route]) => {
      const [method, path] = route.split(' ') as [string, string];
      return { operationId, route: `${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}` };
    });
    expect(operations.sort(byId)).toEqual(expected.sort(byId));
  });

  it('describes the inbound-message call a provider integrates with: bearer key, body fields, the stored message', async () => {
    const inbound = (await apiDocument()).paths['/api/inbound/messages']?.post as Operation;
    expect(inbound.security).toEqual([{ apiKey: [] }]);
    const body = inbound.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['source']));
    expect(Object.keys(inbound.responses)).toEqual(expect.arrayContaining(['201', '400', '401']));
    expect(inbound.responses['201']?.content).toHaveProperty('application/json');
  });

  it('documents path and query parameters, multipart uploads and who may call', async () => {
    const { paths } = await apiDocument();
    const updateUser = paths['/api/users/{id}']?.put as Operation;
    expect(updateUser.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]),
    );
    expect(updateUser.security).toEqual([{ session: [], xsrf: [] }]);
    expect(Object.keys(updateUser.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    const listMessages = paths['/api/messages']?.get as Operation;
    expect(listMessages.parameters?.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['source', 'status', 'search', 'limit', 'cursor']),
    );
    const upload = paths['/api/tenants/{tenantId}/logo']?.post as Operation;
    expect(upload.requestBody?.content).toHaveProperty('multipart/form-data');
    expect(paths['/api/health']?.get?.security).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves a browsable reference of the document from this server', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Its own styles need no nonce there; scripts still do.
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await ctx.app.inject({
        method: 'GET',
        url: new URL(src, 'http://host/api/docs/').pathname,
      });
      expect(script.statusCode).toBe(200);
    }
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(await apiDocument());
  });
});

const byId = (a: { operationId: string }, b: { operationId: string }) =>
  a.operationId.localeCompare(b.operationId);
