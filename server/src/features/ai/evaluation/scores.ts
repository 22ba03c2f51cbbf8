import { performance } from 'node:perf_hooks';
import type { AiQuoteContent } from 'shared-api/contract';
import type { CatalogService } from '../catalog';
import { centsToNumber } from '../money';
import type { LabelledMessage } from './corpus';

/** How a quote engine did on labelled messages (definitions in docs/quote-eval-labelling.md). */
export interface Scores {
  messages: number;
  precision: number;
  recall: number;
  f1: number;
  /** Messages quoted exactly: the same services with the same quantities. */
  exact: number;
  /** Correct lines with a stated quantity that got that quantity. */
  qty: number;
  /** Messages asking for nothing in the catalog that got an empty quote. */
  nomatch: number;
  /** Lines priced differently from the catalog: must be 0. */
  badprice: number;
  p95Ms: number;
  misses: Miss[];
}

export interface Miss {
  id: string;
  expected: string[];
  got: string[];
  /** Lines proposed but not expected, each with the words of the message it came from. */
  wrong: { service: string; sourceText: string }[];
}

/** Quotes one message's plain text against a catalog, as the product does. */
export type QuoteEngine = (
  message: LabelledMessage,
  catalog: readonly CatalogService[],
) => Promise<AiQuoteContent>;

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

const describe = (lines: Map<string, number>) => [...lines].map(([name, quantity]) => `${name} ×${quantity}`);

export async function scoreEngine(
  engine: QuoteEngine,
  messages: readonly LabelledMessage[],
  catalogs: ReadonlyMap<string, readonly CatalogService[]>,
): Promise<Scores> {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  let quantityChecks = 0;
  let quantityRight = 0;
  let exact = 0;
  let emptyExpected = 0;
  let emptyGiven = 0;
  let badprice = 0;
  const times: number[] = [];
  const misses: Miss[] = [];
  for (const message of messages) {
    const catalog = catalogs.get(message.trade) ?? [];
    const prices = new Map(catalog.map((service) => [service.id, service.cents]));
    const started = performance.now();
    const content = await engine(message, catalog);
    times.push(performance.now() - started);
    // A line with no catalog service (a custom line) can never be a right one.
    const got = new Map(content.lineItems.map((line) => [line.serviceId ?? '', line.quantity]));
    for (const line of content.lineItems) {
      const cents = prices.get(line.serviceId ?? '');
      if (cents === undefined || centsToNumber(cents) !== line.unitCost) badprice++;
    }
    const expected = new Map(message.expected.map((line) => [line.service, line]));
    for (const [service, line] of expected) {
      const quantity = got.get(service);
      if (quantity === undefined) {
        falseNegatives++;
        continue;
      }
      truePositives++;
      if (line.stated) {
        quantityChecks++;
        if (quantity === line.quantity) quantityRight++;
      }
    }
    for (const service of got.keys()) if (!expected.has(service)) falsePositives++;
    const isExact =
      got.size === expected.size &&
      [...expected].every(([service, line]) => got.get(service) === line.quantity);
    if (isExact) exact++;
    else {
      misses.push({
        id: message.id,
        expected: describe(new Map(message.expected.map((line) => [line.service, line.quantity]))),
        got: describe(got),
        wrong: content.lineItems
          .filter((line) => !expected.has(line.serviceId ?? ''))
          .map((line) => ({ service: line.serviceId ?? '', sourceText: line.sourceText ?? '' })),
      });
    }
    if (expected.size === 0) {
      emptyExpected++;
      if (got.size === 0) emptyGiven++;
    }
  }
  const precision = ratio(truePositives, truePositives + falsePositives);
  const recall = ratio(truePositives, truePositives + falseNegatives);
  const sorted = times.sort((a, b) => a - b);
  return {
    messages: messages.length,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    exact: ratio(exact, messages.length),
    qty: ratio(quantityRight, quantityChecks),
    nomatch: ratio(emptyGiven, emptyExpected),
    badprice,
    p95Ms: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0,
    misses,
  };
}
