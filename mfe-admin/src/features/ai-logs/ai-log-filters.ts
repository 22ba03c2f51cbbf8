import type { Dayjs } from 'dayjs';
import type { AiPrompt } from 'shared-api';
import type { AiLogsQuery } from './api/ai-logs-api';

/** The AI Logs Source filter's options, in order; 'all' means no filter. */
export const AI_LOG_SOURCES = [
  'all',
  'message',
  'quote',
  'suggest-message-link',
  'generate-quote',
  'process-prompt',
] as const;

export interface AiLogFilters {
  search: string;
  from: Dayjs | null;
  to: Dayjs | null;
  source: string;
}

export const NO_FILTERS: AiLogFilters = { search: '', from: null, to: null, source: 'all' };

/** The server's part of the filters: the time range (ISO) and the source ('all' sends none). */
export function toQuery(filters: AiLogFilters, tenantId: string): AiLogsQuery {
  return {
    tenantId,
    from: filters.from?.toISOString(),
    to: filters.to?.toISOString(),
    source: filters.source === 'all' ? undefined : filters.source,
  };
}

/** What the Source column shows: the prompt's metadata source, else its type. */
export function sourceOf(prompt: AiPrompt): string {
  const source = prompt.metadata?.source;
  return typeof source === 'string' && source ? source : prompt.type;
}

export const firstResponse = (prompt: AiPrompt) => prompt.responses[0] ?? null;

/** The search part, applied in the browser: prompt, first response, user and source, case-insensitive. */
export function matchesSearch(prompt: AiPrompt, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (!query) return true;
  return [prompt.content, firstResponse(prompt)?.output, prompt.user?.name, sourceOf(prompt)].some((text) =>
    text?.toLowerCase().includes(query),
  );
}
