import { z } from 'zod';
import { idSchema } from './entities';

/**
 * What `GET /api/events` (server-sent events) tells a signed-in browser. Each event names what changed, not
 * the data itself: the browser refetches what it shows (RTK Query tags), with its own permissions.
 * An event reaches the users of its tenant only; one with a `userId` reaches that user only.
 */
export const serverEventSchema = z.discriminatedUnion('type', [
  /** Messages were stored, changed, linked or deleted: lists and counts are stale. */
  z.object({ type: z.literal('inbox.changed'), tenantId: idSchema }),
  /** A Gmail import of this user's mailbox moved on (queued, progressed, finished). */
  z.object({
    type: z.literal('gmail-import.changed'),
    tenantId: idSchema,
    userId: idSchema,
    importId: idSchema,
  }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = ServerEvent['type'];
