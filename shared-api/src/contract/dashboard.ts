import { z } from 'zod';
import { DASHBOARD_WINDOWS, MESSAGE_SOURCES } from './constants';
import type { EndpointGroup } from './endpoint';
import { requestId } from './entities';
import { messageSummarySchema } from './messages';
import { PIPELINE_COLUMNS } from './pipeline';

/** GET /api/dashboard: everything the landing page shows, in one call (docs/product-rules.md#dashboard). */

/**
 * An IANA time zone the server knows (`Europe/Paris`): days and the month are the user's, not the server's. A bare
 * offset (`+05:30`) is refused: the browser reads it as east of UTC, PostgreSQL (POSIX) as west.
 */
const timeZone = z
  .string()
  .max(64)
  .regex(/^[A-Za-z]/, { message: 'timeZone must be an IANA time zone such as Europe/Paris' })
  .refine(isTimeZone, { message: 'timeZone must be an IANA time zone such as Europe/Paris' });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const dashboardQuerySchema = z.object({
  tenantId: requestId('Invalid tenant id').optional(),
  timeZone: timeZone
    .default('UTC')
    .meta({ description: 'The time zone of days and months; UTC when absent' }),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const day = z.iso.date();
const count = z.number().int().nonnegative();

/** The messages received on one day from one source, and how many of them are still unanswered. */
export const dashboardMessageDaySchema = z.object({
  day,
  source: z.enum(MESSAGE_SOURCES),
  received: count,
  unanswered: count,
});
export type DashboardMessageDay = z.infer<typeof dashboardMessageDaySchema>;

const windowDays = Math.max(...DASHBOARD_WINDOWS);

export const dashboardSchema = z.object({
  /** Today in the asked time zone: the last day of the chart. */
  today: day,
  /** The last days' messages by day and source (days without messages left out). */
  messages: z.array(dashboardMessageDaySchema).meta({
    description: `The last ${windowDays} days (today included), by day and source; days without messages are left out`,
  }),
  /** Each pipeline stage's customers and revenue, in board order. */
  pipeline: z.array(
    z.object({
      stage: z.enum(PIPELINE_COLUMNS.map((column) => column.key)),
      customers: count,
      revenue: z.number(),
    }),
  ),
  /** This month's quotes (by creation date in the time zone): sent to the customer, and accepted of those. */
  quotes: z.object({ sent: count, accepted: count }),
  latestMessages: z.array(messageSummarySchema),
  /** What a new tenant has not set up yet: the dashboard's next steps. */
  setup: z.object({ hasCatalogs: z.boolean(), hasCustomers: z.boolean(), hasMessages: z.boolean() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type PipelineStageFigures = Dashboard['pipeline'][number];

export const dashboardEndpoints = {
  getDashboard: {
    summary:
      "The landing page's figures in one call: the last 30 days' messages by day and source, the pipeline's stages, this month's quotes, the latest messages and what a new tenant still has to set up",
    tag: 'Dashboard',
    access: 'session',
    query: dashboardQuerySchema,
    responses: { 200: dashboardSchema },
  },
} satisfies EndpointGroup;
