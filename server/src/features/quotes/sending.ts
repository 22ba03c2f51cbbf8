import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import {
  contacts,
  customers,
  quoteEvents,
  quoteLines,
  quoteRevisions,
  quotes,
  tenants,
} from '../../db/schema';
import { HttpError, notFound } from '../../plugins/errors';
import type { JobQueue } from '../../shared/jobs/queue';
import { queueMail } from '../../shared/mail-queue';
import { sentDocumentOf } from '../../shared/quotes/document';
import { newPublicToken, storedPublicToken } from '../../shared/quotes/tokens';
import type { SecretBox } from '../../shared/secret-box';
import type { Editor } from './editing';
import { publishQuoteChange } from './events';
import { openedToken, publicUrlOf } from './links';
import { quoteEmail } from './mail';
import { findQuote } from './service';

export interface SendContext {
  db: Database;
  jobs: JobQueue;
  origin: string;
  /** Seals the link's token for staff to copy again; opens it to send again. */
  box: SecretBox;
  mailConfigured: boolean;
  log: FastifyBaseLogger;
}

/** Customers still in the early stages move to Quoted when a quote goes out; later stages stay. */
const QUOTABLE_STATUSES = ['LEAD', 'PROSPECT'] as const;

/**
 * Sends the quote's current revision: freezes it as the revision the client sees, gives the quote its public
 * link (kept across revisions), SENT; a Lead or Prospect customer becomes Quoted. Then mails the link when
 * SMTP is set up and there is an address; the link comes back either way.
 */
export async function sendQuote(ctx: SendContext, editor: Editor, id: string, to?: string) {
  const { db } = ctx;
  const { tenantId } = await findQuote(db, editor.scope, id);
  const sent = await db.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
    if (!quote) throw notFound('Quote not found');
    if (quote.status !== 'DRAFT' && quote.status !== 'SENT') {
      throw new HttpError(409, `This quote is ${quote.status.toLowerCase()} and cannot be sent`);
    }
    if (quote.validUntil < new Date().toISOString().slice(0, 10))
      throw new HttpError(400, 'The valid-until date has passed: choose a later date before sending');
    const lines = await tx
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, id))
      .orderBy(asc(quoteLines.position));
    if (lines.length === 0) throw new HttpError(400, 'Add at least one line before sending');
    const [customer] = await tx.select().from(customers).where(eq(customers.id, quote.customerId));
    const document = sentDocumentOf({ ...quote, customerName: customer?.name ?? '', lines });
    await tx
      .insert(quoteRevisions)
      .values({ quoteId: id, revision: quote.revision, document, sentBy: editor.userId })
      .onConflictDoUpdate({
        target: [quoteRevisions.quoteId, quoteRevisions.revision],
        set: { document, sentAt: sql`now()`, sentBy: editor.userId },
      });
    // The link stays across revisions; only a token the secret key no longer opens is replaced (its old link dies).
    const publicToken = openedToken(ctx.box, quote.publicTokenSealed) ?? newPublicToken();
    await tx
      .update(quotes)
      .set({
        status: 'SENT',
        sentRevision: quote.revision,
        sentAt: sql`now()`,
        ...storedPublicToken(ctx.box, publicToken),
        updatedAt: sql`now()`,
      })
      .where(eq(quotes.id, id));
    await tx
      .update(customers)
      .set({ status: 'QUOTED' })
      .where(and(eq(customers.id, quote.customerId), inArray(customers.status, QUOTABLE_STATUSES)));
    const recipient = to ?? customer?.email ?? (await primaryContactEmail(tx, quote.customerId));
    await tx.insert(quoteEvents).values({
      quoteId: id,
      action: 'SENT',
      actorId: editor.userId,
      revision: quote.revision,
      detail: recipient ?? null,
    });
    await publishQuoteChange(tx, { tenantId, customerId: quote.customerId, quoteId: id });
    const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    return { publicToken, recipient, number: quote.number, tenantName: tenant?.name ?? '', customer };
  });
  const publicUrl = publicUrlOf(ctx.origin, sent.publicToken);
  const emailedTo = await mailLink(ctx, sent.recipient, {
    number: sent.number,
    tenantName: sent.tenantName,
    customerName: sent.customer?.name ?? '',
    link: publicUrl,
  });
  return { emailed: emailedTo !== null, emailedTo };
}

async function primaryContactEmail(db: Database, customerId: string): Promise<string | null> {
  const [contact] = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.customerId, customerId), sql`${contacts.email} is not null`))
    .orderBy(sql`${contacts.isPrimary} desc`, asc(contacts.createdAt))
    .limit(1);
  return contact?.email ?? null;
}

/** Queues the mail (retried while SMTP refuses it); answers the address, or null when none went out. */
async function mailLink(
  ctx: SendContext,
  recipient: string | null,
  quote: Parameters<typeof quoteEmail>[1],
): Promise<string | null> {
  if (!ctx.mailConfigured || !recipient) return null;
  try {
    await queueMail(ctx.jobs, quoteEmail(recipient, quote));
    return recipient;
  } catch (error) {
    ctx.log.error({ err: error }, 'the quote mail could not be queued');
    return null;
  }
}
