import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { quoteNumberSequences } from '../../db/schema';

/**
 * The tenant's next quote number of the year, `Q-2026-0042`. One upsert: PostgreSQL's row lock on the
 * (tenant, year) row makes a concurrent draft wait for this transaction, so no number is handed out twice;
 * a rolled-back draft leaves a gap, as invoices' numbering allows.
 */
export async function nextQuoteNumber(tx: Database, tenantId: string, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  const [row] = await tx
    .insert(quoteNumberSequences)
    .values({ tenantId, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [quoteNumberSequences.tenantId, quoteNumberSequences.year],
      set: { lastValue: sql`${quoteNumberSequences.lastValue} + 1` },
    })
    .returning({ value: quoteNumberSequences.lastValue });
  return formatQuoteNumber(year, row?.value ?? 1);
}

export const formatQuoteNumber = (year: number, value: number) =>
  `Q-${year}-${String(value).padStart(4, '0')}`;
