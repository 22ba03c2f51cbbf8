import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers, messages, type quotes } from '../db/schema';

type QuoteInsert = typeof quotes.$inferInsert;

/** A quote row for a test that needs one as-is: a unique number and a far valid-until date filled in. */
export const testQuote = (values: Omit<QuoteInsert, 'number' | 'validUntil'>): QuoteInsert => ({
  number: `T-${randomUUID()}`,
  validUntil: '2099-12-31',
  ...values,
});

/** A new Lead of the tenant to quote (a unique name; other fields as given). */
export async function testCustomer(
  db: Database,
  tenantId: string,
  values: Partial<typeof customers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(customers)
    .values({ tenantId, name: `Client ${randomUUID()}`, status: 'LEAD', ...values })
    .returning();
  return row as typeof customers.$inferSelect;
}

/** A line the AI proposed: the service (none for a custom line) and the words of the message it came from. */
export interface ProposedLine {
  serviceId: string | null;
  sourceText: string;
}

/**
 * Stores the AI quote of a message as generating one would (the engine's own output is tested in features/ai),
 * so a quote saved from it may carry these lines as the AI's proposal.
 */
export async function proposeForMessage(db: Database, messageId: string, lines: readonly ProposedLine[]) {
  const lineItems = lines.map(({ serviceId, sourceText }) => ({
    serviceId,
    name: 'Proposed service',
    quantity: 1,
    unit: null,
    unitCost: 0,
    lineTotal: 0,
    sourceText,
  }));
  await db
    .update(messages)
    .set({ aiQuoteResponse: { lineItems, total: 0, currency: 'USD', unmatched: [] } })
    .where(eq(messages.id, messageId));
}
