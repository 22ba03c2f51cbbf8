import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { customers, quotes } from '../../db/schema';
import { EXPORT_PAGE_SIZE, keysetPages } from '../../shared/exports/send-export';
import type { ExportColumn } from '../../shared/exports/table-file';

/** A page of the tenant's quotes with their customer's name, newest first, after a quote. */
const quotePage = (
  db: Database,
  tenantId: string,
  after: { createdAt: Date; id: string } | null,
  size: number,
) =>
  db
    .select({
      id: quotes.id,
      number: quotes.number,
      status: quotes.status,
      customerName: customers.name,
      currency: quotes.currency,
      subtotal: quotes.subtotal,
      discountAmount: quotes.discountAmount,
      taxAmount: quotes.taxAmount,
      total: quotes.total,
      validUntil: quotes.validUntil,
      aiGenerated: quotes.aiGenerated,
      sentAt: quotes.sentAt,
      decidedAt: quotes.decidedAt,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(
      and(
        eq(quotes.tenantId, tenantId),
        after
          ? sql`(${quotes.createdAt}, ${quotes.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(size);

type ExportedQuote = Awaited<ReturnType<typeof quotePage>>[number];

export const QUOTE_EXPORT_COLUMNS: readonly ExportColumn<ExportedQuote>[] = [
  { heading: 'Number', cell: (row) => row.number },
  { heading: 'Status', cell: (row) => row.status },
  { heading: 'Customer', cell: (row) => row.customerName },
  { heading: 'Currency', cell: (row) => row.currency },
  { heading: 'Subtotal', cell: (row) => Number(row.subtotal) },
  { heading: 'Discount', cell: (row) => Number(row.discountAmount) },
  { heading: 'Tax', cell: (row) => Number(row.taxAmount) },
  { heading: 'Total', cell: (row) => Number(row.total) },
  { heading: 'Valid Until', cell: (row) => row.validUntil },
  { heading: 'AI Generated', cell: (row) => row.aiGenerated },
  { heading: 'Sent', cell: (row) => row.sentAt },
  { heading: 'Decided', cell: (row) => row.decidedAt },
  { heading: 'Created', cell: (row) => row.createdAt },
  { heading: 'QuoteDesk ID', cell: (row) => row.id },
];

/** Every quote of the tenant, newest first, a keyset page at a time. */
export const quoteExportPages = (db: Database, tenantId: string) =>
  keysetPages<ExportedQuote>(EXPORT_PAGE_SIZE, (after, size) => quotePage(db, tenantId, after, size));
