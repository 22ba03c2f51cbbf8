import { eq } from 'drizzle-orm';
import type { Role } from 'shared-api/contract';
import { aiPrompts, users } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';

/**
 * The role matrix, enforced by the server: every user-management, tenant-list and AI-log route,
 * called by each role on its own tenant and on another one.
 */

let ctx: TestContext;
const tenantOf: Record<string, string> = {};

const ACTORS = {
  SUPER_ADMIN: { email: 'super@quotedesk.test', other: 'owner@acme.test' },
  TENANT_ADMIN: { email: 'owner@acme.test', other: 'admin@bluewave.test' },
  USER: { email: 'staff@acme.test', other: 'admin@bluewave.test' },
} as const;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of ['super@quotedesk.test', 'owner@acme.test', 'admin@bluewave.test']) {
    tenantOf[email] = await ctx.tenantIdOf(email);
  }
  tenantOf['staff@acme.test'] = tenantOf['owner@acme.test'] as string;
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

let serial = 0;

async function throwawayUser(tenantId: string, role: Role = 'USER') {
  serial += 1;
  const [row] = await ctx.db
    .insert(users)
    .values({ tenantId, name: `Matrix ${serial}`, email: `matrix-${serial}@matrix.test`, role })
    .returning();
  return row as typeof users.$inferSelect;
}

async function throwawayPrompt(tenantId: string) {
  const [row] = await ctx.db
    .insert(aiPrompts)
    .values({ tenantId, content: 'matrix', type: 'generate-quote', metadata: { source: 'generate-quote' } })
    .returning();
  return row as typeof aiPrompts.$inferSelect;
}

async function userExists(id: string) {
  return (await ctx.db.select().from(users).where(eq(users.id, id))).length === 1;
}

interface RouteCase {
  route: string;
  /** Calls the route on `tenantId` and checks the effect matches the status. */
  call(browser: TestBrowser, tenantId: string): Promise<number>;
}

const ROUTES: RouteCase[] = [
  {
    route: 'GET /api/users',
    async call(browser, tenantId) {
      const response = await browser.get(`/api/users?tenantId=${tenantId}`);
      if (response.statusCode === 200) {
        const list = response.json() as { tenantId: string }[];
        expect(list.length).toBeGreaterThan(0);
        expect(list.every((user) => user.tenantId === tenantId)).toBe(true);
      }
      return response.statusCode;
    },
  },
  {
    route: 'POST /api/users',
    async call(browser, tenantId) {
      serial += 1;
      const email = `created-${serial}@matrix.test`;
      const response = await browser.request({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Created', email, role: 'TENANT_ADMIN', tenantId },
      });
      const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
      if (response.statusCode === 201) expect(row?.tenantId).toBe(tenantId);
      else expect(row).toBeUndefined();
      return response.statusCode;
    },
  },
  {
    route: 'PUT /api/users/:id',
    async call(browser, tenantId) {
      const target = await throwawayUser(tenantId);
      const response = await browser.request({
        method: 'PUT',
        url: `/api/users/${target.id}`,
        payload: { name: 'Renamed' },
      });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
      expect(row?.name).toBe(response.statusCode === 200 ? 'Renamed' : target.name);
      return response.statusCode;
    },
  },
  {
    route: 'DELETE /api/users/:id',
    async call(browser, tenantId) {
      const target = await throwawayUser(tenantId);
      const response = await browser.request({ method: 'DELETE', url: `/api/users/${target.id}` });
      expect(await userExists(target.id)).toBe(response.statusCode !== 204);
      return response.statusCode;
    },
  },
  {
    route: 'GET /api/tenants',
    async call(browser) {
      const response = await browser.get('/api/tenants');
      if (response.statusCode === 200) {
        expect((response.json() as { id: string }[]).map((t) => t.id)).toEqual(
          expect.arrayContaining(Object.values(tenantOf)),
        );
      }
      return response.statusCode;
    },
  },
  {
    route: 'GET /api/ai/prompts',
    async call(browser, tenantId) {
      const prompt = await throwawayPrompt(tenantId);
      const response = await browser.get(`/api/ai/prompts?tenantId=${tenantId}`);
      if (response.statusCode === 200) {
        expect((response.json().prompts as { id: string }[]).map((p) => p.id)).toContain(prompt.id);
      }
      return response.statusCode;
    },
  },
  {
    route: 'DELETE /api/ai/prompts',
    async call(browser, tenantId) {
      const prompt = await throwawayPrompt(tenantId);
      const response = await browser.request({
        method: 'DELETE',
        url: '/api/ai/prompts',
        payload: { ids: [prompt.id], tenantId },
      });
      const left = await ctx.db.select().from(aiPrompts).where(eq(aiPrompts.id, prompt.id));
      expect(left).toHaveLength(response.statusCode === 200 ? 0 : 1);
      return response.statusCode;
    },
  },
];

type Scope = 'own' | 'other';
/** Expected status per route, role and tenant. Another tenant's user is a 404 (it is not found in scope). */
const EXPECTED: Record<string, Record<Role, Record<Scope, number>>> = {
  'GET /api/users': {
    SUPER_ADMIN: { own: 200, other: 200 },
    TENANT_ADMIN: { own: 200, other: 403 },
    USER: { own: 403, other: 403 },
  },
  'POST /api/users': {
    SUPER_ADMIN: { own: 201, other: 201 },
    TENANT_ADMIN: { own: 201, other: 403 },
    USER: { own: 403, other: 403 },
  },
  'PUT /api/users/:id': {
    SUPER_ADMIN: { own: 200, other: 200 },
    TENANT_ADMIN: { own: 200, other: 404 },
    USER: { own: 403, other: 403 },
  },
  'DELETE /api/users/:id': {
    SUPER_ADMIN: { own: 204, other: 204 },
    TENANT_ADMIN: { own: 204, other: 404 },
    USER: { own: 403, other: 403 },
  },
  'GET /api/tenants': {
    SUPER_ADMIN: { own: 200, other: 200 },
    TENANT_ADMIN: { own: 403, other: 403 },
    USER: { own: 403, other: 403 },
  },
  'GET /api/ai/prompts': {
    SUPER_ADMIN: { own: 200, other: 200 },
    TENANT_ADMIN: { own: 200, other: 403 },
    USER: { own: 403, other: 403 },
  },
  'DELETE /api/ai/prompts': {
    SUPER_ADMIN: { own: 200, other: 200 },
    TENANT_ADMIN: { own: 200, other: 403 },
    USER: { own: 403, other: 403 },
  },
};

const cases = ROUTES.flatMap((routeCase) =>
  (Object.keys(ACTORS) as Role[]).flatMap((role) =>
    (['own', 'other'] as Scope[]).map((scope) => ({
      ...routeCase,
      role,
      scope,
      expected: EXPECTED[routeCase.route]?.[role][scope],
    })),
  ),
);

describe('the role matrix', () => {
  it('covers every route, role and tenant', () => {
    expect(cases).toHaveLength(7 * 3 * 2);
    expect(cases.every((c) => typeof c.expected === 'number')).toBe(true);
  });

  it.each(cases)(
    '$route as $role on the $scope tenant → $expected',
    async ({ call, role, scope, expected }) => {
      const actor = ACTORS[role];
      const browser = await ctx.signedIn(actor.email);
      const tenantId = tenantOf[scope === 'own' ? actor.email : actor.other] as string;
      expect(await call(browser, tenantId)).toBe(expected);
    },
  );

  it.each(ROUTES)('$route answers 401 when not signed in', async ({ call }) => {
    const anonymous = new TestBrowser(ctx.app);
    await anonymous.get('/api/auth/csrf');
    expect(await call(anonymous, tenantOf['owner@acme.test'] as string)).toBe(401);
  });
});
