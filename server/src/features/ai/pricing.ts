import type { AiQuoteContent, QuoteLineItem } from 'shared-api/contract';
import type { CatalogService } from './catalog';
import type { Proposal } from './matcher';
import { centsToNumber, lineCents } from './money';
import type { QuoteMessage } from './prompt';

/**
 * A provider's proposal priced from the catalog: every unit cost is the catalog's, whatever a provider
 * said; a service not in the tenant's catalog is not priced but goes to "needs review".
 */
export function priceProposal(
  proposal: Proposal,
  catalog: readonly CatalogService[],
): { content: AiQuoteContent; totalCents: number } {
  const byId = new Map(catalog.map((service) => [service.id, service]));
  const unmatched = [...proposal.unmatched];
  const lines = new Map<string, { service: CatalogService; quantity: number; sourceText: string }>();
  for (const line of proposal.lines) {
    const service = byId.get(line.serviceId);
    if (!service) {
      unmatched.push({ text: line.sourceText, reason: 'The suggested service is not in the catalog' });
      continue;
    }
    const quantity = Math.round(line.quantity * 100) / 100;
    if (!(quantity > 0)) continue;
    const previous = lines.get(service.id);
    if (previous) previous.quantity += quantity;
    else lines.set(service.id, { service, quantity, sourceText: line.sourceText });
  }
  let totalCents = 0;
  const lineItems: QuoteLineItem[] = [...lines.values()].map(({ service, quantity, sourceText }) => {
    const cents = lineCents(service.cents, quantity);
    totalCents += cents;
    return {
      serviceId: service.id,
      name: service.name,
      quantity,
      unit: service.unit,
      unitCost: centsToNumber(service.cents),
      lineTotal: centsToNumber(cents),
      sourceText,
    };
  });
  return {
    content: { lineItems, total: centsToNumber(totalCents), currency: 'USD', unmatched },
    totalCents,
  };
}

/** The AI quote a message gets: the proposal priced, and when it quotes nothing, the message as unmatched. */
export function messageQuoteContent(
  proposal: Proposal,
  catalog: readonly CatalogService[],
  message: Pick<QuoteMessage, 'subject' | 'content'>,
): AiQuoteContent {
  const { content } = priceProposal(proposal, catalog);
  if (content.lineItems.length === 0 && content.unmatched.length === 0) {
    content.unmatched.push({
      text: clip(message.subject ?? message.content ?? ''),
      reason: 'No service in the catalog matches this message',
    });
  }
  return content;
}

function clip(text: string): string {
  const flat = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= 200 ? flat : `${flat.slice(0, 199)}…`;
}
