import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { InboxMessage, MessageSummary } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { contacts, customers, messages } from '../../db/schema';

/** The inbox order: newest first by received time, else created time; the id breaks ties. */
export const messageTime = sql<Date>`coalesce(${messages.receivedAt}, ${messages.createdAt})`;

const summaryColumns = {
  id: messages.id,
  tenantId: messages.tenantId,
  customerId: messages.customerId,
  contactId: messages.contactId,
  source: messages.source,
  status: messages.status,
  subject: messages.subject,
  fromEmail: messages.fromEmail,
  fromPhone: messages.fromPhone,
  senderName: messages.senderName,
  receivedAt: messages.receivedAt,
  createdAt: messages.createdAt,
  preview: messages.preview,
  contact: {
    id: contacts.id,
    name: contacts.name,
    email: contacts.email,
    phone: contacts.phone,
    isPrimary: contacts.isPrimary,
    customerId: contacts.customerId,
  },
  customer: { id: customers.id, name: customers.name },
};

const fullColumns = {
  ...summaryColumns,
  content: messages.content,
  aiQuoteResponse: messages.aiQuoteResponse,
  aiLinkResponse: messages.aiLinkResponse,
};

/** Messages with their contact and customer (the contract's shape); list rows leave the body out. */
export function selectMessages(db: Database, { withBody }: { withBody: boolean }) {
  return db
    .select(withBody ? fullColumns : (summaryColumns as typeof fullColumns))
    .from(messages)
    .leftJoin(contacts, eq(contacts.id, messages.contactId))
    .leftJoin(customers, eq(customers.id, messages.customerId));
}

/** List rows with their exact sort time as text (microseconds, which a JS Date would round away) for cursors. */
export function selectListRows(db: Database) {
  return db
    .select({ ...summaryColumns, sortKey: sql<string>`${messageTime}::text` })
    .from(messages)
    .leftJoin(contacts, eq(contacts.id, messages.contactId))
    .leftJoin(customers, eq(customers.id, messages.customerId));
}

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & {
  receivedAt: Date | null;
  createdAt: Date;
  preview: string | null;
};

export function toSummary(row: SummaryRow): MessageSummary {
  const summary = row as unknown as MessageSummary & { receivedAt: Date | null; createdAt: Date };
  return {
    ...summary,
    receivedAt: row.receivedAt ? row.receivedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    preview: row.preview ?? '',
    // A left join of nothing yields an object of nulls in drizzle; the contract says null.
    contact: summary.contact?.id ? summary.contact : null,
    customer: summary.customer?.id ? summary.customer : null,
  };
}

export function toInboxMessage(row: SummaryRow & Record<string, unknown>): InboxMessage {
  return {
    ...toSummary(row),
    content: (row.content as string | null) ?? null,
    aiQuoteResponse: (row.aiQuoteResponse as InboxMessage['aiQuoteResponse']) ?? null,
    aiLinkResponse: row.aiLinkResponse ?? null,
  };
}

/** The condition that keeps a query within a tenant (null scope: a super admin, any tenant). */
export function inScope(scope: string | null): SQL | undefined {
  return scope ? eq(messages.tenantId, scope) : undefined;
}

/** One message with its links and body, if it exists within the scope. */
export async function findMessage(
  db: Database,
  id: string,
  scope: string | null,
): Promise<InboxMessage | null> {
  const [row] = await selectMessages(db, { withBody: true }).where(and(eq(messages.id, id), inScope(scope)));
  return row ? toInboxMessage(row) : null;
}
