import { and, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AiPrompt } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { aiPrompts, aiResponses, users } from '../../db/schema';

/** The AI prompt log: one prompt row per AI call, with a response row per provider attempt. */

export interface PromptLogEntry {
  tenantId: string;
  userId: string | null;
  content: string;
  type: string;
  metadata: Record<string, unknown>;
  responses: {
    output: string;
    model: string;
    version: string | null;
    status: 'success' | 'error';
    metadata: Record<string, unknown>;
  }[];
}

export async function writePromptLog(db: Database, entry: PromptLogEntry): Promise<string> {
  return db.transaction(async (tx) => {
    const [prompt] = await tx
      .insert(aiPrompts)
      .values({
        tenantId: entry.tenantId,
        userId: entry.userId,
        content: entry.content,
        type: entry.type,
        metadata: entry.metadata,
      })
      .returning({ id: aiPrompts.id, createdAt: aiPrompts.createdAt });
    if (!prompt) throw new Error('The prompt log was not written');
    if (entry.responses.length > 0) {
      // Attempts keep their order: each a millisecond after the one before.
      await tx.insert(aiResponses).values(
        entry.responses.map((response, i) => ({
          promptId: prompt.id,
          ...response,
          createdAt: new Date(prompt.createdAt.getTime() + i + 1),
        })),
      );
    }
    return prompt.id;
  });
}

export interface PromptFilter {
  from?: Date;
  to?: Date;
  /** A metadata source or a prompt type; undefined or 'all' for every one. */
  source?: string;
}

function promptConditions(tenantId: string, { from, to, source }: PromptFilter): SQL | undefined {
  return and(
    eq(aiPrompts.tenantId, tenantId),
    from ? gte(aiPrompts.createdAt, from) : undefined,
    to ? lte(aiPrompts.createdAt, to) : undefined,
    source && source !== 'all'
      ? or(eq(aiPrompts.type, source), sql`${aiPrompts.metadata}->>'source' = ${source}`)
      : undefined,
  );
}

/** A tenant's prompts, newest first, each with its user's name and its responses in order. */
export async function listPrompts(db: Database, tenantId: string, filter: PromptFilter): Promise<AiPrompt[]> {
  const where = promptConditions(tenantId, filter);
  const [prompts, responses] = await Promise.all([
    db
      .select({
        id: aiPrompts.id,
        content: aiPrompts.content,
        type: aiPrompts.type,
        metadata: aiPrompts.metadata,
        createdAt: aiPrompts.createdAt,
        userName: users.name,
      })
      .from(aiPrompts)
      .leftJoin(users, eq(users.id, aiPrompts.userId))
      .where(where)
      .orderBy(desc(aiPrompts.createdAt), desc(aiPrompts.id)),
    db
      .select({
        id: aiResponses.id,
        promptId: aiResponses.promptId,
        output: aiResponses.output,
        model: aiResponses.model,
        version: aiResponses.version,
        status: aiResponses.status,
        metadata: aiResponses.metadata,
        createdAt: aiResponses.createdAt,
      })
      .from(aiResponses)
      .innerJoin(aiPrompts, eq(aiPrompts.id, aiResponses.promptId))
      .where(where)
      .orderBy(aiResponses.createdAt, aiResponses.id),
  ]);
  const byPrompt = new Map<string, AiPrompt['responses']>();
  for (const { promptId, createdAt, ...response } of responses) {
    let list = byPrompt.get(promptId);
    if (!list) {
      list = [];
      byPrompt.set(promptId, list);
    }
    list.push({ ...response, createdAt: createdAt.toISOString() });
  }
  return prompts.map(({ userName, createdAt, ...prompt }) => ({
    ...prompt,
    createdAt: createdAt.toISOString(),
    user: userName === null ? null : { name: userName },
    responses: byPrompt.get(prompt.id) ?? [],
  }));
}

/** Deletes the tenant's prompts among `ids` (their responses cascade); others' ids are ignored. */
export async function deletePrompts(db: Database, tenantId: string, ids: string[]): Promise<number> {
  const deleted = await db
    .delete(aiPrompts)
    .where(and(eq(aiPrompts.tenantId, tenantId), inArray(aiPrompts.id, ids)))
    .returning({ id: aiPrompts.id });
  return deleted.length;
}
