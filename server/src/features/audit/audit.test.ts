import { type AuditAction, auditEventPageSchema } from 'shared-api/contract';
import { auditEvents } from '../../db/schema';
import { recordAuditEvent } from '../../shared/audit';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;
let owner: TestBrowser;
let staff: TestBrowser;
let bluewaveAdmin: TestBrowser;
let acmeId: string;
let bluewaveId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signedIn('owner@acme.test');
  staff = await ctx.signedIn('staff@acme.test');
  bluewaveAdmin = await ctx.signedIn('admin@bluewave.test');
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const strictPage = auditEventPageSchema.strict();

async function listEvents(browser: TestBrowser, query = '') {
  const response = await browser.get(`/api/audit-events${query}`);
  expect(response.statusCode).toBe(200);
  return strictPage.parse(response.json());
}

const record = (tenantId: string, action: AuditAction, targetId: string) =>
  recordAuditEvent(ctx.db, {
    tenantId,
    actor: { userId: null, email: 'someone@example.test' },
    action,
    target: { type: 'customer', id: targetId },
    details: { fields: ['name'] },
    ip: '203.0.113.9',
  });

describe('the audit log', () => {
  it("lists a tenant's events newest first, a page at a time, and only to that tenant's admins", async () => {
    // The sign-ins above are events too: start from an empty log.
    await ctx.db.delete(auditEvents);
    for (const n of [1, 2, 3]) await record(acmeId, 'customer.updated', `acme-${n}`);
    await record(bluewaveId, 'customer.deleted', 'bluewave-1');

    const first = await listEvents(owner, '?limit=2');
    expect(first.events.map((event) => event.target?.id)).toEqual(['acme-3', 'acme-2']);
    expect(first.events[0]).toMatchObject({
      tenantId: acmeId,
      actor: { id: null, email: 'someone@example.test' },
      actingAsSupport: false,
      action: 'customer.updated',
      target: { type: 'customer', id: 'acme-3' },
      details: { fields: ['name'] },
      ip: '203.0.113.9',
    });
    const second = await listEvents(owner, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.events.map((event) => event.target?.id)).toEqual(['acme-1']);
    expect(second.nextCursor).toBeNull();

    const bluewave = await listEvents(bluewaveAdmin);
    expect(bluewave.events.map((event) => event.target?.id)).toEqual(['bluewave-1']);
  });

  it("refuses another tenant's cursor with a 400", async () => {
    for (const n of [1, 2]) await record(acmeId, 'catalog.created', `c-${n}`);
    const { nextCursor } = await listEvents(owner, '?limit=1');
    const response = await bluewaveAdmin.get(`/api/audit-events?cursor=${nextCursor}`);
    expect(response.statusCode).toBe(400);
  });

  it('is closed to a plain user (403) and to anonymous callers (401)', async () => {
    expect((await staff.get('/api/audit-events')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/audit-events' })).statusCode).toBe(401);
  });

  it('records only the actions of the list', async () => {
    await expect(
      recordAuditEvent(ctx.db, {
        tenantId: acmeId,
        actor: { userId: null, email: 'x@example.test' },
        action: 'made.up' as AuditAction,
      }),
    ).rejects.toThrow();
  });
});
