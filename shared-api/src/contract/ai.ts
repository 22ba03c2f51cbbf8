import { z } from 'zod';
import { aiPromptSchema, aiQuoteContentSchema, idSchema } from './entities';

/** Request and response bodies of the AI calls of spec §7: quote generation and the prompt logs. */

const uuid = (name: string) => z.uuid({ message: `Invalid ${name}` });

export const generateQuoteRequestSchema = z.object({
  messageId: uuid('message id'),
  tenantId: uuid('tenant id').optional(),
  /** Sent by the spec's client; the acting user is always the session's. */
  userId: z.string().max(64).optional(),
});
export type GenerateQuoteRequest = z.infer<typeof generateQuoteRequestSchema>;

export const generateQuoteResponseSchema = z.object({
  content: aiQuoteContentSchema,
  /** The draft quote written for the message's customer; null when the message has none. */
  quoteId: idSchema.nullable(),
});
export type GenerateQuoteResponse = z.infer<typeof generateQuoteResponseSchema>;

const isoTime = z.iso.datetime({ offset: true, local: true }).or(z.iso.date());

export const aiPromptsQuerySchema = z.object({
  tenantId: uuid('tenant id').optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
  /** A metadata source or prompt type; 'all' or absent means every source. */
  source: z.string().trim().max(64).optional(),
});
export type AiPromptsQuery = z.infer<typeof aiPromptsQuerySchema>;

export const aiPromptsResponseSchema = z.object({ prompts: z.array(aiPromptSchema) });
export type AiPromptsResponse = z.infer<typeof aiPromptsResponseSchema>;

export const deleteAiPromptsRequestSchema = z.object({
  ids: z.array(uuid('prompt id')).min(1, 'ids must not be empty').max(1000),
  tenantId: uuid('tenant id').optional(),
});
export type DeleteAiPromptsRequest = z.infer<typeof deleteAiPromptsRequestSchema>;

export const deleteAiPromptsResponseSchema = z.object({ deleted: z.number().int().nonnegative() });
export type DeleteAiPromptsResponse = z.infer<typeof deleteAiPromptsResponseSchema>;
