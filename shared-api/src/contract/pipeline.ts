import { CUSTOMER_STATUSES } from './constants';

/**
 * The pipeline's stages (docs/product-rules.md#pipeline-columns), free of zod: the pipeline board shows them as
 * columns, the dashboard as a funnel, and the server adds the tenant's totals up per stage with the same rule.
 */
export const PIPELINE_COLUMNS = [
  { key: 'prospects', title: 'Prospects', status: 'PROSPECT' },
  { key: 'contacted', title: 'Contacted', status: 'CONTACTED' },
  { key: 'quoted', title: 'Quoted', status: 'QUOTED' },
  { key: 'active', title: 'Active', status: 'ACTIVE' },
] as const satisfies readonly { key: string; title: string; status: (typeof CUSTOMER_STATUSES)[number] }[];

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

/** The statuses a column shows: Prospects gathers every status the other columns do not. */
export function statusesOf(column: PipelineColumnKey): (typeof CUSTOMER_STATUSES)[number][] {
  return CUSTOMER_STATUSES.filter((status) => columnOf(status) === column);
}
