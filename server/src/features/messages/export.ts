import { and, desc, eq, sql } from 'drizzle-orm';
import type { MessagesQuery } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { customers, messages } from '../../db/schema';
import { EXPORT_PAGE_SIZE, keysetPages } from '../../shared/exports/send-export';
import type { ExportColumn } from '../../shared/exports/table-file';
import { messageTime, plainTextOf } from '../../shared/inbox';
import { messageFilters } from './service';

export type MessageExportFilter = Pick<MessagesQuery, 'source' | 'status' | 'search'>;

/** A page of the inbox as its filters list it, newest first, after a message. */
const messagePage = (
  db: Database,
  tenantId: string,
  filter: MessageExportFilter,
  after: { receivedAt: Date; id: string } | null,
  size: number,
) =>
  db
    .select({
      id: messages.id,
      receivedAt: sql<Date>`${messageTime}`.mapWith(messages.receivedAt),
      source: messages.source,
      status: messages.status,
      senderName: messages.senderName,
      fromEmail: messages.fromEmail,
      fromPhone: messages.fromPhone,
      subject: messages.subject,
      content: messages.content,
      customerName: customers.name,
    })
    .from(messages)
    .leftJoin(customers, eq(customers.id, messages.customerId))
    .where(
      and(
        ...messageFilters(tenantId, filter),
        after
          ? sql`(${messageTime}, ${messages.id}) < (${after.receivedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(messageTime), desc(messages.id))
    .limit(size);

type ExportedMessage = Awaited<ReturnType<typeof messagePage>>[number];

export const MESSAGE_EXPORT_COLUMNS: readonly ExportColumn<ExportedMessage>[] = [
  { heading: 'Received', cell: (row) => row.receivedAt },
  { heading: 'Source', cell: (row) => row.source },
  { heading: 'Status', cell: (row) => row.status },
  { heading: 'Sender', cell: (row) => row.senderName },
  { heading: 'From Email', cell: (row) => row.fromEmail },
  { heading: 'From Phone', cell: (row) => row.fromPhone },
  { heading: 'Customer', cell: (row) => row.customerName },
  { heading: 'Subject', cell: (row) => row.subject },
  { heading: 'Text', cell: (row) => (row.content ? plainTextOf(row.content) : null) },
  { heading: 'QuoteDesk ID', cell: (row) => row.id },
];

/** The inbox as filtered on screen (source, status, search), newest first, a keyset page at a time. */
export const messageExportPages = (db: Database, tenantId: string, filter: MessageExportFilter) =>
  keysetPages<ExportedMessage>(EXPORT_PAGE_SIZE, (after, size) =>
    messagePage(db, tenantId, filter, after, size),
  );
