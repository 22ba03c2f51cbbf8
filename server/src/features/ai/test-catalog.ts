import type { CatalogService } from './catalog';
import { matchMessage } from './matcher';
import { buildMatcherIndex } from './matcher-index';

/** A service of a test catalog: a name (its own description), [name, description] or [name, description, unit]. */
export type TestService = string | readonly [string, string] | readonly [string, string, string];

/** A catalog of the given services for tests: each $100, its id its name, priced `unit` unless it says its own. */
export function testCatalog(services: readonly TestService[], unit = 'per visit'): CatalogService[] {
  return services.map((service) => {
    const [name, description, own] = typeof service === 'string' ? [service, service] : service;
    return { id: name, name, description, unit: own ?? unit, cents: 10000, catalogName: 'A', aliases: [] };
  });
}

/** How a catalog of the given services quotes a message: each line's service id and quantity. */
export function quotedLines(services: readonly TestService[], unit?: string) {
  const index = buildMatcherIndex(testCatalog(services, unit));
  return (text: string) =>
    matchMessage(index, text).lines.map(({ serviceId, quantity }) => [serviceId, quantity]);
}
