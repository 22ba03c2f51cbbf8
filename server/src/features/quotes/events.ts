import type { Database } from '../../db/database';
import { publishEvent } from '../../shared/events';

/** Tells the tenant's browsers a quote changed (its lists, its customer's figures and column refetch). */
export const publishQuoteChange = (
  db: Database,
  change: { tenantId: string; customerId: string; quoteId: string },
) =>
  publishEvent(db, {
    type: 'quotes.changed',
    tenantId: change.tenantId,
    customerId: change.customerId,
    quoteId: change.quoteId,
  });
