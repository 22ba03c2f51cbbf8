import { brandingSchema } from 'shared-api/contract';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../testing/app';

let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

describe('GET /api/tenants/:tenantId/branding', () => {
  it('returns the branding of the own tenant', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    const response = await browser.get(`/api/tenants/${bluewaveId}/branding`);
    expect(response.statusCode).toBe(200);
    expect(brandingSchema.strict().parse(response.json())).toMatchObject({
      logoUrl: null,
      primaryColor: '#0369a1',
    });
  });

  it('refuses another tenant to a TENANT_ADMIN with 403', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.get(`/api/tenants/${bluewaveId}/branding`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Access to this tenant is not allowed' });
  });

  it('refuses another tenant to a USER with 403', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    expect((await browser.get(`/api/tenants/${bluewaveId}/branding`)).statusCode).toBe(403);
  });

  it('lets a SUPER_ADMIN read any tenant', async () => {
    const browser = await ctx.signedIn('super@quotedesk.test');
    const response = await browser.get(`/api/tenants/${acmeId}/branding`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      logoUrl: null,
      sidebarLogoUrl: null,
      primaryColor: null,
      secondaryColor: null,
      accentColor: null,
      theme: null,
    });
  });

  it('answers 404 to a SUPER_ADMIN for a tenant that does not exist', async () => {
    const browser = await ctx.signedIn('super@quotedesk.test');
    const response = await browser.get('/api/tenants/00000000-0000-4000-8000-000000000000/branding');
    expect(response.statusCode).toBe(404);
  });

  it('rejects a malformed tenant id with 400', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.get('/api/tenants/not-a-uuid/branding');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/tenantId/);
  });

  it('answers 401 when not signed in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/tenants/${acmeId}/branding` });
    expect(response.statusCode).toBe(401);
  });
});
