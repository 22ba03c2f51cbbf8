import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { PublicQuote } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { customers, quoteEvents, quoteRevisions, quotes, tenants } from '../../db/schema';
import { HttpError, notFound } from '../../plugins/errors';
import { publicTokenHash } from '../../shared/quotes/tokens';
import { publishQuoteChange } from './events';

/** One message for every bad link (wrong, expired, never sent): a guesser learns nothing. */
const NOT_FOUND = 'This quote link is not valid or has expired';

/**
 * The quote behind a public token as the client may see it: sent, and not past its valid-until date (the link
 * expires with the quote). Found by the token's hash (the token itself is not stored). The document is the
 * sent revision's, never the live lines.
 */
async function findPublic(db: Database, token: string, lock = false) {
  const query = db
    .select({
      id: quotes.id,
      tenantId: quotes.tenantId,
      customerId: quotes.customerId,
      status: quotes.status,
      sentAt: quotes.sentAt,
      viewedAt: quotes.viewedAt,
      decidedAt: quotes.decidedAt,
      clientComment: quotes.clientComment,
      sentRevision: quotes.sentRevision,
    })
    .from(quotes)
    .where(
      and(
        eq(quotes.publicTokenHash, publicTokenHash(token)),
        isNotNull(quotes.sentRevision),
        gte(quotes.validUntil, sql`current_date`),
      ),
    );
  const [quote] = await (lock ? query.for('update') : query);
  if (!quote) throw notFound(NOT_FOUND);
  return quote as typeof quote & { sentRevision: number };
}

type PublicRow = Awaited<ReturnType<typeof findPublic>>;

async function documentOf(db: Database, quote: PublicRow): Promise<PublicQuote> {
  const [revision] = await db
    .select({ document: quoteRevisions.document, sentAt: quoteRevisions.sentAt })
    .from(quoteRevisions)
    .where(and(eq(quoteRevisions.quoteId, quote.id), eq(quoteRevisions.revision, quote.sentRevision)));
  const [tenant] = await db
    .select({ name: tenants.name, logoUrl: tenants.logoUrl, primaryColor: tenants.primaryColor })
    .from(tenants)
    .where(eq(tenants.id, quote.tenantId));
  if (!revision || !tenant) throw notFound(NOT_FOUND);
  return {
    ...revision.document,
    status: quote.status,
    tenant,
    sentAt: revision.sentAt.toISOString(),
    decidedAt: quote.decidedAt?.toISOString() ?? null,
    clientComment: quote.clientComment,
  };
}

/** The sent quote; its first view is recorded in the trail (and tells the tenant's screens). */
export async function viewPublicQuote(db: Database, token: string): Promise<PublicQuote> {
  const quote = await findPublic(db, token);
  if (!quote.viewedAt) await recordFirstView(db, quote);
  return documentOf(db, quote);
}

/** The quote for its PDF, without counting a view. */
export async function publicQuoteDocument(db: Database, token: string) {
  const quote = await findPublic(db, token);
  return { quote: await documentOf(db, quote), tenantId: quote.tenantId };
}

async function recordFirstView(db: Database, quote: PublicRow) {
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(quotes)
      .set({ viewedAt: sql`now()` })
      .where(and(eq(quotes.id, quote.id), sql`${quotes.viewedAt} is null`))
      .returning({ id: quotes.id });
    if (marked.length === 0) return;
    await tx
      .insert(quoteEvents)
      .values({ quoteId: quote.id, action: 'VIEWED', revision: quote.sentRevision });
    await publishQuoteChange(tx, {
      tenantId: quote.tenantId,
      customerId: quote.customerId,
      quoteId: quote.id,
    });
  });
}

export type Decision = 'ACCEPTED' | 'DECLINED';

/**
 * The client's answer to the sent revision. The same answer again changes nothing (idempotent); the other
 * answer after one was given is refused (409). Accepting makes the customer Active.
 */
export async function decidePublicQuote(
  db: Database,
  token: string,
  decision: Decision,
  comment: string | undefined,
): Promise<PublicQuote> {
  return db.transaction(async (tx) => {
    const quote = await findPublic(tx, token, true);
    if (quote.status === decision) return documentOf(tx, quote);
    if (quote.status !== 'SENT') {
      throw new HttpError(409, `This quote was already ${quote.status.toLowerCase()}`);
    }
    const [decided] = await tx
      .update(quotes)
      .set({ status: decision, decidedAt: sql`now()`, clientComment: comment || null, updatedAt: sql`now()` })
      .where(eq(quotes.id, quote.id))
      .returning({ decidedAt: quotes.decidedAt, clientComment: quotes.clientComment });
    await tx.insert(quoteEvents).values({
      quoteId: quote.id,
      action: decision,
      revision: quote.sentRevision,
      detail: comment || null,
    });
    if (decision === 'ACCEPTED') {
      await tx.update(customers).set({ status: 'ACTIVE' }).where(eq(customers.id, quote.customerId));
    }
    await publishQuoteChange(tx, {
      tenantId: quote.tenantId,
      customerId: quote.customerId,
      quoteId: quote.id,
    });
    return documentOf(tx, { ...quote, status: decision, ...decided } as PublicRow);
  });
}
