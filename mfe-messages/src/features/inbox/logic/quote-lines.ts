import type { AiQuoteContent, QuoteLineRequest } from 'shared-api';

/**
 * The AI quote's lines as a quote's: a matched service by its id (the server copies its catalog price), an
 * unmatched line as a custom one; each marked as the AI's proposal with the words it came from.
 */
export function quoteLinesOf(content: AiQuoteContent): QuoteLineRequest[] {
  return content.lineItems.map((item) => {
    const proposal = { quantity: item.quantity, aiProposed: true, sourceText: item.sourceText };
    if (item.serviceId) return { ...proposal, serviceId: item.serviceId };
    return { ...proposal, description: item.name, unit: item.unit, unitCost: item.unitCost };
  });
}
