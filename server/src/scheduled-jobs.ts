import type { Database } from './db/database';
import { deleteExpiredSignInEvents } from './features/audit/retention';
import { expireOverdueQuotes } from './features/quotes/service';
import { expireTenantExports } from './features/tenant-data/export-store';
import { sweepWebhooks } from './features/webhooks/worker';
import type { ScheduledHandlers } from './shared/jobs/scheduled';

/** The work of each scheduled job (`shared/jobs/scheduled.ts` says when): the features' own functions. */
export const scheduledHandlers = (db: Database): ScheduledHandlers => ({
  'quote-expiry': async () => ({ expired: await expireOverdueQuotes(db) }),
  'audit-retention': async () => ({ deleted: await deleteExpiredSignInEvents(db) }),
  'tenant-export-expiry': async () => ({ expired: await expireTenantExports(db) }),
  'webhook-sweep': async () => ({ webhooks: await sweepWebhooks(db) }),
});
