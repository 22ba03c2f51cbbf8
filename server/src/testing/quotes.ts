import { randomUUID } from 'node:crypto';
import type { quotes } from '../db/schema';

type QuoteInsert = typeof quotes.$inferInsert;

/** A quote row for a test that needs one as-is: a unique number and a far valid-until date filled in. */
export const testQuote = (values: Omit<QuoteInsert, 'number' | 'validUntil'>): QuoteInsert => ({
  number: `T-${randomUUID()}`,
  validUntil: '2099-12-31',
  ...values,
});
