import type { Catalog } from 'shared-api';
import { formatMoney } from 'shared-ui';

/** Catalogs match on name or description, ignoring case; a blank query keeps them all. */
export function filterCatalogs(catalogs: readonly Catalog[], query: string): readonly Catalog[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return catalogs;
  return catalogs.filter((catalog) =>
    [catalog.name, catalog.description].some((text) => text?.toLowerCase().includes(needle)),
  );
}

export function totalServices(catalogs: readonly Catalog[]): number {
  return catalogs.reduce((total, catalog) => total + catalog.serviceCount, 0);
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The average cost: 0 decimals in the list, 2 in the header; '—' for a catalog with no services. */
export function formatAverage(catalog: Catalog, decimals: 0 | 2): string {
  return catalog.avgCost === null ? '—' : formatMoney(catalog.avgCost, decimals);
}

/** The min–max range, e.g. '$95 - $450'; '—' for a catalog with no services. */
export function formatRange(catalog: Catalog, decimals: 0 | 2): string {
  if (catalog.minCost === null || catalog.maxCost === null) return '—';
  return `${formatMoney(catalog.minCost, decimals)} - ${formatMoney(catalog.maxCost, decimals)}`;
}
