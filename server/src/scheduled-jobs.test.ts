import { eq, sql } from 'drizzle-orm';
import type { AuditAction, ServerEvent } from 'shared-api/contract';
import { buildApp } from './app';
import { auditEvents, customers, quoteEvents, quotes } from './db/schema';
import { deleteExpiredSignInEvents } from './features/audit/retention';
import { scheduledHandlers } from './scheduled-jobs';
import { startJobQueue, stopJobQueue } from './shared/jobs/queue';
import { SCHEDULED_JOBS } from './shared/jobs/scheduled';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from './testing/app';

let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const log = { error: () => {} };

describe('the schedules', () => {
  it('are in pg-boss once an instance has started, and a schedule no longer declared is gone', async () => {
    const other = await startJobQueue(ctx.database, log);
    try {
      await other.createQueue('retired-job');
      await other.schedule('retired-job', '0 * * * *');
    } finally {
      await stopJobQueue(other, 1000);
    }

    const instance = await buildApp({ database: ctx.database, config: ctx.config });
    try {
      const schedules = await instance.jobs.getSchedules();
      expect(schedules.map(({ name, cron, timezone }) => ({ name, cron, timezone }))).toEqual(
        expect.arrayContaining([
          { name: 'quote-expiry', cron: SCHEDULED_JOBS['quote-expiry'].cron, timezone: 'UTC' },
          { name: 'audit-retention', cron: SCHEDULED_JOBS['audit-retention'].cron, timezone: 'UTC' },
        ]),
      );
      expect(schedules.find((s) => s.name === 'audit-retention')?.options?.missed).toBe('once');
      expect(schedules.map((s) => s.name)).not.toContain('retired-job');
      // The instance takes part in the ticks: its first cron pass claims one at once.
      await until(async () => (await lastTick()) !== null);
    } finally {
      await instance.close();
    }
  });

  it('hand a due job to the handler on whichever instance fetches it', async () => {
    const old = await signInEvent('auth.signed-in', 91);
    await ctx.app.jobs.send('audit-retention', {});
    // A new instance's worker fetches at once; the test's own instance polls only every half minute.
    const instance = await buildApp({ database: ctx.database, config: ctx.config });
    try {
      await until(async () => !(await exists(old)));
    } finally {
      await instance.close();
    }
  });
});

describe('quote-expiry', () => {
  it("expires every tenant's overdue SENT quotes, with a trail entry and a live event each", async () => {
    const overdueAcme = await quote(acmeId, 'SENT', '2020-01-01');
    const overdueBluewave = await quote(bluewaveId, 'SENT', '2020-01-01');
    const stillValid = await quote(acmeId, 'SENT', '2999-01-01');
    const overdueDraft = await quote(acmeId, 'DRAFT', '2020-01-01');
    const heard: ServerEvent[] = [];
    const unsubscribe = ctx.app.events.subscribe((event) => heard.push(event));
    try {
      expect(await scheduledHandlers(ctx.db)['quote-expiry']()).toEqual({ expired: 2 });

      expect(await statusOf(overdueAcme.id)).toBe('EXPIRED');
      expect(await statusOf(overdueBluewave.id)).toBe('EXPIRED');
      expect(await statusOf(stillValid.id)).toBe('SENT');
      expect(await statusOf(overdueDraft.id)).toBe('DRAFT');
      const trail = await ctx.db
        .select({ quoteId: quoteEvents.quoteId })
        .from(quoteEvents)
        .where(eq(quoteEvents.action, 'EXPIRED'));
      expect(trail.map((entry) => entry.quoteId).sort()).toEqual([overdueAcme.id, overdueBluewave.id].sort());
      const changes = () => heard.filter((event) => event.type === 'quotes.changed');
      await until(async () => changes().length === 2);
      expect(changes()).toEqual(
        expect.arrayContaining([
          {
            type: 'quotes.changed',
            tenantId: acmeId,
            customerId: overdueAcme.customerId,
            quoteId: overdueAcme.id,
          },
          {
            type: 'quotes.changed',
            tenantId: bluewaveId,
            customerId: overdueBluewave.customerId,
            quoteId: overdueBluewave.id,
          },
        ]),
      );
      // A tick finds nothing left to do: no second trail entry, no second event.
      expect(await scheduledHandlers(ctx.db)['quote-expiry']()).toEqual({ expired: 0 });
    } finally {
      unsubscribe();
    }
  });
});

describe('audit-retention', () => {
  it('deletes sign-in events older than 90 days and keeps newer ones, support-view events and the rest', async () => {
    const gone = [
      await signInEvent('auth.signed-in', 91),
      await signInEvent('auth.sign-in-failed', 200, null),
      await signInEvent('auth.password-changed', 91),
    ];
    const kept = [
      await signInEvent('auth.signed-in', 89),
      await signInEvent('auth.two-factor-reset', 200, acmeId, true),
      await signInEvent('customer.updated', 400),
      await signInEvent('tenant.two-factor-required', 400),
    ];

    const { deleted } = await scheduledHandlers(ctx.db)['audit-retention']();

    expect(deleted).toBeGreaterThanOrEqual(gone.length);
    for (const id of gone) expect(await exists(id)).toBe(false);
    for (const id of kept) expect(await exists(id)).toBe(true);
  });

  it('deletes in batches until none is left', async () => {
    const old = await Promise.all([1, 2, 3, 4, 5].map(() => signInEvent('auth.locked-out', 120)));
    expect(await deleteExpiredSignInEvents(ctx.db, 2)).toBe(5);
    for (const id of old) expect(await exists(id)).toBe(false);
  });
});

async function quote(tenantId: string, status: 'SENT' | 'DRAFT', validUntil: string) {
  const [customer] = await ctx.db
    .insert(customers)
    .values({ tenantId, name: `Client ${Math.random()}` })
    .returning({ id: customers.id });
  const [row] = await ctx.db
    .insert(quotes)
    .values({
      tenantId,
      customerId: customer?.id ?? '',
      number: `Q-TEST-${Math.random()}`,
      status,
      validUntil,
    })
    .returning({ id: quotes.id, customerId: quotes.customerId });
  if (!row) throw new Error('quote insert returned no row');
  return row;
}

/** When an instance last claimed a tick of pg-boss's clock (null before any did). */
async function lastTick() {
  const result = await ctx.db.execute(sql`SELECT cron_on FROM pgboss.version`);
  // Both drivers answer the rows under `rows`.
  return (result as unknown as { rows: { cron_on: unknown }[] }).rows[0]?.cron_on ?? null;
}

async function statusOf(id: string) {
  const [row] = await ctx.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, id));
  return row?.status;
}

/** An event recorded `daysAgo` days ago. */
async function signInEvent(
  action: AuditAction,
  daysAgo: number,
  tenantId: string | null = acmeId,
  actingAsSupport = false,
) {
  const [row] = await ctx.db
    .insert(auditEvents)
    .values({
      tenantId,
      actorUserId: null,
      actorEmail: 'someone@example.test',
      actingAsSupport,
      action,
      createdAt: sql`now() - make_interval(days => ${daysAgo})`,
    })
    .returning({ id: auditEvents.id });
  if (!row) throw new Error('audit insert returned no row');
  return row.id;
}

async function exists(id: string) {
  const rows = await ctx.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.id, id));
  return rows.length > 0;
}

/** Resolves once `done` holds: events and jobs arrive a moment after the commit. */
async function until(done: () => Promise<boolean>) {
  for (let tries = 0; !(await done()) && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await done()).toBe(true);
}
