import { and, asc, eq } from 'drizzle-orm';
import {
  type createQuoteRequestSchema,
  MAX_QUOTE_TOTAL,
  type updateQuoteRequestSchema,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { messages, quoteEvents, quoteLines, quotes } from '../../db/schema';
import { HttpError, notFound } from '../../plugins/errors';
import { decimalText, exceeds } from '../../shared/quotes/amounts';
import type { LineCorrection } from '../../shared/quotes/corrections';
import { amountsOf, insertLines, insertQuote, type PricedLine } from '../../shared/quotes/records';
import { quoteSettingsOf } from '../../shared/quotes/settings';
import { publishQuoteChange } from './events';
import { type AiProposal, correctionsOf, priceLines } from './pricing';
import { findQuote, tenantCustomer } from './service';

/** Who edits: the user (for the trail) and the tenant whose quotes they may touch (null: any, super admin). */
export interface Editor {
  userId: string;
  tenantId: string;
  scope: string | null;
}

const conflict = (message: string) => new HttpError(409, message);
const TOO_LARGE = 'The quote total is too large';

function checkTotal(lines: readonly PricedLine[], discount: string | null, tax: string | null) {
  const amounts = amountsOf(lines, discount, tax);
  if (exceeds(amounts.total, MAX_QUOTE_TOTAL)) throw new HttpError(400, TOO_LARGE);
  return amounts;
}

const percentText = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : decimalText(value);

/** A DRAFT for a customer of the editor's tenant, from a message of it (with its AI flag) when named. */
export async function createQuote(
  db: Database,
  editor: Editor,
  body: z.output<typeof createQuoteRequestSchema>,
): Promise<string> {
  const { tenantId } = editor;
  const customer = await tenantCustomer(db, tenantId, body.customerId);
  const proposal = body.messageId ? await aiProposalOf(db, tenantId, body.messageId) : [];
  if (body.aiGenerated && !body.messageId)
    throw new HttpError(400, 'An AI-generated quote needs its messageId');
  const lines = await priceLines(db, tenantId, body.lines, [], proposal);
  const settings = await quoteSettingsOf(db, tenantId);
  const discountPercent = percentText(body.discountPercent);
  checkTotal(
    lines,
    discountPercent === undefined ? settings.discountPercent : discountPercent,
    settings.taxRatePercent,
  );
  return db.transaction(async (tx) => {
    const quoteId = await insertQuote(tx, {
      tenantId,
      customerId: customer.id,
      messageId: body.messageId ?? null,
      aiGenerated: body.aiGenerated ?? false,
      createdBy: editor.userId,
      lines,
      settings,
      validUntil: body.validUntil,
      notes: body.notes,
      discountPercent,
    });
    await publishQuoteChange(tx, { tenantId, customerId: customer.id, quoteId });
    return quoteId;
  });
}

/** The lines of the tenant's message's latest AI quote (none if it has none). */
async function aiProposalOf(db: Database, tenantId: string, messageId: string): Promise<AiProposal> {
  const [row] = await db
    .select({ aiQuote: messages.aiQuoteResponse })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.tenantId, tenantId)));
  if (!row) throw notFound('Message not found');
  return row.aiQuote?.lineItems ?? [];
}

/**
 * Replaces a quote's lines, notes, discount and date. A DRAFT changes in place; a SENT quote whose current
 * revision was sent starts a new revision (the client keeps the sent one). Answers the corrections to record
 * (the AI's lines given another service or quantity, or removed).
 */
export async function updateQuote(
  db: Database,
  editor: Editor,
  id: string,
  body: z.output<typeof updateQuoteRequestSchema>,
): Promise<{ corrections: LineCorrection[]; tenantId: string; messageId: string | null }> {
  const { tenantId } = await findQuote(db, editor.scope, id);
  return db.transaction(async (tx) => {
    // The row lock orders this edit against a concurrent send, accept or other edit of the quote.
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
    if (!quote) throw notFound('Quote not found');
    if (quote.status !== 'DRAFT' && quote.status !== 'SENT') {
      throw conflict(`This quote is ${quote.status.toLowerCase()} and can no longer be changed`);
    }
    const before = await tx
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, id))
      .orderBy(asc(quoteLines.position));
    const lines = await priceLines(tx, tenantId, body.lines, before);
    const discountPercent =
      percentText(body.discountPercent) ?? (body.discountPercent === null ? null : quote.discountPercent);
    const amounts = checkTotal(lines, discountPercent, quote.taxRatePercent);
    const revision = quote.sentRevision === quote.revision ? quote.revision + 1 : quote.revision;
    await tx.delete(quoteLines).where(eq(quoteLines.quoteId, id));
    await insertLines(tx, id, lines);
    await tx
      .update(quotes)
      .set({
        ...amounts,
        discountPercent,
        notes: body.notes === undefined ? quote.notes : body.notes,
        validUntil: body.validUntil ?? quote.validUntil,
        revision,
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, id));
    await tx.insert(quoteEvents).values({ quoteId: id, action: 'EDITED', actorId: editor.userId, revision });
    await publishQuoteChange(tx, { tenantId, customerId: quote.customerId, quoteId: id });
    return { corrections: correctionsOf(before, body.lines), tenantId, messageId: quote.messageId };
  });
}

/** Deletes a DRAFT never sent; a quote the client has seen stays on record (409). */
export async function deleteQuote(db: Database, scope: string | null, id: string): Promise<void> {
  const quote = await findQuote(db, scope, id);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(quotes)
      .where(and(eq(quotes.id, id), eq(quotes.status, 'DRAFT')))
      .returning({ id: quotes.id });
    if (deleted.length === 0) throw conflict('Only a draft can be deleted');
    await publishQuoteChange(tx, { tenantId: quote.tenantId, customerId: quote.customerId, quoteId: id });
  });
}
