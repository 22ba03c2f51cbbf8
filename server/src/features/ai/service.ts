import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AiQuoteContent } from 'shared-api/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { messageMeanings, messages } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { aiProposedLine, insertQuote } from '../../shared/quotes/records';
import { quoteSettingsOf } from '../../shared/quotes/settings';
import { loadTenantCatalog } from './catalog';
import { createMeaningProvider } from './meaning/meaning-provider';
import { storedPieces } from './meaning/message-pieces';
import { createOpenAiCompatibleProvider } from './openai-provider';
import { messageQuoteContent } from './pricing';
import { buildQuotePrompt } from './prompt';
import { type PromptLogEntry, writePromptLog } from './prompt-log';
import type { ProviderAnswer, QuoteProvider, QuoteRequest } from './provider';

export const GENERATE_QUOTE = 'generate-quote';

/**
 * The providers to try in order: the configured model first, the built-in engine always last (the lexical matcher
 * re-judged with meaning once the sentence encoder has loaded: meaning/meaning-provider.ts).
 */
export function quoteProviders(
  config: Pick<Config, 'aiBaseUrl' | 'aiApiKey' | 'aiModel' | 'aiTimeoutMs'>,
): QuoteProvider[] {
  const builtIn = createMeaningProvider();
  const { aiBaseUrl, aiApiKey, aiModel, aiTimeoutMs } = config;
  if (!aiBaseUrl || !aiApiKey || !aiModel) return [builtIn];
  return [
    createOpenAiCompatibleProvider({
      baseUrl: aiBaseUrl,
      apiKey: aiApiKey,
      model: aiModel,
      timeoutMs: aiTimeoutMs,
    }),
    builtIn,
  ];
}

export interface GenerateQuoteInput {
  tenantId: string;
  userId: string;
  messageId: string;
}

/**
 * Quotes a message from the tenant's catalogs: asks the providers in turn, prices the answer from the
 * catalog, stores it on the message (and as a draft quote when the message has a customer), and logs
 * the prompt with one response per provider attempt.
 */
export async function generateQuote(
  deps: { db: Database; providers: readonly QuoteProvider[]; log: FastifyBaseLogger },
  { tenantId, userId, messageId }: GenerateQuoteInput,
): Promise<{ content: AiQuoteContent; quoteId: string | null }> {
  const { db, providers, log } = deps;
  const [message] = await db
    .select({
      id: messages.id,
      subject: messages.subject,
      content: messages.content,
      senderName: messages.senderName,
      fromEmail: messages.fromEmail,
      fromPhone: messages.fromPhone,
      customerId: messages.customerId,
      meaning: messageMeanings,
    })
    .from(messages)
    .leftJoin(messageMeanings, eq(messageMeanings.messageId, messages.id))
    .where(and(eq(messages.id, messageId), eq(messages.tenantId, tenantId)));
  if (!message) throw notFound('Message not found');

  const catalog = await loadTenantCatalog(db, tenantId);
  const request: QuoteRequest = {
    message,
    catalog,
    prompt: buildQuotePrompt(message, catalog),
    messageMeaning: message.meaning && storedPieces(message.meaning),
  };
  const logEntry: PromptLogEntry = {
    tenantId,
    userId,
    content: request.prompt,
    type: GENERATE_QUOTE,
    metadata: { source: GENERATE_QUOTE, messageId },
    responses: [],
  };

  let answer: ProviderAnswer | null = null;
  let fallbackReason: string | null = null;
  for (const provider of providers) {
    const started = performance.now();
    try {
      answer = await provider.propose(request);
      logEntry.responses.push({
        output: '', // filled with the priced content below
        model: answer.model,
        version: answer.version,
        status: 'success',
        metadata: {
          source: GENERATE_QUOTE,
          latencyMs: Math.round(performance.now() - started),
          provider: provider.name,
          ...(fallbackReason ? { fallbackReason } : {}),
        },
      });
      break;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ provider: provider.name, reason, messageId }, 'AI provider failed; falling back');
      fallbackReason = `${provider.name}: ${reason}`;
      logEntry.responses.push({
        output: JSON.stringify({ error: reason, raw: (error as { raw?: string | null }).raw ?? null }),
        model: provider.name,
        version: null,
        status: 'error',
        metadata: {
          source: GENERATE_QUOTE,
          latencyMs: Math.round(performance.now() - started),
          provider: provider.name,
        },
      });
    }
  }
  if (!answer) {
    await writePromptLog(db, logEntry);
    throw new Error(`Every quote provider failed (${fallbackReason})`);
  }

  const content = messageQuoteContent(answer.proposal, catalog, request.message);
  const succeeded = logEntry.responses.at(-1);
  if (succeeded) succeeded.output = JSON.stringify(content);

  const quoteId = await db.transaction(async (tx) => {
    await tx.update(messages).set({ aiQuoteResponse: content }).where(eq(messages.id, message.id));
    if (!message.customerId) return null;
    // The AI quote is kept as a DRAFT of the message's customer, its lines marked as the AI's proposal.
    return insertQuote(tx, {
      tenantId,
      customerId: message.customerId,
      messageId: message.id,
      aiGenerated: true,
      createdBy: userId,
      lines: content.lineItems.map(aiProposedLine),
      settings: await quoteSettingsOf(tx, tenantId),
    });
  });
  await writePromptLog(db, logEntry);
  return { content, quoteId };
}
