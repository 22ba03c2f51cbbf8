import { z } from 'zod';
import type { EndpointGroup } from './endpoint';
import { idSchema } from './entities';

/**
 * What `GET /api/events` (server-sent events) tells a signed-in browser. Each event names what changed, not
 * the data itself: the browser refetches what it shows (RTK Query tags), with its own permissions.
 * An event reaches the users of its tenant only; one with a `userId` reaches that user only.
 */
export const serverEventSchema = z.discriminatedUnion('type', [
  /** Messages were stored, changed, linked or deleted: lists and counts are stale. */
  z.object({ type: z.literal('inbox.changed'), tenantId: idSchema }),
  /** A customer's notes were added, edited or deleted: its Notes tab is stale. */
  z.object({ type: z.literal('customer-notes.changed'), tenantId: idSchema, customerId: idSchema }),
  /** A quote was created, edited, sent, viewed, accepted, declined, expired or deleted: its views are stale. */
  z.object({
    type: z.literal('quotes.changed'),
    tenantId: idSchema,
    customerId: idSchema,
    quoteId: idSchema,
  }),
  /** A Gmail import of this user's mailbox moved on (queued, progressed, finished). */
  z.object({
    type: z.literal('gmail-import.changed'),
    tenantId: idSchema,
    userId: idSchema,
    importId: idSchema,
  }),
  /** An import of this user's file moved on (queued, progressed, finished). */
  z.object({
    type: z.literal('import.changed'),
    tenantId: idSchema,
    userId: idSchema,
    importId: idSchema,
  }),
  /** A full export of the tenant moved on (queued, running, ready, failed): its admins' lists are stale. */
  z.object({ type: z.literal('tenant-export.changed'), tenantId: idSchema, exportId: idSchema }),
  /** Some of this user's sessions were ended (signed out elsewhere): their open streams close. */
  z.object({ type: z.literal('sessions.ended'), userId: idSchema }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = ServerEvent['type'];

export const eventEndpoints = {
  followEvents: {
    summary: 'A server-sent event stream of what changed for the signed-in user',
    description:
      'Each `data:` line is one event as JSON. Events name what changed, not the data: refetch what you show. ' +
      'The stream ends when the server shuts down; reconnect (EventSource does).',
    tag: 'Session',
    access: 'session',
    responses: { 200: { description: 'One JSON event per message', contentType: 'text/event-stream' } },
  },
} satisfies EndpointGroup;
