import type { CatalogService } from './catalog';
import { askedAndDeclined, requestedText } from './intent';
import { matchMessage, type Proposal } from './matcher';
import { buildMatcherIndex, type MatcherIndex } from './matcher-index';
import type { PieceVectors } from './meaning/message-pieces';
import type { QuoteMessage } from './prompt';
import { ownText } from './reply-chain';

/**
 * The quote engine behind one small interface: a provider reads the message and the catalog and
 * proposes services and quantities. It never sets prices; the caller prices every line from the catalog.
 */
export interface QuoteRequest {
  message: QuoteMessage;
  catalog: readonly CatalogService[];
  /** The prompt as logged (and as sent to a model). */
  prompt: string;
  /** The message's pieces and their vectors, when the message-meanings job has read it. */
  messageMeaning?: PieceVectors | null;
}

export interface ProviderAnswer {
  proposal: Proposal;
  model: string;
  version: string | null;
  /** The provider's raw answer, as logged. */
  raw: string;
}

export interface QuoteProvider {
  /** 'matcher' or 'openai-compatible': logged as the response's provider. */
  readonly name: string;
  propose(request: QuoteRequest): Promise<ProviderAnswer>;
}

export const MATCHER_MODEL = 'catalog-matcher';
export const MATCHER_VERSION = '3.0';

/** Indexes of recent catalogs: a tenant's catalog rarely changes between quotes, and building costs more. */
const indexes = new Map<string, MatcherIndex>();
const MAX_CACHED = 32;

export function cachedMatcherIndex(catalog: readonly CatalogService[]): MatcherIndex {
  const key = catalog
    .map(
      (s) => `${s.id}\u0001${s.name}\u0001${s.description}\u0001${s.unit}\u0001${s.aliases.join('\u0003')}`,
    )
    .join('\u0002');
  let index = indexes.get(key);
  if (index) {
    indexes.delete(key);
  } else {
    index = buildMatcherIndex(catalog);
    if (indexes.size >= MAX_CACHED) indexes.delete(indexes.keys().next().value as string);
  }
  indexes.set(key, index);
  return index;
}

/** What the matcher reads: the subject and the customer's own words, only where they ask for work now. */
export function matcherText(message: Pick<QuoteMessage, 'subject' | 'content'>): string {
  return requestedText(ownWords(message));
}

/** The subject (unless it is a reply's or a forward's: the earlier message's topic) and the customer's own words. */
function ownWords({ subject, content }: Pick<QuoteMessage, 'subject' | 'content'>): string {
  const body = ownText(content ?? '');
  const topic = subject && !/^\s*(re|fwd?|aw|sv)\s*:/i.test(subject) ? subject : null;
  return topic ? `${topic}\n${body}` : body;
}

/** What the built-in matcher proposes for a message; the demo seed's AI quotes come from it too. */
export function matcherProposal(
  message: Pick<QuoteMessage, 'subject' | 'content'>,
  catalog: readonly CatalogService[],
): Proposal {
  const { requested, declined } = askedAndDeclined(ownWords(message));
  return matchMessage(cachedMatcherIndex(catalog), requested, declined);
}

/** The embedded default: deterministic, offline, always available. */
export const matcherProvider: QuoteProvider = {
  name: 'matcher',
  async propose({ message, catalog }) {
    const proposal = matcherProposal(message, catalog);
    return { proposal, model: MATCHER_MODEL, version: MATCHER_VERSION, raw: JSON.stringify(proposal) };
  },
};
