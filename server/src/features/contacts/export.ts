import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contacts, customers } from '../../db/schema';
import { EXPORT_PAGE_SIZE, keysetPages } from '../../shared/exports/send-export';
import type { ExportColumn } from '../../shared/exports/table-file';

/** A page of the tenant's contacts with their customer's name, by contact name, after a contact. */
const contactPage = (
  db: Database,
  tenantId: string,
  after: { name: string; id: string } | null,
  size: number,
) =>
  db
    .select({
      id: contacts.id,
      name: contacts.name,
      email: contacts.email,
      phone: contacts.phone,
      isPrimary: contacts.isPrimary,
      customerName: customers.name,
      customerEmail: customers.email,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .innerJoin(customers, eq(customers.id, contacts.customerId))
    .where(
      and(
        eq(contacts.tenantId, tenantId),
        after ? sql`(${contacts.name}, ${contacts.id}) > (${after.name}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(size);

type ExportedContact = Awaited<ReturnType<typeof contactPage>>[number];

/** The columns of a contacts export: each contact with the customer it belongs to. */
export const CONTACT_EXPORT_COLUMNS: readonly ExportColumn<ExportedContact>[] = [
  { heading: 'Name', cell: (row) => row.name },
  { heading: 'Email', cell: (row) => row.email },
  { heading: 'Phone', cell: (row) => row.phone },
  { heading: 'Primary', cell: (row) => row.isPrimary },
  { heading: 'Customer', cell: (row) => row.customerName },
  { heading: 'Customer Email', cell: (row) => row.customerEmail },
  { heading: 'Created', cell: (row) => row.createdAt },
  { heading: 'QuoteDesk ID', cell: (row) => row.id },
];

/** Every contact of the tenant, by name, a keyset page at a time. */
export const contactExportPages = (db: Database, tenantId: string) =>
  keysetPages<ExportedContact>(EXPORT_PAGE_SIZE, (after, size) => contactPage(db, tenantId, after, size));
