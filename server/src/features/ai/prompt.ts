import type { CatalogService } from './catalog';
import { ownText } from './reply-chain';

/** What the quote engine reads of a message. */
export interface QuoteMessage {
  id: string;
  subject: string | null;
  /** Stored HTML (sanitised on ingest) or plain text. */
  content: string | null;
  senderName: string | null;
  fromEmail: string | null;
  fromPhone: string | null;
}

export const QUOTE_INSTRUCTIONS = [
  'You turn a customer message into a quote from the company catalog below.',
  'Pick only services listed in the catalog, by their exact id, with the quantity the message asks for',
  "(in the service's unit; 1 when the message gives none). Never invent services or prices: prices come",
  'from the catalog. For each line give sourceText, the phrase of the message it comes from.',
  'Anything the customer asks for that no catalog service covers goes to unmatched with a short reason.',
  'A message that asks for nothing gets no lines.',
  'Quote only work asked for now: not work done in the past, declined ("no need to", "instead of"), imagined',
  '("if it breaks again", "maybe next year"), or someone else\'s. A symptom whose cause is unknown is the',
  "catalog's diagnostic or inspection service when it has one; the customer's explicit choice wins. Quantities",
  'are counts of the unit, never sizes, years, model or unit numbers, prices or phone digits.',
].join(' ');

/** The prompt logged for every quote, and sent to a chat-completions model as the user turn. */
export function buildQuotePrompt(message: QuoteMessage, catalog: readonly CatalogService[]): string {
  const sender =
    [message.senderName, message.fromEmail, message.fromPhone].filter(Boolean).join(' · ') || 'unknown';
  const services = catalog.map((service) =>
    [
      `- id: ${service.id}`,
      `  name: ${service.name}`,
      `  unit: ${service.unit ?? 'each'}`,
      service.description ? `  description: ${service.description}` : null,
      service.aliases.length > 0 ? `  also known as: ${service.aliases.join('; ')}` : null,
      `  catalog: ${service.catalogName}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    'Generate a quote from the catalog for this message.',
    '',
    `From: ${sender}`,
    `Subject: ${message.subject ?? '(none)'}`,
    'Message:',
    // The customer's own words: an email reply's quoted history is ours, not a request.
    ownText(message.content ?? '') || '(empty)',
    '',
    `Catalog (${catalog.length} services):`,
    ...(services.length > 0 ? services : ['(no services)']),
  ].join('\n');
}
