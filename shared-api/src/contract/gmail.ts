import { z } from 'zod';
import { idSchema } from './entities';

/**
 * Spec §7 Gmail calls. Gmail is personal: a tenant or user id, when given, must name the caller (the server
 * answers 403 otherwise).
 */
export const gmailImportRequestSchema = z.object({
  tenantId: idSchema.optional(),
  userId: idSchema.optional(),
});
export type GmailImportRequest = z.infer<typeof gmailImportRequestSchema>;

export const gmailDeleteQuerySchema = z.object({ userId: idSchema.optional() });

/** DELETE /api/messages/delete/gmail: how many imported copies were removed (the mailbox is never touched). */
export const gmailDeleteResultSchema = z.object({ deleted: z.number().int().nonnegative() });
export type GmailDeleteResult = z.infer<typeof gmailDeleteResultSchema>;

export const gmailDisconnectResultSchema = z.object({ disconnected: z.literal(true) });
export type GmailDisconnectResult = z.infer<typeof gmailDisconnectResultSchema>;
