import { z } from 'zod';
import { normalisePhrase } from './catalogs';
import { MAX_CORRECTION_PHRASE_LENGTH, MAX_RAW_PHRASE_LENGTH, MIN_ALIAS_LENGTH } from './constants';
import type { EndpointGroup } from './endpoint';
import { aiPromptSchema, aiQuoteContentSchema, idSchema, requestId, serviceAliasSchema } from './entities';

/** Request and response bodies of the AI calls: quote generation and the prompt logs. */

const uuid = (name: string) => requestId(`Invalid ${name}`);

export const generateQuoteRequestSchema = z.object({
  messageId: uuid('message id'),
  tenantId: uuid('tenant id').optional(),
  /** Sent by older clients; the acting user is always the session's. */
  userId: z.string().max(64).optional(),
});
export type GenerateQuoteRequest = z.infer<typeof generateQuoteRequestSchema>;

export const generateQuoteResponseSchema = z.object({
  content: aiQuoteContentSchema,
  /** The draft quote written for the message's customer; null when the message has none. */
  quoteId: idSchema.nullable(),
});
export type GenerateQuoteResponse = z.infer<typeof generateQuoteResponseSchema>;

const isoTime = z.iso.datetime({ offset: true, local: true }).max(40).or(z.iso.date().max(10));

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

/** A quote line the user marked wrong: the phrase it came from belongs to another service of the tenant. */
export const createCorrectionRequestSchema = z
  .object({
    tenantId: uuid('tenant id').optional(),
    /** The message the quote was made from, for the AI log. */
    messageId: uuid('message id').optional(),
    /** The right service: the phrase becomes one of its "Also known as" phrases. */
    serviceId: uuid('service id'),
    /** The service the line wrongly quoted, when it had one. */
    wrongServiceId: uuid('service id').optional(),
    /** The line's source text. */
    phrase: z
      .string()
      .max(MAX_RAW_PHRASE_LENGTH, `phrase must have at most ${MAX_RAW_PHRASE_LENGTH} characters`)
      .transform(normalisePhrase)
      .pipe(
        z
          .string()
          .min(MIN_ALIAS_LENGTH, `must have at least ${MIN_ALIAS_LENGTH} characters`)
          .max(MAX_CORRECTION_PHRASE_LENGTH, `must have at most ${MAX_CORRECTION_PHRASE_LENGTH} characters`),
      ),
  })
  .refine((body) => body.wrongServiceId !== body.serviceId, {
    path: ['wrongServiceId'],
    message: 'must be another service than serviceId',
  });
export type CreateCorrectionRequest = z.input<typeof createCorrectionRequestSchema>;

export const createCorrectionResponseSchema = z.object({ alias: serviceAliasSchema });
export type CreateCorrectionResponse = z.infer<typeof createCorrectionResponseSchema>;

export const aiEndpoints = {
  generateQuote: {
    summary: "Price a message's request against the tenant's catalogs",
    description:
      'Uses the configured OpenAI-compatible model, else (or when it fails) the built-in catalog matcher; ' +
      'writes a draft quote when the message has a customer, and logs the prompt and answer.',
    tag: 'AI',
    access: 'session',
    body: generateQuoteRequestSchema,
    responses: { 200: generateQuoteResponseSchema },
  },
  createAiCorrection: {
    summary: 'Correct a quote line: store its phrase as an "Also known as" phrase of the right service',
    description:
      "Any user of the tenant may correct. Both services must be the tenant's. The tenant's next quotes get " +
      'the phrase with the service. Answers 200 with the stored phrase when the service already has it.',
    tag: 'AI',
    access: 'session',
    body: createCorrectionRequestSchema,
    responses: { 201: createCorrectionResponseSchema, 200: createCorrectionResponseSchema },
  },
  listAiPrompts: {
    summary: "A tenant's AI prompt log with the answers, filtered by time and source",
    tag: 'AI',
    access: 'admin',
    query: aiPromptsQuerySchema,
    responses: { 200: aiPromptsResponseSchema },
  },
  deleteAiPrompts: {
    summary: 'Delete prompts (and their answers) from the log',
    tag: 'AI',
    access: 'admin',
    body: deleteAiPromptsRequestSchema,
    responses: { 200: deleteAiPromptsResponseSchema },
  },
} satisfies EndpointGroup;
