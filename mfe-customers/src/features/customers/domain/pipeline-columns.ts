import {
  type CustomerStatus,
  type CustomerStatusTotals,
  columnOf,
  PIPELINE_COLUMNS,
  type PipelineColumnKey,
} from 'shared-api';
import { summarize } from './summary';

/** The status a card dropped on a column takes; null when it already shows there (nothing to change). */
export function statusForDrop(current: string, column: PipelineColumnKey): CustomerStatus | null {
  if (columnOf(current) === column) return null;
  return PIPELINE_COLUMNS.find((candidate) => candidate.key === column)?.status ?? null;
}

/** Statuses a move would overwrite that say more than the column does (it was dropped or lost): asked first. */
const ASK_BEFORE_MOVING = new Set(['inactive', 'lost']);

/** Whether moving a card of this status to another column needs the user's confirmation first. */
export function asksBeforeMoving(status: string): boolean {
  return ASK_BEFORE_MOVING.has(status.toLowerCase());
}

/** A column's count and revenue, from the tenant's totals per status. */
export function columnFigures(
  totals: readonly CustomerStatusTotals[],
  column: PipelineColumnKey,
): { customers: number; revenue: number } {
  const { totalCustomers, revenue } = summarize(totals.filter((row) => columnOf(row.status) === column));
  return { customers: totalCustomers, revenue };
}
