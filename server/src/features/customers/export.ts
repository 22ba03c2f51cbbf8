import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CustomerStatus } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { customerSearchText, customers } from '../../db/schema';
import { EXPORT_PAGE_SIZE, keysetPages } from '../../shared/exports/send-export';
import type { ExportColumn } from '../../shared/exports/table-file';
import { containsSearch } from '../../shared/search';

const exportedFields = {
  id: customers.id,
  name: customers.name,
  status: customers.status,
  email: customers.email,
  phone: customers.phone,
  website: customers.website,
  industry: customers.industry,
  address: customers.address,
  city: customers.city,
  state: customers.state,
  postalCode: customers.postalCode,
  country: customers.country,
  source: customers.source,
  notes: customers.notes,
  revenue: customers.revenue,
  quoteCount: customers.quoteCount,
  messageCount: customers.messageCount,
  lastContact: customers.lastContact,
  createdAt: customers.createdAt,
};

export interface CustomerExportFilter {
  statuses?: readonly CustomerStatus[];
  search?: string;
}

/** A page of the tenant's customers as the list filters them, by name, after a customer. */
const customerPage = (
  db: Database,
  tenantId: string,
  filter: CustomerExportFilter,
  after: { name: string; id: string } | null,
  size: number,
) =>
  db
    .select(exportedFields)
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        filter.statuses?.length ? inArray(customers.status, [...filter.statuses]) : undefined,
        filter.search ? containsSearch(customerSearchText, filter.search) : undefined,
        after ? sql`(${customers.name}, ${customers.id}) > (${after.name}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(size);

type ExportedCustomer = Awaited<ReturnType<typeof customerPage>>[number];

/** The columns of a customers export; the import reads the same headings back. */
export const CUSTOMER_EXPORT_COLUMNS: readonly ExportColumn<ExportedCustomer>[] = [
  { heading: 'Name', cell: (row) => row.name },
  { heading: 'Status', cell: (row) => row.status },
  { heading: 'Email', cell: (row) => row.email },
  { heading: 'Phone', cell: (row) => row.phone },
  { heading: 'Website', cell: (row) => row.website },
  { heading: 'Industry', cell: (row) => row.industry },
  { heading: 'Address', cell: (row) => row.address },
  { heading: 'City', cell: (row) => row.city },
  { heading: 'State', cell: (row) => row.state },
  { heading: 'Postal Code', cell: (row) => row.postalCode },
  { heading: 'Country', cell: (row) => row.country },
  { heading: 'Source', cell: (row) => row.source },
  { heading: 'Notes', cell: (row) => row.notes },
  { heading: 'Revenue', cell: (row) => Number(row.revenue) },
  { heading: 'Quotes', cell: (row) => row.quoteCount },
  { heading: 'Messages', cell: (row) => row.messageCount },
  { heading: 'Last Contact', cell: (row) => row.lastContact },
  { heading: 'Created', cell: (row) => row.createdAt },
  { heading: 'QuoteDesk ID', cell: (row) => row.id },
];

/** The tenant's customers as the list filters them (statuses, search), by name, a keyset page at a time. */
export const customerExportPages = (db: Database, tenantId: string, filter: CustomerExportFilter) =>
  keysetPages<ExportedCustomer>(EXPORT_PAGE_SIZE, (after, size) =>
    customerPage(db, tenantId, filter, after, size),
  );
