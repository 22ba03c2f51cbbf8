import { z } from 'zod';
import type { Proposal } from './matcher';
import { QUOTE_INSTRUCTIONS } from './prompt';
import type { ProviderAnswer, QuoteProvider, QuoteRequest } from './provider';

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, vLLM, Ollama, llama.cpp…). The answer
 * is constrained by a JSON schema and validated again here; the model picks services and quantities only.
 */
export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Attempts after the first: one retry, then the caller falls back to the matcher. */
  retries?: number;
  fetch?: typeof fetch;
}

/** The answer the model must give (validated with zod; the same shape goes out as the JSON schema). */
export const modelAnswerSchema = z.object({
  lineItems: z
    .array(
      z.object({
        serviceId: z.string().min(1).max(64),
        quantity: z.number().positive().max(1_000_000),
        sourceText: z.string().max(1000),
      }),
    )
    .max(200),
  unmatched: z.array(z.object({ text: z.string().max(1000), reason: z.string().max(500) })).max(50),
});

const RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'quote',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['lineItems', 'unmatched'],
      properties: {
        lineItems: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['serviceId', 'quantity', 'sourceText'],
            properties: {
              serviceId: { type: 'string', description: 'The id of a catalog service' },
              quantity: { type: 'number', description: "How many, in the service's unit" },
              sourceText: { type: 'string', description: 'The phrase of the message this line comes from' },
            },
          },
        },
        unmatched: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['text', 'reason'],
            properties: { text: { type: 'string' }, reason: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

const completionSchema = z.object({
  model: z.string().optional(),
  system_fingerprint: z.string().nullish(),
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable() }) }))
    .min(1, 'the answer has no choices'),
});

export class ProviderError extends Error {
  constructor(
    message: string,
    /** The raw answer, when there was one, for the log. */
    readonly raw: string | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): QuoteProvider {
  const { baseUrl, apiKey, model, timeoutMs, retries = 1, fetch: fetchImpl = fetch } = options;
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function attempt(request: QuoteRequest): Promise<ProviderAnswer> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({
          model,
          temperature: 0,
          messages: [
            { role: 'system', content: QUOTE_INSTRUCTIONS },
            { role: 'user', content: request.prompt },
          ],
          response_format: RESPONSE_FORMAT,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ProviderError(`no answer within ${timeoutMs} ms`);
      }
      throw new ProviderError(`request failed: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ProviderError(`HTTP ${response.status}`, text.slice(0, 2000));
    let body: z.infer<typeof completionSchema>;
    try {
      body = completionSchema.parse(JSON.parse(text));
    } catch (error) {
      throw new ProviderError(`not a chat completion: ${describe(error)}`, text.slice(0, 2000));
    }
    const content = body.choices[0]?.message.content ?? '';
    let answer: z.infer<typeof modelAnswerSchema>;
    try {
      answer = modelAnswerSchema.parse(JSON.parse(content));
    } catch (error) {
      throw new ProviderError(`the model's answer does not fit the schema: ${describe(error)}`, content);
    }
    const proposal: Proposal = {
      lines: answer.lineItems.map(({ serviceId, quantity, sourceText }) => ({
        serviceId,
        quantity,
        sourceText,
      })),
      unmatched: answer.unmatched,
    };
    return { proposal, model, version: body.system_fingerprint ?? body.model ?? null, raw: content };
  }

  return {
    name: 'openai-compatible',
    async propose(request) {
      let lastError: unknown;
      for (let i = 0; i <= retries; i++) {
        try {
          return await attempt(request);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof z.ZodError) {
    return error.issues.map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`).join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}
