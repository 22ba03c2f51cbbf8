import { acmePlumbing } from '../../seed/tenants/acme';
import { bluewaveGroup } from '../../seed/tenants/bluewave';
import type { TenantSeed } from '../../seed/types';
import type { CatalogService } from './catalog';
import { matchMessage } from './matcher';
import { LABELLED_MESSAGES, type LabelledMessage } from './matcher-fixtures';
import { buildMatcherIndex, type MatcherIndex } from './matcher-index';
import { toCents } from './money';

/** Precision and recall of the matcher on the labelled set (used by its test and by bench/matcher.ts). */

/** A demo tenant's catalogs as the engine sees them; the service name doubles as its id. */
export function demoCatalog(seed: TenantSeed): CatalogService[] {
  return seed.catalogs.flatMap((catalog) =>
    catalog.services.map(([name, description, unit, cost]) => ({
      id: name,
      name,
      description,
      unit,
      cents: toCents(cost),
      catalogName: catalog.name,
      aliases: [],
    })),
  );
}

export interface Evaluation {
  precision: number;
  recall: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Of the true positives whose message states a quantity, the share given exactly that quantity. */
  quantityAccuracy: number;
  /** Messages the matcher got wrong, for a readable failure. */
  misses: { body: string; expected: string[]; got: string[] }[];
}

export const demoIndexes = (): Record<LabelledMessage['tenant'], MatcherIndex> => ({
  acme: buildMatcherIndex(demoCatalog(acmePlumbing)),
  bluewave: buildMatcherIndex(demoCatalog(bluewaveGroup)),
});

export const messageText = ({ subject, body }: Pick<LabelledMessage, 'subject' | 'body'>): string =>
  subject ? `${subject}\n${body}` : body;

export function evaluateMatcher(
  messages: readonly LabelledMessage[] = LABELLED_MESSAGES,
  indexes = demoIndexes(),
): Evaluation {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  let quantityChecks = 0;
  let quantityRight = 0;
  const misses: Evaluation['misses'] = [];
  for (const message of messages) {
    const proposal = matchMessage(indexes[message.tenant], messageText(message));
    const got = new Map(proposal.lines.map((line) => [line.serviceId, line.quantity]));
    const expected = new Map(message.expected);
    for (const [name, quantity] of expected) {
      if (!got.has(name)) {
        falseNegatives++;
        continue;
      }
      truePositives++;
      if (quantity !== null) {
        quantityChecks++;
        if (got.get(name) === quantity) quantityRight++;
      }
    }
    for (const name of got.keys()) if (!expected.has(name)) falsePositives++;
    const wrong =
      [...got.keys()].some((n) => !expected.has(n)) || [...expected.keys()].some((n) => !got.has(n));
    if (wrong) {
      misses.push({
        body: messageText(message),
        expected: [...expected.keys()],
        got: [...got].map(([name, q]) => `${name} ×${q}`),
      });
    }
  }
  return {
    precision: truePositives / Math.max(1, truePositives + falsePositives),
    recall: truePositives / Math.max(1, truePositives + falseNegatives),
    truePositives,
    falsePositives,
    falseNegatives,
    quantityAccuracy: quantityRight / Math.max(1, quantityChecks),
    misses,
  };
}
