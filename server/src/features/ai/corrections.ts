import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { MAX_SERVICE_ALIASES, type ServiceAlias } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { catalogs, messages, serviceAliases, services } from '../../db/schema';
import { HttpError, notFound } from '../../plugins/errors';
import { distinctivePhrase } from './correction-phrase';
import { writePromptLog } from './prompt-log';

/** The AI log's type and source of a correction. */
export const QUOTE_CORRECTION = 'quote-correction';

export interface CorrectionInput {
  tenantId: string;
  userId: string;
  messageId?: string;
  /** The right service. */
  serviceId: string;
  /** The service the line wrongly quoted, if any. */
  wrongServiceId?: string;
  /** The line's source text, normalised; its distinctive words are stored (correction-phrase.ts). */
  phrase: string;
}

const aliasColumns = {
  serviceId: serviceAliases.serviceId,
  phrase: serviceAliases.phrase,
  source: serviceAliases.source,
  createdBy: serviceAliases.createdBy,
  createdAt: serviceAliases.createdAt,
};

type AliasRow = Pick<typeof serviceAliases.$inferSelect, keyof typeof aliasColumns>;

const toAlias = ({ createdAt, ...row }: AliasRow): ServiceAlias => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/**
 * A quote line the user marked wrong: the distinctive words of its phrase (not those of the wrong service's name)
 * become an "Also known as" phrase of the right service, so the tenant's next quotes read it with that service. Both services (and the message, when named) must be the
 * tenant's. A phrase the service already has, whatever its case, is answered as stored (`created: false`).
 * A new correction is written to the AI log with who made it.
 */
export async function correctQuoteLine(
  db: Database,
  input: CorrectionInput,
): Promise<{ alias: ServiceAlias; created: boolean }> {
  const { tenantId, userId, messageId, serviceId, wrongServiceId } = input;
  const named = wrongServiceId ? [serviceId, wrongServiceId] : [serviceId];
  const found = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .innerJoin(catalogs, eq(catalogs.id, services.catalogId))
    .where(and(inArray(services.id, named), eq(catalogs.tenantId, tenantId)));
  const right = found.find((service) => service.id === serviceId);
  const wrong = found.find((service) => service.id === wrongServiceId);
  if (!right || (wrongServiceId && !wrong)) throw notFound('Service not found');
  const phrase = distinctivePhrase(input.phrase, { right: right.name, wrong: wrong?.name });
  if (messageId) {
    const [message] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, messageId), eq(messages.tenantId, tenantId)));
    if (!message) throw notFound('Message not found');
  }

  const outcome = await db.transaction(async (tx) => {
    // The service row's lock orders this against other corrections and saves of the service.
    await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId)).for('update');
    const [existing] = await tx
      .select(aliasColumns)
      .from(serviceAliases)
      .where(
        and(eq(serviceAliases.serviceId, serviceId), sql`lower(${serviceAliases.phrase}) = lower(${phrase})`),
      );
    if (existing) return { row: existing, created: false };
    const [stored] = await tx
      .select({ phrases: count() })
      .from(serviceAliases)
      .where(eq(serviceAliases.serviceId, serviceId));
    if ((stored?.phrases ?? 0) >= MAX_SERVICE_ALIASES) {
      throw new HttpError(
        409,
        `"${right.name}" already has ${MAX_SERVICE_ALIASES} "Also known as" phrases: remove one in Catalogs first`,
      );
    }
    const [row] = await tx
      .insert(serviceAliases)
      .values({ serviceId, phrase, source: 'correction', createdBy: userId })
      .returning(aliasColumns);
    if (!row) throw new Error('Alias insert returned no row');
    return { row, created: true };
  });

  if (outcome.created) {
    await writePromptLog(db, {
      tenantId,
      userId,
      content: `Quote line corrected: "${phrase}" is ${right.name}${wrong ? `, not ${wrong.name}` : ''}`,
      type: QUOTE_CORRECTION,
      metadata: {
        source: QUOTE_CORRECTION,
        phrase,
        serviceId,
        ...(wrongServiceId ? { wrongServiceId } : {}),
        ...(messageId ? { messageId } : {}),
      },
      responses: [],
    });
  }
  return { alias: toAlias(outcome.row), created: outcome.created };
}
