import { and, eq, sql } from 'drizzle-orm';
import { normalisePhrase } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { catalogs, quoteLineCorrections, services } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import type { MadeCorrection } from '../../shared/quotes/corrections';
import { correctQuoteLine, QUOTE_CORRECTION } from './corrections';
import { writePromptLog } from './prompt-log';

type LineFeedback = Extract<MadeCorrection, { kind: 'quantity' | 'not-wanted' }>;

/**
 * Records what an edit of a quote line the AI proposed teaches the engine: another service becomes an "Also
 * known as" phrase of it (which the matcher reads today); a changed quantity or a removal is kept beside.
 * Answers whether a phrase was added (the service then reads otherwise: its meaning vectors are stale).
 */
export async function recordLineCorrection(db: Database, correction: MadeCorrection): Promise<boolean> {
  if (correction.kind === 'service') return (await correctQuoteLine(db, correction)).created;
  await recordLineFeedback(db, correction);
  return false;
}

/** Quantities as the log says them: '2.00' → '2', '1.50' → '1.5'. */
const plain = (quantity: string) => String(Number(quantity));

/**
 * A changed quantity or a removed line of the AI's, kept for the quote engine (quote_line_corrections): one
 * row per service and phrase, the latest correction standing, with the quantity first proposed. A quantity set
 * back to that one undoes the correction (deleted). A new or changed correction is written to the AI log, as a
 * new service is. The service must be the tenant's.
 */
async function recordLineFeedback(db: Database, correction: LineFeedback): Promise<void> {
  const { tenantId, serviceId, userId } = correction;
  const phrase = normalisePhrase(correction.phrase);
  const corrected = correction.kind === 'quantity' ? correction.quantity : null;
  const recorded = await db.transaction(async (tx) => {
    // The service row's lock orders this against other corrections of the service (as aliases are).
    const [service] = await tx
      .select({ id: services.id, name: services.name })
      .from(services)
      .innerJoin(catalogs, eq(catalogs.id, services.catalogId))
      .where(and(eq(services.id, serviceId), eq(catalogs.tenantId, tenantId)))
      .for('update', { of: services });
    if (!service) throw notFound('Service not found');
    const samePhrase = and(
      eq(quoteLineCorrections.serviceId, serviceId),
      sql`lower(${quoteLineCorrections.phrase}) = lower(${phrase})`,
    );
    const [existing] = await tx.select().from(quoteLineCorrections).where(samePhrase);
    const proposedQuantity = existing?.proposedQuantity ?? correction.proposedQuantity;
    if (corrected === proposedQuantity) {
      await tx.delete(quoteLineCorrections).where(samePhrase);
      return null;
    }
    if (existing?.kind === correction.kind && existing.correctedQuantity === corrected) return null;
    const values = {
      kind: correction.kind,
      correctedQuantity: corrected,
      messageId: correction.messageId ?? null,
      quoteId: correction.quoteId ?? null,
      createdBy: userId,
      updatedAt: new Date(),
    };
    if (existing) await tx.update(quoteLineCorrections).set(values).where(samePhrase);
    else await tx.insert(quoteLineCorrections).values({ ...values, serviceId, phrase, proposedQuantity });
    return { serviceName: service.name, proposedQuantity };
  });
  if (!recorded) return;
  const { serviceName, proposedQuantity } = recorded;
  await writePromptLog(db, {
    tenantId,
    userId,
    content:
      corrected === null
        ? `Quote line removed: "${phrase}" does not ask for ${serviceName}`
        : `Quote line quantity corrected: "${phrase}" is ${plain(corrected)} × ${serviceName}, not ${plain(proposedQuantity)}`,
    type: QUOTE_CORRECTION,
    metadata: {
      source: QUOTE_CORRECTION,
      kind: correction.kind,
      phrase,
      serviceId,
      proposedQuantity,
      ...(corrected === null ? {} : { quantity: corrected }),
      ...(correction.messageId ? { messageId: correction.messageId } : {}),
      ...(correction.quoteId ? { quoteId: correction.quoteId } : {}),
    },
    responses: [],
  });
}
