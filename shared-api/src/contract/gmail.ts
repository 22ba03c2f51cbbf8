import { z } from 'zod';
import { GMAIL_IMPORT_STATUSES } from './constants';
import type { EndpointGroup } from './endpoint';
import { idSchema } from './entities';

/**
 * The Gmail calls. Gmail is personal: a tenant or user id, when given, must name the caller (the server
 * answers 403 otherwise). An import runs as a background job: POST answers 202 with its state at once.
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

/**
 * One import of the caller's mailbox: `listed` messages the mailbox listed, `imported` stored new, `skipped`
 * already in the inbox; `error` says why a failed import stopped.
 */
export const gmailImportSchema = z.object({
  id: idSchema,
  status: z.enum(GMAIL_IMPORT_STATUSES),
  listed: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type GmailImport = z.infer<typeof gmailImportSchema>;

/** GET /api/messages/import/gmail: the caller's latest import (the one running, else the last), or null. */
export const gmailImportStateSchema = z.object({ import: gmailImportSchema.nullable() });
export type GmailImportState = z.infer<typeof gmailImportStateSchema>;

export const gmailEndpoints = {
  startGmailImport: {
    summary: "Start importing the caller's Gmail inbox (read-only), or answer the import under way",
    description: 'Runs as a background job; the event stream reports its progress.',
    tag: 'Gmail',
    access: 'session',
    body: gmailImportRequestSchema,
    responses: { 202: gmailImportStateSchema },
  },
  getGmailImport: {
    summary: "The caller's latest Gmail import (the one under way, else the last)",
    tag: 'Gmail',
    access: 'session',
    responses: { 200: gmailImportStateSchema },
  },
  deleteGmailMessages: {
    summary: "Delete the messages imported from the caller's Gmail (the mailbox is never touched)",
    tag: 'Gmail',
    access: 'session',
    query: gmailDeleteQuerySchema,
    responses: { 200: gmailDeleteResultSchema },
  },
  disconnectGmail: {
    summary: "Forget the caller's Gmail connection and revoke its token at Google",
    tag: 'Gmail',
    access: 'session',
    responses: { 200: gmailDisconnectResultSchema },
  },
} satisfies EndpointGroup;
