import { and, eq, getTableColumns, gt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Zip, ZipDeflate } from 'fflate';
import type { Database } from '../../db/database';
import { REDACTED, TENANT_TABLES, type TenantTable } from './tenant-tables';

/** Rows per read: a page of a large table is a few hundred KB in memory, compressed as it comes. */
const PAGE_ROWS = 1000;
/** Rows per read of a table with files (an imported spreadsheet may be 50 MB). */
const FILE_PAGE_ROWS = 10;

/** The archive's layout version, in its manifest: a reader can tell a later layout. */
const ARCHIVE_FORMAT = 1;

/** What `manifest.json` says: whose data, when, how many rows of each table, what was left out and why. */
export interface ArchiveManifest {
  format: number;
  tenant: { id: string; name: string };
  exportedAt: string;
  /** Every table the tenant owns, with its row count (`<table>.json`). */
  tables: Record<string, number>;
  /** The files of the archive besides the tables (`files/…`, `import-files/…`). */
  files: string[];
  /** Columns written as `[redacted]`: secrets. */
  redacted: Record<string, string[]>;
  /** Columns not written at all, with why. */
  omitted: Record<string, Record<string, string>>;
}

export interface BuiltArchive {
  archive: Buffer;
  manifest: ArchiveManifest;
}

/** `(a, b) > (x, y)` for the key's columns, written with each column's own encoding of its value. */
function afterKey(key: PgColumn[], row: Record<string, unknown>): SQL | undefined {
  const [first, ...rest] = key;
  if (!first) return undefined;
  const value = row[first.name];
  const later = afterKey(rest, row);
  return later ? or(gt(first, value), and(eq(first, value), later)) : gt(first, value);
}

/** The tenant's rows of one table, a page at a time in key order, with the database's column names. */
async function* rowsOf(db: Database, entry: TenantTable, tenantId: string) {
  const columns = Object.entries(getTableColumns(entry.table));
  const size = entry.file ? FILE_PAGE_ROWS : PAGE_ROWS;
  let after: Record<string, unknown> | null = null;
  for (;;) {
    const page: Record<string, unknown>[] = await db
      .select(getTableColumns(entry.table))
      .from(entry.table)
      .where(and(entry.owned(tenantId), after ? afterKey(entry.key, after) : undefined))
      .orderBy(...entry.key)
      .limit(size);
    const rows = page.map((row) =>
      Object.fromEntries(columns.map(([key, column]) => [column.name, row[key]])),
    );
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows.at(-1) ?? null;
  }
}

/** The row as the archive holds it: secrets redacted, omitted columns gone, a file column as the file's path. */
function archivedRow(entry: TenantTable, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (name in entry.omitted) continue;
    if (entry.file?.column === name) out[name] = entry.file.path(row);
    else if (entry.secrets.includes(name)) out[name] = value === null ? null : REDACTED;
    else out[name] = value;
  }
  return out;
}

/** A zip written as it goes: each entry deflated as its parts are pushed, the output collected. */
function zipWriter() {
  const zip = new Zip();
  const chunks: Uint8Array[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    zip.ondata = (error, chunk, final) => {
      if (error) return reject(error);
      chunks.push(chunk);
      if (final) resolve(Buffer.concat(chunks));
    };
  });
  const encoder = new TextEncoder();
  return {
    /** An entry: push its parts, then close it. */
    entry(path: string) {
      const file = new ZipDeflate(path, { level: 6 });
      zip.add(file);
      return {
        push: (part: string | Uint8Array) =>
          file.push(typeof part === 'string' ? encoder.encode(part) : part),
        close: () => file.push(new Uint8Array(0), true),
      };
    },
    end(): Promise<Buffer> {
      zip.end();
      return finished;
    },
  };
}

/**
 * The tenant's full archive: `<table>.json` for every table of the registry (an array of rows, `[]` when the
 * tenant has none), its binary columns as files beside them, and `manifest.json`. Read in one read-only
 * snapshot, so every table is of the same moment (a quote's lines are of the quotes written).
 */
export async function buildTenantArchive(
  db: Database,
  tenant: { id: string; name: string },
): Promise<BuiltArchive> {
  const zip = zipWriter();
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    tenant,
    exportedAt: new Date().toISOString(),
    tables: {},
    files: [],
    redacted: {},
    omitted: {},
  };
  await db.transaction(
    async (tx) => {
      for (const entry of TENANT_TABLES) {
        const json = zip.entry(`${entry.name}.json`);
        let count = 0;
        json.push('[');
        for await (const rows of rowsOf(tx, entry, tenant.id)) {
          for (const row of rows) {
            json.push(`${count === 0 ? '\n' : ',\n'}${JSON.stringify(archivedRow(entry, row))}`);
            count += 1;
            if (entry.file) {
              const path = entry.file.path(row);
              const file = zip.entry(path);
              file.push(row[entry.file.column] as Uint8Array);
              file.close();
              manifest.files.push(path);
            }
          }
        }
        json.push(count === 0 ? ']\n' : '\n]\n');
        json.close();
        manifest.tables[entry.name] = count;
        if (entry.secrets.length > 0) manifest.redacted[entry.name] = entry.secrets;
        if (Object.keys(entry.omitted).length > 0) manifest.omitted[entry.name] = entry.omitted;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const written = zip.entry('manifest.json');
  written.push(`${JSON.stringify(manifest, null, 2)}\n`);
  written.close();
  return { archive: await zip.end(), manifest };
}
