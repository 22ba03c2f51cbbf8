import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ImportField } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { contacts, customers, services } from '../../db/schema';
import { replaceAliases } from '../../shared/service-aliases';
import type { CustomerRecord, ServiceRecord } from './rows';

/** What a batch did: rows that made a new record, changed one, or found one and left it. */
export interface BatchOutcome {
  created: number;
  updated: number;
  skipped: number;
}

export interface BatchTarget {
  tenantId: string;
  userId: string;
  updateExisting: boolean;
}

/** The values of the fields a row fills: an update leaves the rest of the record as it was. */
function givenOnly<Values extends object>(values: Values, given: ReadonlySet<ImportField>): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => given.has(field as ImportField)),
  ) as Partial<Values>;
}

const lower = (text: string | null | undefined) => text?.toLowerCase() ?? null;

/** The tenant's customers any record of the batch names: by external id, email or (without those) name. */
async function existingCustomers(db: Database, tenantId: string, records: readonly CustomerRecord[]) {
  const ids = records.flatMap((record) => (record.externalId ? [record.externalId] : []));
  const emails = records.flatMap((record) =>
    record.customer.email ? [record.customer.email.toLowerCase()] : [],
  );
  const names = records
    .filter((record) => !record.externalId && !record.customer.email)
    .map((record) => record.customer.name.toLowerCase());
  const named = (values: string[], match: (values: string[]) => ReturnType<typeof inArray>) =>
    values.length > 0 ? match(values) : undefined;
  return db
    .select({
      id: customers.id,
      externalId: customers.externalId,
      email: customers.email,
      name: customers.name,
    })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        or(
          named(ids, (values) => inArray(customers.externalId, values)),
          named(emails, (values) => inArray(sql`lower(${customers.email})`, values)),
          named(names, (values) => inArray(sql`lower(${customers.name})`, values)),
          sql`false`,
        ),
      ),
    );
}

/**
 * Stores a batch of customer rows in the caller's transaction: a row naming an existing customer (external id,
 * else email, else name when it has neither) changes it when asked, else is skipped; the others are added with
 * their contact, the contact primary.
 */
export async function storeCustomers(
  db: Database,
  target: BatchTarget,
  records: readonly CustomerRecord[],
): Promise<BatchOutcome> {
  const existing = await existingCustomers(db, target.tenantId, records);
  const matchOf = (record: CustomerRecord) =>
    existing.find((row) => record.externalId && row.externalId === record.externalId) ??
    existing.find((row) => record.customer.email && lower(row.email) === lower(record.customer.email)) ??
    (!record.externalId && !record.customer.email
      ? existing.find((row) => lower(row.name) === lower(record.customer.name))
      : undefined);
  const outcome: BatchOutcome = { created: 0, updated: 0, skipped: 0 };
  const added: CustomerRecord[] = [];
  for (const record of records) {
    const match = matchOf(record);
    if (!match) added.push(record);
    else if (!target.updateExisting) outcome.skipped += 1;
    else {
      await db
        .update(customers)
        .set({
          ...givenOnly(record.customer, record.given),
          ...(record.externalId && { externalId: record.externalId }),
        })
        .where(eq(customers.id, match.id));
      outcome.updated += 1;
    }
  }
  if (added.length === 0) return outcome;
  const rows = await db
    .insert(customers)
    .values(
      added.map((record) => ({
        ...record.customer,
        tenantId: target.tenantId,
        userId: target.userId,
        externalId: record.externalId,
      })),
    )
    .returning({ id: customers.id });
  const newContacts = added.flatMap((record, i) => {
    const customerId = rows[i]?.id;
    return record.contact && customerId
      ? [{ ...record.contact, customerId, tenantId: target.tenantId, isPrimary: true }]
      : [];
  });
  if (newContacts.length > 0) await db.insert(contacts).values(newContacts);
  outcome.created = added.length;
  return outcome;
}

/**
 * Stores a batch of service rows into a catalog in the caller's transaction: a row naming a service of the
 * catalog (its name, case aside) changes it when asked, else is skipped; the others are added with their phrases.
 */
export async function storeServices(
  db: Database,
  target: BatchTarget & { catalogId: string },
  records: readonly ServiceRecord[],
): Promise<BatchOutcome> {
  const names = records.map((record) => record.service.name.toLowerCase());
  const existing = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.catalogId, target.catalogId), inArray(sql`lower(${services.name})`, names)));
  const outcome: BatchOutcome = { created: 0, updated: 0, skipped: 0 };
  const writer = (phrases: string[] | undefined) => ({ userId: target.userId, phrases });
  for (const record of records) {
    const { aliases, ...values } = record.service;
    const match = existing.find((row) => row.name.toLowerCase() === values.name.toLowerCase());
    if (match && !target.updateExisting) {
      outcome.skipped += 1;
      continue;
    }
    if (match) {
      await db.update(services).set(givenOnly(values, record.given)).where(eq(services.id, match.id));
      if (aliases) await replaceAliases(db, match.id, writer(aliases));
      outcome.updated += 1;
      continue;
    }
    const [row] = await db
      .insert(services)
      .values({ ...values, catalogId: target.catalogId })
      .returning({ id: services.id });
    if (row && aliases?.length) await replaceAliases(db, row.id, writer(aliases));
    outcome.created += 1;
  }
  return outcome;
}
