import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../testing/app';
import { encodeCursor } from './pagination';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

describe('values the database refuses', () => {
  it('answers 400, not 500, to a text holding a NUL character', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const search = await owner.request({ method: 'GET', url: '/api/messages?limit=5&search=%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ error: 'The request contains characters that cannot be stored' });

    const created = await owner.request({
      method: 'POST',
      url: '/api/customers',
      payload: { name: 'A\u0000B' },
    });
    expect(created.statusCode).toBe(400);
  });

  it('answers 400 to a forged cursor whose id is not a uuid', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const cursor = encodeCursor('Acme', 'not-a-uuid');
    const page = await owner.request({ method: 'GET', url: `/api/customers?limit=5&cursor=${cursor}` });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({ error: 'cursor: not a cursor this list handed out' });
  });

  it('answers 404 when a super admin names a tenant that does not exist', async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const created = await superAdmin.request({
      method: 'POST',
      url: '/api/catalogs',
      payload: { tenantId: '00000000-0000-4000-8000-000000000000', name: 'Ghost catalog' },
    });
    expect(created.statusCode).toBe(404);
    expect(created.json()).toEqual({ error: 'A referenced record does not exist' });
  });
});
