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

/** The answer the model must give: validated with zod, and sent as the JSON schema of the structured output. */
export const modelAnswerSchema = z.object({
  lineItems: z
    .array(
      z.object({
        serviceId: z.string().min(1).max(64).describe('The id of a catalog service'),
        quantity: z.number().positive().max(1_000_000).describe("How many, in the service's unit"),
        sourceText: z.string().max(1000).describe('The phrase of the message this line comes from'),
      }),
    )
    .max(200),
  unmatched: z.array(z.object({ text: z.string().max(1000), reason: z.string().max(500) })).max(50),
});

/**
 * Bounds stay in zod, checked on the answer: strict structured outputs refuse some of them (string lengths),
 * and small OpenAI-compatible servers turn every bound into grammar rules.
 */
const BOUNDS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
] as const;

/**
 * The answer's shape for strict mode: zod's output schema closes every object (`additionalProperties: false`)
 * and requires every property, as strict mode needs.
 */
export function structuredOutputSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    override: ({ jsonSchema: node }) => {
      for (const bound of BOUNDS) delete node[bound];
    },
  });
  return jsonSchema;
}

const RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: { name: 'quote', strict: true, schema: structuredOutputSchema(modelAnswerSchema) },
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
