import type { Database } from '../db/database';
import { quoteEvents, quoteLines, quoteNumberSequences, quoteRevisions, quotes } from '../db/schema';
import { lineTotalOf, quoteAmountsOf } from '../shared/quotes/amounts';
import { sentDocumentOf } from '../shared/quotes/document';
import { formatQuoteNumber } from '../shared/quotes/numbers';
import { defaultValidUntil } from '../shared/quotes/records';
import { newPublicToken, storedPublicToken } from '../shared/quotes/tokens';
import type { SecretBox } from '../shared/secret-box';
import type { SeedQuote } from './rows';

const DAY = 24 * 60 * 60 * 1000;
/** Rows per insert: the large seed's quotes and lines stay under PostgreSQL's parameter limit. */
const BATCH = 500;

/**
 * Writes the builders' quotes as the product stores them: numbered per tenant and year in creation order,
 * split into lines, and (once sent) with the revision the client sees and a public link (sealed with `box`, the
 * server's secret box, so staff can copy it).
 */
export async function writeSeedQuotes(
  tx: Database,
  seedQuotes: readonly SeedQuote[],
  customerNames: ReadonlyMap<string, string>,
  now: Date,
  box: SecretBox,
): Promise<void> {
  const tables = seedQuoteTables(seedQuotes, customerNames, now, box);
  for (const [table, rows] of [
    [quotes, tables.quotes],
    [quoteLines, tables.lines],
    [quoteRevisions, tables.revisions],
    [quoteEvents, tables.events],
    [quoteNumberSequences, tables.sequences],
  ] as const) {
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx.insert(table).values(rows.slice(start, start + BATCH) as never[]);
    }
  }
}

function seedQuoteTables(
  seedQuotes: readonly SeedQuote[],
  names: ReadonlyMap<string, string>,
  now: Date,
  box: SecretBox,
) {
  const counters = new Map<string, number>();
  const ordered = [...seedQuotes].sort(
    (a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0),
  );
  const tables = {
    quotes: [] as (typeof quotes.$inferInsert)[],
    lines: [] as (typeof quoteLines.$inferInsert)[],
    revisions: [] as (typeof quoteRevisions.$inferInsert)[],
    events: [] as (typeof quoteEvents.$inferInsert)[],
  };
  for (const { lineItems, ...quote } of ordered) {
    const createdAt = quote.createdAt ?? now;
    const year = createdAt.getUTCFullYear();
    const key = `${quote.tenantId}:${year}`;
    const value = (counters.get(key) ?? 0) + 1;
    counters.set(key, value);
    const lines = lineItems.map((item, position) => ({
      id: crypto.randomUUID(),
      quoteId: quote.id,
      position,
      kind: 'catalog' as const,
      serviceId: item.serviceId,
      description: item.name,
      unit: item.unit,
      quantity: String(item.quantity),
      unitCost: item.unitCost.toFixed(2),
      lineTotal: lineTotalOf(item.quantity, item.unitCost),
      aiProposed: Boolean(quote.aiGenerated),
      sourceText: item.sourceText,
    }));
    const amounts = quoteAmountsOf(
      lines.map((line) => line.lineTotal),
      null,
      null,
    );
    const row = {
      ...quote,
      ...amounts,
      number: formatQuoteNumber(year, value),
      validUntil: defaultValidUntil(30, new Date(Math.max(createdAt.getTime(), now.getTime() - 5 * DAY))),
    };
    tables.lines.push(...lines);
    tables.events.push({ quoteId: quote.id, action: 'CREATED', revision: 1, at: createdAt });
    if (quote.status !== 'DRAFT') {
      const sentAt = new Date(createdAt.getTime() + DAY / 24);
      Object.assign(row, {
        sentRevision: 1,
        sentAt,
        ...storedPublicToken(box, newPublicToken()),
        updatedAt: sentAt,
      });
      const customerName = names.get(quote.customerId) ?? '';
      tables.revisions.push({
        quoteId: quote.id,
        revision: 1,
        sentAt,
        document: sentDocumentOf({
          ...row,
          currency: row.currency ?? 'USD',
          notes: null,
          customerName,
          discountPercent: null,
          taxRatePercent: null,
          lines,
        }),
      });
      tables.events.push({ quoteId: quote.id, action: 'SENT', revision: 1, at: sentAt });
    }
    if (quote.status === 'ACCEPTED') {
      const decidedAt = new Date(createdAt.getTime() + DAY);
      Object.assign(row, { decidedAt });
      tables.events.push({ quoteId: quote.id, action: 'ACCEPTED', revision: 1, at: decidedAt });
    }
    tables.quotes.push(row);
  }
  const sequences = [...counters].map(([key, lastValue]) => {
    const [tenantId = '', year = '0'] = key.split(':');
    return { tenantId, year: Number(year), lastValue };
  });
  return { ...tables, sequences };
}
