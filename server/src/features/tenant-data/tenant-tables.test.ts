import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { createTestDatabase } from '../../testing/database';
import { PLATFORM_TABLES, TENANT_TABLES } from './tenant-tables';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The product's tables as the database lists them (drizzle's journal and pg-boss live in schemas of their own). */
async function databaseTables(): Promise<string[]> {
  const rows = await rawRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '__drizzle_migrations'
        order by table_name`,
  );
  return rows.map((row) => row.name);
}

async function columnsOf(table: string): Promise<{ name: string; type: string }[]> {
  return rawRows(
    database.db,
    sql`select column_name as name, data_type as type from information_schema.columns
        where table_schema = 'public' and table_name = ${table}`,
  );
}

const tenantTableNames = TENANT_TABLES.map((entry) => entry.name);

describe('the registry of tenant data', () => {
  it("names every table of the database, as a tenant's (how its rows are found) or the platform's (why none are)", async () => {
    const inRegistry = new Set([...tenantTableNames, ...Object.keys(PLATFORM_TABLES)]);
    const tables = await databaseTables();
    // A table added by a migration and in neither list is named here: say whose its rows are.
    expect(tables.filter((table) => !inRegistry.has(table))).toEqual([]);
    expect([...inRegistry].filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('lists each table once', () => {
    expect(new Set(tenantTableNames).size).toBe(tenantTableNames.length);
    expect(tenantTableNames.filter((name) => name in PLATFORM_TABLES)).toEqual([]);
  });

  it('redacts or leaves out every column whose name says it holds a secret', async () => {
    const unguarded: string[] = [];
    for (const entry of TENANT_TABLES) {
      for (const { name } of await columnsOf(entry.name)) {
        if (!/hash|token|secret|encrypted|sealed|password/.test(name)) continue;
        if (!entry.secrets.includes(name) && !(name in entry.omitted))
          unguarded.push(`${entry.name}.${name}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('writes every binary column as a file of the archive or leaves it out, never as JSON', async () => {
    const unwritten: string[] = [];
    for (const entry of TENANT_TABLES) {
      for (const { name, type } of await columnsOf(entry.name)) {
        if (type !== 'bytea') continue;
        if (entry.file?.column !== name && !(name in entry.omitted)) unwritten.push(`${entry.name}.${name}`);
      }
    }
    expect(unwritten).toEqual([]);
  });
});
