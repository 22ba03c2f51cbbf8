import { eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  aiPrompts,
  aiResponses,
  apiKeys,
  auditEvents,
  catalogs,
  contacts,
  customerNotes,
  customerStatusTotals,
  customers,
  gmailImports,
  imports,
  loginFailures,
  messageMeanings,
  messages,
  passwordTokens,
  quoteEvents,
  quoteLineCorrections,
  quoteLines,
  quoteNumberSequences,
  quoteRevisions,
  quotes,
  rateLimits,
  recoveryCodes,
  seedRuns,
  serviceAliases,
  services,
  sessions,
  storedFiles,
  tenantExports,
  tenants,
  users,
  webhookDeliveries,
  webhookSubscriptions,
} from '../../db/schema';

/**
 * One registry of the data a tenant owns (docs/imports-and-exports.md#a-tenants-full-export): every table of
 * the database is either here, with how to find the tenant's rows in it, or in `PLATFORM_TABLES`, with why it
 * holds none. The full export writes each table of it, the deletion empties each; a test reads the database's
 * own list of tables and fails naming any table in neither list.
 */

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

export interface TenantTable {
  /** The table's name in the database, which is its file's in the archive (`<name>.json`). */
  name: string;
  table: PgTable;
  /** The condition that picks the tenant's rows: its `tenant_id`, or its parent's. */
  owned: (tenantId: string) => SQL;
  /** The primary key's columns: the order rows are read in, a page at a time. */
  key: PgColumn[];
  /** Columns holding secrets (hashes, sealed tokens, keys): written as `REDACTED` when set. */
  secrets: string[];
  /** Columns left out of the archive, each with why (their database names). */
  omitted: Record<string, string>;
  /**
   * A binary column written as a file of the archive: its path there (of the row as read, by the database's
   * column names), which the row's JSON holds instead.
   */
  file?: { column: string; path: (row: Record<string, unknown>) => string };
}

interface TenantTableOptions<T extends PgTable> {
  owned: (tenantId: string) => SQL;
  secrets?: ColumnKey<T>[];
  omitted?: Partial<Record<ColumnKey<T>, string>>;
  file?: { column: ColumnKey<T>; path: (row: T['$inferSelect']) => string };
}

/** What a secret column's value becomes in the archive. */
export const REDACTED = '[redacted]';

/** Drizzle's field name of a column → its database name. */
function sqlName(table: PgTable, key: string): string {
  const column = getTableColumns(table)[key];
  if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
  return column.name;
}

/** A row read with the database's column names, by drizzle's field names again. */
function fieldsOf(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [key, row[column.name]]),
  );
}

function primaryKeyOf(table: PgTable): PgColumn[] {
  const config = getTableConfig(table);
  const single = config.columns.filter((column) => column.primary);
  const key = single.length > 0 ? single : (config.primaryKeys[0]?.columns ?? []);
  if (key.length === 0) throw new Error(`${config.name} has no primary key`);
  return key;
}

function tenantTable<T extends PgTable>(table: T, options: TenantTableOptions<T>): TenantTable {
  const { owned, secrets = [], omitted = {}, file } = options;
  return {
    name: getTableName(table),
    table,
    owned,
    key: primaryKeyOf(table),
    secrets: secrets.map((key) => sqlName(table, key)),
    omitted: Object.fromEntries(
      Object.entries(omitted as Record<string, string>).map(([key, why]) => [sqlName(table, key), why]),
    ),
    ...(file && {
      file: {
        column: sqlName(table, file.column),
        path: (row) => file.path(fieldsOf(table, row) as T['$inferSelect']),
      },
    }),
  };
}

// The parents a table's rows belong to the tenant through: `<column> in (<the parent's ids>)`.
const within = (column: PgColumn, parentIds: SQL) => sql`${column} in (${parentIds})`;
const idsOf = (id: PgColumn, tenantColumn: PgColumn, tenantId: string) =>
  sql`select ${id} from ${id.table} where ${tenantColumn} = ${tenantId}`;
const userIds = (tenantId: string) => idsOf(users.id, users.tenantId, tenantId);
const quoteIds = (tenantId: string) => idsOf(quotes.id, quotes.tenantId, tenantId);
const catalogIds = (tenantId: string) => idsOf(catalogs.id, catalogs.tenantId, tenantId);
const promptIds = (tenantId: string) => idsOf(aiPrompts.id, aiPrompts.tenantId, tenantId);
const messageIds = (tenantId: string) => idsOf(messages.id, messages.tenantId, tenantId);
const serviceIds = (tenantId: string) =>
  sql`select ${services.id} from ${services} where ${within(services.catalogId, catalogIds(tenantId))}`;

/** A safe file name of the archive for a name a user chose (an imported file's). */
const safeName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'file';

/**
 * Every table holding a tenant's rows, parents before the tables that point at them: the export writes them
 * in this order, the deletion empties them in the reverse.
 */
export const TENANT_TABLES: readonly TenantTable[] = [
  tenantTable(tenants, { owned: (tenantId) => eq(tenants.id, tenantId) }),
  tenantTable(users, {
    owned: (tenantId) => eq(users.tenantId, tenantId),
    secrets: ['passwordHash', 'gmailRefreshTokenEncrypted', 'totpSecretEncrypted'],
  }),
  tenantTable(sessions, {
    owned: (tenantId) => within(sessions.userId, userIds(tenantId)),
    secrets: ['tokenHash'],
  }),
  tenantTable(recoveryCodes, {
    owned: (tenantId) => within(recoveryCodes.userId, userIds(tenantId)),
    secrets: ['codeHash'],
  }),
  tenantTable(passwordTokens, {
    owned: (tenantId) => within(passwordTokens.userId, userIds(tenantId)),
    secrets: ['tokenHash'],
  }),
  tenantTable(apiKeys, {
    owned: (tenantId) => eq(apiKeys.tenantId, tenantId),
    secrets: ['keyHash'],
  }),
  tenantTable(webhookSubscriptions, {
    owned: (tenantId) => eq(webhookSubscriptions.tenantId, tenantId),
    secrets: ['secretSealed'],
  }),
  tenantTable(webhookDeliveries, { owned: (tenantId) => eq(webhookDeliveries.tenantId, tenantId) }),
  tenantTable(catalogs, { owned: (tenantId) => eq(catalogs.tenantId, tenantId) }),
  tenantTable(services, {
    owned: (tenantId) => within(services.catalogId, catalogIds(tenantId)),
    omitted: {
      meaningName: "derived: the quote engine's meaning vectors, made again from the service's text",
      meaningText: "derived: the quote engine's meaning vectors, made again from the service's text",
    },
  }),
  tenantTable(serviceAliases, {
    owned: (tenantId) => within(serviceAliases.serviceId, serviceIds(tenantId)),
  }),
  tenantTable(customers, { owned: (tenantId) => eq(customers.tenantId, tenantId) }),
  tenantTable(customerStatusTotals, { owned: (tenantId) => eq(customerStatusTotals.tenantId, tenantId) }),
  tenantTable(contacts, { owned: (tenantId) => eq(contacts.tenantId, tenantId) }),
  tenantTable(customerNotes, { owned: (tenantId) => eq(customerNotes.tenantId, tenantId) }),
  tenantTable(messages, { owned: (tenantId) => eq(messages.tenantId, tenantId) }),
  tenantTable(messageMeanings, {
    owned: (tenantId) => within(messageMeanings.messageId, messageIds(tenantId)),
    omitted: {
      pieces: "derived: the quote engine's reading of the message, made again from its text",
      vectors: "derived: the quote engine's reading of the message, made again from its text",
    },
  }),
  tenantTable(quotes, {
    owned: (tenantId) => eq(quotes.tenantId, tenantId),
    secrets: ['publicTokenHash', 'publicTokenSealed', 'unsealedPublicToken'],
  }),
  tenantTable(quoteNumberSequences, { owned: (tenantId) => eq(quoteNumberSequences.tenantId, tenantId) }),
  tenantTable(quoteLines, { owned: (tenantId) => within(quoteLines.quoteId, quoteIds(tenantId)) }),
  tenantTable(quoteRevisions, { owned: (tenantId) => within(quoteRevisions.quoteId, quoteIds(tenantId)) }),
  tenantTable(quoteEvents, { owned: (tenantId) => within(quoteEvents.quoteId, quoteIds(tenantId)) }),
  tenantTable(quoteLineCorrections, {
    owned: (tenantId) => within(quoteLineCorrections.serviceId, serviceIds(tenantId)),
  }),
  tenantTable(aiPrompts, { owned: (tenantId) => eq(aiPrompts.tenantId, tenantId) }),
  tenantTable(aiResponses, { owned: (tenantId) => within(aiResponses.promptId, promptIds(tenantId)) }),
  tenantTable(storedFiles, {
    owned: (tenantId) => eq(storedFiles.tenantId, tenantId),
    file: { column: 'content', path: (row) => `files/${row.name}` },
  }),
  tenantTable(gmailImports, { owned: (tenantId) => eq(gmailImports.tenantId, tenantId) }),
  tenantTable(imports, {
    owned: (tenantId) => eq(imports.tenantId, tenantId),
    file: { column: 'file', path: (row) => `import-files/${row.id}/${safeName(row.fileName)}` },
  }),
  tenantTable(auditEvents, { owned: (tenantId) => eq(auditEvents.tenantId, tenantId) }),
  tenantTable(tenantExports, {
    owned: (tenantId) => eq(tenantExports.tenantId, tenantId),
    omitted: { archive: 'an earlier export itself' },
  }),
];

/** Tables that hold no tenant's rows, each with why: what the export leaves out and the deletion keeps. */
export const PLATFORM_TABLES: Record<string, string> = {
  [getTableName(seedRuns)]: 'which seeds were applied to the database: bookkeeping of the platform',
  [getTableName(rateLimits)]:
    "calls per caller (a hash of an address and a route) in a short window: no tenant's, gone within minutes",
  [getTableName(loginFailures)]:
    "failed sign-ins per hash of an address and an email, to slow guessing: no tenant's, gone within minutes",
};
