import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import type { TenantExport } from 'shared-api/contract';
import { auditEvents, tenantExports, tenants } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';
import { seedTenantInEveryTable, type TenantInEveryTable } from '../../testing/every-tenant-table';
import type { ArchiveManifest } from './archive';
import { expireTenantExports } from './export-store';
import { CONFIRMATION_MISMATCH, PLATFORM_TENANT } from './routes';
import { REDACTED, TENANT_TABLES } from './tenant-tables';

let ctx: TestContext;
let exported: TenantInEveryTable;
let other: TenantInEveryTable;

beforeAll(async () => {
  ctx = await createTestContext();
  exported = await seedTenantInEveryTable(ctx.db, 'Export Co');
  other = await seedTenantInEveryTable(ctx.db, 'Other Co');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const base = (tenantId: string) => `/api/tenants/${tenantId}`;
const exportsOf = (tenantId: string) => `${base(tenantId)}/data-exports`;
const downloadOf = (tenantId: string, exportId: string) => `${exportsOf(tenantId)}/${exportId}/download`;

/** The tenant's rows in each table of the registry. */
async function ownedCounts(tenantId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entry of TENANT_TABLES) {
    const [row] = await ctx.db.select({ n: count() }).from(entry.table).where(entry.owned(tenantId));
    counts[entry.name] = row?.n ?? 0;
  }
  return counts;
}

/** Every table's rows, whoever's. */
async function totalCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entry of TENANT_TABLES) {
    const [row] = await ctx.db.select({ n: count() }).from(entry.table);
    counts[entry.name] = row?.n ?? 0;
  }
  return counts;
}

/** Keys of the tenant's rows of a table, as the archive's rows name them. */
async function ownedKeys(tenantId: string, name: string): Promise<string[]> {
  const entry = TENANT_TABLES.find((each) => each.name === name);
  if (!entry) throw new Error(name);
  const rows: Record<string, unknown>[] = await ctx.db
    .select(Object.fromEntries(entry.key.map((column) => [column.name, column])))
    .from(entry.table)
    .where(entry.owned(tenantId));
  return rows.map((row) => entry.key.map((column) => String(row[column.name])).join('|')).sort();
}

async function startAndWait(browser: TestBrowser, tenantId: string): Promise<TenantExport> {
  const started = await browser.request({ method: 'POST', url: exportsOf(tenantId) });
  expect(started.statusCode).toBe(202);
  const { id } = started.json() as TenantExport;
  for (;;) {
    const listed: TenantExport[] = (await browser.get(exportsOf(tenantId))).json();
    const state = listed.find((each) => each.id === id);
    if (state?.status === 'ready' || state?.status === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the seed of these tests', () => {
  it.each([
    ['Export Co', () => exported],
    ['Other Co', () => other],
  ])(
    'fills every table of the registry for %s (a new tenant table needs a row in every-tenant-table.ts)',
    async (_name, tenant) => {
      const counts = await ownedCounts(tenant().id);
      expect(Object.entries(counts).filter(([, n]) => n === 0)).toEqual([]);
    },
  );
});

describe("a tenant's full export", () => {
  let archive: Record<string, Uint8Array>;
  let ready: TenantExport;
  // The tenant's rows when the archive was made (later sign-ins add sessions and sign-in events).
  let expected: Record<string, number>;
  const expectedKeys = new Map<string, string[]>();

  beforeAll(async () => {
    const admin = await ctx.signedIn(exported.adminEmail);
    ready = await startAndWait(admin, exported.id);
    const download = await admin.get(downloadOf(exported.id, ready.id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="quotedesk-export-co-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    archive = unzipSync(download.rawPayload);
    expected = await ownedCounts(exported.id);
    for (const entry of TENANT_TABLES) expectedKeys.set(entry.name, await ownedKeys(exported.id, entry.name));
  }, SETUP_TIMEOUT_MS);

  const json = (path: string) => JSON.parse(strFromU8(archive[path] ?? new Uint8Array())) as unknown;
  const rowsOf = (name: string) => json(`${name}.json`) as Record<string, unknown>[];

  it('is built by a job and offered for a day, its size known', () => {
    expect(ready).toMatchObject({ tenantId: exported.id, status: 'ready', error: null });
    expect(ready.size).toBeGreaterThan(0);
    const hours = (Date.parse(ready.expiresAt ?? '') - Date.parse(ready.finishedAt ?? '')) / 3_600_000;
    expect(hours).toBe(24);
  });

  it("holds every table of the registry with exactly the tenant's rows, and nothing of another tenant", () => {
    for (const entry of TENANT_TABLES) {
      const rows = rowsOf(entry.name);
      expect([entry.name, Array.isArray(rows)]).toEqual([entry.name, true]);
      expect([entry.name, rows.length]).toEqual([entry.name, expected[entry.name]]);
      // The same rows: by their keys (ids, names, numbers), none of another tenant's.
      const keys = rows.map((row) => entry.key.map((column) => String(row[column.name])).join('|')).sort();
      expect([entry.name, keys]).toEqual([entry.name, expectedKeys.get(entry.name)]);
    }
    const text = Object.values(archive)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(text).not.toContain(other.id);
    expect(text).not.toContain('Other Co');
  });

  it('names the tenant, the time and the row counts in its manifest', () => {
    const manifest = json('manifest.json') as ArchiveManifest;
    expect(manifest.tenant).toEqual({ id: exported.id, name: 'Export Co' });
    expect(Object.keys(manifest.tables)).toEqual(TENANT_TABLES.map((entry) => entry.name));
    for (const entry of TENANT_TABLES) expect(manifest.tables[entry.name]).toBe(rowsOf(entry.name).length);
    expect(manifest.redacted.users).toEqual([
      'password_hash',
      'gmail_refresh_token_encrypted',
      'totp_secret_encrypted',
    ]);
    expect(Date.parse(manifest.exportedAt)).not.toBeNaN();
  });

  it('holds the uploaded files and the imported spreadsheet, which the rows point at', () => {
    const filePath = `files/${exported.storedFile.name}`;
    expect(Buffer.from(archive[filePath] ?? [])).toEqual(exported.storedFile.content);
    expect(rowsOf('stored_files')[0]).toMatchObject({ name: exported.storedFile.name, content: filePath });
    const importPath = `import-files/${exported.importFile.id}/clients_list.csv`;
    expect(Buffer.from(archive[importPath] ?? [])).toEqual(exported.importFile.content);
    expect(rowsOf('imports')[0]).toMatchObject({ id: exported.importFile.id, file: importPath });
    expect(rowsOf('tenant_exports').every((row) => !('archive' in row))).toBe(true);
  });

  it('redacts every secret: password hashes, tokens, keys, two-factor secrets', () => {
    const text = Object.values(archive)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    for (const secret of exported.secrets) expect(text).not.toContain(secret);
    const [owner] = rowsOf('users').filter((row) => row.email === exported.adminEmail);
    expect(owner).toMatchObject({
      password_hash: REDACTED,
      gmail_refresh_token_encrypted: REDACTED,
      totp_secret_encrypted: REDACTED,
      gmail_email: 'owner@export-co.gmail.test',
    });
    expect(rowsOf('tenants')[0]).toMatchObject({ name: 'Export Co' });
    expect(rowsOf('api_keys')[0]).toMatchObject({ name: 'Inbound messages', key_hash: REDACTED });
    expect(rowsOf('sessions').every((row) => row.token_hash === REDACTED)).toBe(true);
  });

  it("is recorded in the tenant's audit log", async () => {
    const [event] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, exported.id), eq(auditEvents.action, 'tenant.export-requested')));
    expect(event).toMatchObject({
      actorEmail: exported.adminEmail,
      targetType: 'tenant-export',
      targetId: ready.id,
    });
  });

  it('answers the export under way rather than a second one', async () => {
    const admin = await ctx.signedIn(other.adminEmail);
    const [running] = await ctx.db
      .insert(tenantExports)
      .values({ tenantId: other.id, status: 'running' })
      .returning({ id: tenantExports.id });
    try {
      const again = await admin.request({ method: 'POST', url: exportsOf(other.id) });
      expect(again.statusCode).toBe(202);
      expect(again.json()).toMatchObject({ id: running?.id, status: 'running' });
    } finally {
      await ctx.db
        .update(tenantExports)
        .set({ status: 'failed' })
        .where(eq(tenantExports.id, running?.id ?? ''));
    }
  });

  it("is the tenant's admins' and the super admin's only", async () => {
    const staff = await ctx.signedIn(exported.userEmail);
    expect((await staff.request({ method: 'POST', url: exportsOf(exported.id) })).statusCode).toBe(403);
    expect((await staff.get(exportsOf(exported.id))).statusCode).toBe(403);
    expect((await staff.get(downloadOf(exported.id, ready.id))).statusCode).toBe(403);

    const otherAdmin = await ctx.signedIn(other.adminEmail);
    expect((await otherAdmin.request({ method: 'POST', url: exportsOf(exported.id) })).statusCode).toBe(403);
    expect((await otherAdmin.get(exportsOf(exported.id))).statusCode).toBe(403);
    expect((await otherAdmin.get(downloadOf(exported.id, ready.id))).statusCode).toBe(403);
    // Its own tenant's path with this tenant's export: not found.
    expect((await otherAdmin.get(downloadOf(other.id, ready.id))).statusCode).toBe(404);

    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const listed: TenantExport[] = (await superAdmin.get(exportsOf(exported.id))).json();
    expect(listed.map((each) => each.id)).toContain(ready.id);
    expect((await superAdmin.get(downloadOf(exported.id, ready.id))).statusCode).toBe(200);

    expect((await ctx.app.inject({ method: 'GET', url: downloadOf(exported.id, ready.id) })).statusCode).toBe(
      401,
    );
  });

  it('expires after its day: the download is gone, then the scheduled job clears the archive', async () => {
    const admin = await ctx.signedIn(exported.adminEmail);
    await ctx.db
      .update(tenantExports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(tenantExports.id, ready.id));
    expect((await admin.get(downloadOf(exported.id, ready.id))).statusCode).toBe(404);
    const listed: TenantExport[] = (await admin.get(exportsOf(exported.id))).json();
    expect(listed.find((each) => each.id === ready.id)?.status).toBe('expired');

    expect(await expireTenantExports(ctx.db)).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db
      .select({ status: tenantExports.status, archive: tenantExports.archive, size: tenantExports.size })
      .from(tenantExports)
      .where(eq(tenantExports.id, ready.id));
    expect(row).toEqual({ status: 'expired', archive: null, size: ready.size });
    expect(await expireTenantExports(ctx.db)).toBe(0);
  });
});

describe("a tenant's deletion", () => {
  const remove = (browser: TestBrowser, tenantId: string, confirmation: unknown) =>
    browser.request({ method: 'DELETE', url: base(tenantId), payload: { confirmation } });

  it("is refused to a user, another tenant's admin, and without the company's name typed exactly", async () => {
    const staff = await ctx.signedIn(exported.userEmail);
    const otherAdmin = await ctx.signedIn(other.adminEmail);
    const admin = await ctx.signedIn(exported.adminEmail);
    const before = await totalCounts();
    expect((await remove(staff, exported.id, 'Export Co')).statusCode).toBe(403);
    expect((await remove(otherAdmin, exported.id, 'Export Co')).statusCode).toBe(403);
    for (const wrong of ['export co', 'Export Co ', '', 'Other Co']) {
      const refused = await remove(admin, exported.id, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: CONFIRMATION_MISMATCH });
    }
    expect((await admin.request({ method: 'DELETE', url: base(exported.id), payload: {} })).statusCode).toBe(
      400,
    );
    expect(await totalCounts()).toEqual(before);
  });

  it("is refused for the platform's own tenant, where the super admin signs in", async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const hqId = await ctx.tenantIdOf('super@quotedesk.test');
    const refused = await remove(superAdmin, hqId, 'QuoteDesk HQ');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: PLATFORM_TENANT });
    const unknown = await remove(superAdmin, '00000000-0000-4000-8000-000000000000', 'Nobody');
    expect(unknown.statusCode).toBe(404);
  });

  it("removes every row and file of the tenant, ends its sessions, leaves every other tenant's rows, and is recorded", async () => {
    const admin = await ctx.signedIn(exported.adminEmail);
    const mine = await ownedCounts(exported.id);
    const before = await totalCounts();

    const deleted = await remove(admin, exported.id, 'Export Co');
    expect(deleted.statusCode).toBe(204);

    expect(Object.values(await ownedCounts(exported.id)).every((n) => n === 0)).toBe(true);
    const after = await totalCounts();
    for (const entry of TENANT_TABLES) {
      // Exactly the tenant's rows went: every other tenant's are all still there.
      expect([entry.name, after[entry.name]]).toEqual([
        entry.name,
        (before[entry.name] ?? 0) - (mine[entry.name] ?? 0) + (entry.name === 'audit_events' ? 1 : 0),
      ]);
    }
    expect(await ownedCounts(other.id)).toMatchObject({ users: 2, stored_files: 1, quotes: 1 });
    expect(await ctx.db.select().from(tenants).where(eq(tenants.id, exported.id))).toEqual([]);
    expect((await admin.get('/api/session/current')).statusCode).toBe(401);

    const [event] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(isNull(auditEvents.tenantId), eq(auditEvents.action, 'tenant.deleted')));
    expect(event).toMatchObject({
      actorEmail: exported.adminEmail,
      // The actor's account went with the tenant; the email stays.
      actorUserId: null,
      targetType: 'tenant',
      targetId: exported.id,
      details: { name: 'Export Co', users: 2 },
    });
  });

  it('is open to the super admin for any tenant but the platform own', async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const otherTenants = await ctx.db.select({ n: count() }).from(tenants).where(ne(tenants.id, other.id));
    expect((await remove(superAdmin, other.id, 'Other Co')).statusCode).toBe(204);
    expect(await ctx.db.select({ n: count() }).from(tenants)).toEqual(otherTenants);
    const [event] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, other.id), eq(auditEvents.action, 'tenant.deleted')));
    expect(event).toMatchObject({ tenantId: null, actorEmail: 'super@quotedesk.test' });
    expect(event?.actorUserId).not.toBeNull();
  });
});
