import type { CustomerStatusTotals } from 'shared-api/contract';

/** The figures of the pipeline's summary cards (docs/product-rules.md#pipeline-figures). */
export interface PipelineSummary {
  totalCustomers: number;
  /** Customers with at least one AI-generated quote. */
  aiQuotes: number;
  /** Messages NEW or PENDING across the customers. */
  pending: number;
  /** Share of customers with AI-generated quotes, as a whole percent. */
  aiRate: number;
  revenue: number;
}

/** The summary cards' figures from the tenant's totals per customer status (GET /api/customers/summary). */
export function summarize(statuses: readonly CustomerStatusTotals[]): PipelineSummary {
  const sum = (figure: (row: CustomerStatusTotals) => number) =>
    statuses.reduce((total, row) => total + figure(row), 0);
  const totalCustomers = sum((row) => row.customers);
  const aiQuotes = sum((row) => row.aiCustomers);
  return {
    totalCustomers,
    aiQuotes,
    pending: sum((row) => row.pendingMessages),
    aiRate: aiRate(aiQuotes, totalCustomers),
    // In cents, so adding many amounts does not drift.
    revenue: sum((row) => Math.round(row.revenue * 100)) / 100,
  };
}

/** The share of customers with AI quotes, rounded to a whole percent; 0 when there are no customers. */
export function aiRate(withAiQuotes: number, total: number): number {
  return total > 0 ? Math.round((withAiQuotes / total) * 100) : 0;
}

/** Case-insensitive search over the name, email or industry. */
export function matchesSearch(
  customer: { name: string; email: string | null; industry: string | null },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [customer.name, customer.email, customer.industry].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}
