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

interface SummarisedCustomer {
  aiGenerated: boolean;
  pendingMessages: number;
  totalRevenue: number;
}

export function summarize(customers: readonly SummarisedCustomer[]): PipelineSummary {
  const aiQuotes = customers.filter((customer) => customer.aiGenerated).length;
  return {
    totalCustomers: customers.length,
    aiQuotes,
    pending: customers.reduce((sum, customer) => sum + customer.pendingMessages, 0),
    aiRate: aiRate(aiQuotes, customers.length),
    revenue: customers.reduce((sum, customer) => sum + customer.totalRevenue, 0),
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
