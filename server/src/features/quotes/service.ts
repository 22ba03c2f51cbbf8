import { and, desc, eq } from 'drizzle-orm';
import type { Quote } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { quotes } from '../../db/schema';

/** A tenant's quotes (of one customer, if given), newest first. */
export async function listQuotes(db: Database, tenantId: string, customerId?: string): Promise<Quote[]> {
  const rows = await db
    .select({
      id: quotes.id,
      customerId: quotes.customerId,
      messageId: quotes.messageId,
      status: quotes.status,
      total: quotes.total,
      aiGenerated: quotes.aiGenerated,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), customerId ? eq(quotes.customerId, customerId) : undefined))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  // numeric arrives as exact decimal text; the contract answers a number.
  return rows.map((row) => ({ ...row, total: Number(row.total), createdAt: row.createdAt.toISOString() }));
}
