import type { CustomerStatus } from 'shared-api';

/** The four pipeline columns, in board order. */
export const PIPELINE_COLUMNS = [
  { key: 'prospects', title: 'Prospects', status: 'PROSPECT' },
  { key: 'contacted', title: 'Contacted', status: 'CONTACTED' },
  { key: 'quoted', title: 'Quoted', status: 'QUOTED' },
  { key: 'active', title: 'Active', status: 'ACTIVE' },
] as const satisfies readonly { key: string; title: string; status: CustomerStatus }[];

export type PipelineColumnKey = (typeof PIPELINE_COLUMNS)[number]['key'];

const COLUMN_BY_STATUS: Record<string, PipelineColumnKey> = {
  contacted: 'contacted',
  quoted: 'quoted',
  active: 'active',
};

/**
 * Contacted, quoted and active go to their columns; lead, prospect, inactive, lost and any unknown
 * value show under Prospects. Case does not matter.
 */
export function columnOf(status: string | null | undefined): PipelineColumnKey {
  return COLUMN_BY_STATUS[(status ?? '').toLowerCase()] ?? 'prospects';
}

/** The status a card dropped on a column takes; null when it already shows there (nothing to change). */
export function statusForDrop(current: string, column: PipelineColumnKey): CustomerStatus | null {
  if (columnOf(current) === column) return null;
  return PIPELINE_COLUMNS.find((candidate) => candidate.key === column)?.status ?? null;
}

export interface PipelineColumn<Customer> {
  key: PipelineColumnKey;
  title: string;
  customers: Customer[];
  /** Sum of the column's customers' revenue. */
  revenue: number;
}

/** The customers split into the four columns, keeping their order, with each column's revenue total. */
export function groupIntoColumns<Customer extends { status: string; totalRevenue: number }>(
  customers: readonly Customer[],
): PipelineColumn<Customer>[] {
  const columns = PIPELINE_COLUMNS.map(({ key, title }) => ({
    key,
    title,
    customers: [] as Customer[],
    revenue: 0,
  }));
  const byKey = new Map(columns.map((column) => [column.key, column]));
  for (const customer of customers) {
    const column = byKey.get(columnOf(customer.status));
    if (!column) continue;
    column.customers.push(customer);
    column.revenue += customer.totalRevenue;
  }
  return columns;
}
