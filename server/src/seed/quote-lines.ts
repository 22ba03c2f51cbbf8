import type { QuoteLineItem } from 'shared-api/contract';

/** A catalog service as quotes need it: money in integer cents, so sums are exact. */
export interface PricedService {
  id: string;
  name: string;
  unit: string;
  cents: number;
}

export function lineItem(service: PricedService, quantity: number, sourceText: string | null): QuoteLineItem {
  return {
    serviceId: service.id,
    name: service.name,
    quantity,
    unit: service.unit,
    unitCost: service.cents / 100,
    lineTotal: (service.cents * quantity) / 100,
    sourceText,
  };
}

/** The quote's total as PostgreSQL stores it, summed in cents. */
export function quoteTotal(lineItems: QuoteLineItem[]): string {
  return fromCents(lineItems.reduce((sum, item) => sum + Math.round(item.lineTotal * 100), 0));
}

/** '145.00' → 14500, without passing through a float. */
export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 14500 → '145.00', the numeric(12,2) text PostgreSQL stores exactly. */
export function fromCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
