import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Quote, QuoteDetail } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { customers, quoteEvents, quoteLines, quotes, users } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { lineOf } from '../../shared/quotes/document';
import { publishQuoteChange } from './events';
import { type LinkContext, sealedLinkOf } from './links';

/**
 * SENT quotes whose valid-until date has passed become EXPIRED (with an entry in their trail and a live event):
 * a tenant's, before any read of its quotes, so the stored status is what every reader and figure sees; every
 * tenant's (no id) on the quote-expiry job's ticks. Answers how many expired.
 */
export async function expireOverdueQuotes(db: Database, tenantId?: string): Promise<number> {
  const expired = await db
    .update(quotes)
    .set({ status: 'EXPIRED', updatedAt: sql`now()` })
    .where(
      and(
        tenantId ? eq(quotes.tenantId, tenantId) : undefined,
        eq(quotes.status, 'SENT'),
        lt(quotes.validUntil, sql`current_date`),
      ),
    )
    .returning({
      id: quotes.id,
      tenantId: quotes.tenantId,
      customerId: quotes.customerId,
      revision: quotes.revision,
    });
  if (expired.length === 0) return 0;
  await db
    .insert(quoteEvents)
    .values(
      expired.map((quote) => ({ quoteId: quote.id, action: 'EXPIRED' as const, revision: quote.revision })),
    );
  for (const quote of expired) await publishQuoteChange(db, { ...quote, quoteId: quote.id });
  return expired.length;
}

const listColumns = {
  id: quotes.id,
  customerId: quotes.customerId,
  messageId: quotes.messageId,
  status: quotes.status,
  total: quotes.total,
  aiGenerated: quotes.aiGenerated,
  createdAt: quotes.createdAt,
  number: quotes.number,
  currency: quotes.currency,
  validUntil: quotes.validUntil,
};

type ListRow = Pick<typeof quotes.$inferSelect, keyof typeof listColumns>;

// numeric arrives as exact decimal text; the contract answers a number (two decimals at most).
const toListed = (row: ListRow): Quote => ({
  ...row,
  total: Number(row.total),
  createdAt: row.createdAt.toISOString(),
});

/** A tenant's quotes (of one customer, if given), newest first. */
export async function listQuotes(db: Database, tenantId: string, customerId?: string): Promise<Quote[]> {
  await expireOverdueQuotes(db, tenantId);
  const rows = await db
    .select(listColumns)
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), customerId ? eq(quotes.customerId, customerId) : undefined))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  return rows.map(toListed);
}

/** The quote if the caller may see it (its tenant, or any for a super admin); else 404. */
export async function findQuote(db: Database, scope: string | null, id: string) {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), scope ? eq(quotes.tenantId, scope) : undefined));
  if (!row) throw notFound('Quote not found');
  return row;
}

/** A quote in full: lines, totals, revision, link and trail. */
export async function readQuote(db: Database, scope: string | null, id: string, links: LinkContext) {
  const found = await findQuote(db, scope, id);
  await expireOverdueQuotes(db, found.tenantId);
  const quote = await findQuote(db, scope, id);
  const [customer] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, quote.customerId));
  const lines = await db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, id))
    .orderBy(asc(quoteLines.position));
  const history = await db
    .select({
      action: quoteEvents.action,
      at: quoteEvents.at,
      revision: quoteEvents.revision,
      detail: quoteEvents.detail,
      actorId: quoteEvents.actorId,
      actorName: users.name,
    })
    .from(quoteEvents)
    .leftJoin(users, eq(users.id, quoteEvents.actorId))
    .where(eq(quoteEvents.quoteId, id))
    .orderBy(asc(quoteEvents.at), asc(quoteEvents.id));
  return {
    ...toListed(quote),
    customerName: customer?.name ?? '',
    notes: quote.notes,
    subtotal: Number(quote.subtotal),
    discountPercent: optionalNumber(quote.discountPercent),
    discountAmount: Number(quote.discountAmount),
    taxRatePercent: optionalNumber(quote.taxRatePercent),
    taxAmount: Number(quote.taxAmount),
    lines: lines.map(lineOf),
    revision: quote.revision,
    sentRevision: quote.sentRevision,
    hasUnsentChanges: quote.sentRevision !== null && quote.sentRevision !== quote.revision,
    publicUrl: sealedLinkOf(links, quote.publicTokenSealed),
    sentAt: iso(quote.sentAt),
    viewedAt: iso(quote.viewedAt),
    decidedAt: iso(quote.decidedAt),
    clientComment: quote.clientComment,
    updatedAt: quote.updatedAt.toISOString(),
    history: history.map(({ actorId, actorName, at, ...entry }) => ({
      ...entry,
      at: at.toISOString(),
      actor: actorId ? { id: actorId, name: actorName ?? '' } : null,
    })),
  } satisfies QuoteDetail;
}

const optionalNumber = (value: string | null) => (value === null ? null : Number(value));
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The customers of these ids that belong to the tenant. */
export async function tenantCustomer(db: Database, tenantId: string, customerId: string) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email, status: customers.status })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.tenantId, tenantId)));
  if (!row) throw notFound('Customer not found');
  return row;
}
