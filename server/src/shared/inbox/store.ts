import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { MessageSource, WebhookMessageData } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { contacts, customers, messages } from '../../db/schema';
import { displayNameOf, normalizeEmail, normalizePhone } from '../contact-points';
import { emitWebhookEvents } from '../webhooks';
import { deriveMessageText } from './sanitize';
import { noteInboxChange } from './version';

export type MessageRow = typeof messages.$inferSelect;

/** A message as any channel hands it over (Gmail import, the inbound API, the seed). */
export interface IncomingMessage {
  source: MessageSource;
  subject?: string | null;
  /** HTML or plain text. */
  content?: string | null;
  fromEmail?: string | null;
  fromPhone?: string | null;
  senderName?: string | null;
  receivedAt?: Date | null;
  userId?: string | null;
  gmailMessageId?: string | null;
}

/** Rows per INSERT: far below PostgreSQL's bind-parameter limit. */
const BATCH = 500;

/** The stored columns of an incoming message: sanitized body, derived preview and search text. */
export function messageValues(tenantId: string, incoming: IncomingMessage, now = new Date()) {
  const fromEmail = incoming.fromEmail?.trim() || null;
  const rawPhone = incoming.fromPhone?.trim() || null;
  const subject = incoming.subject?.trim() || null;
  return {
    tenantId,
    userId: incoming.userId ?? null,
    source: incoming.source,
    subject,
    ...deriveMessageText(subject, incoming.content),
    fromEmail,
    // E.164 when it is a phone number, so it matches contacts with an equality; kept as given otherwise.
    fromPhone: normalizePhone(rawPhone) ?? rawPhone,
    senderName: incoming.senderName?.trim() || displayNameOf(fromEmail),
    receivedAt: incoming.receivedAt ?? now,
    gmailMessageId: incoming.gmailMessageId ?? null,
  } satisfies typeof messages.$inferInsert;
}

/**
 * Sanitizes, derives preview and search text, inserts (a Gmail id already stored for the tenant is skipped),
 * and auto-links each new row; one transaction, which also emits each new message's `message.received` to the
 * tenant's webhooks. Returns the rows actually inserted, with their links.
 */
export async function storeMessages(
  db: Database,
  tenantId: string,
  incoming: IncomingMessage[],
): Promise<MessageRow[]> {
  const now = new Date();
  const stored = await db.transaction(async (tx) => {
    const rows: MessageRow[] = [];
    for (let start = 0; start < incoming.length; start += BATCH) {
      const values = incoming
        .slice(start, start + BATCH)
        .map((message) => messageValues(tenantId, message, now));
      const inserted = await tx
        .insert(messages)
        .values(values)
        .onConflictDoNothing({ target: [messages.tenantId, messages.gmailMessageId] })
        .returning();
      rows.push(...inserted);
    }
    for (const row of rows) {
      const link = await linkToSender(tx, tenantId, row.id);
      if (link) Object.assign(row, link);
    }
    await emitWebhookEvents(tx, tenantId, 'message.received', rows.map(webhookDataOf));
    return rows;
  });
  // One change for the whole batch: an import of hundreds of messages is one refresh for each open inbox.
  if (stored.length > 0) await noteInboxChange(db, tenantId);
  return stored;
}

/** What a webhook is told of a received message (its schema is the contract's). */
function webhookDataOf(row: MessageRow): WebhookMessageData {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    subject: row.subject,
    content: row.content,
    preview: row.preview,
    fromEmail: row.fromEmail,
    fromPhone: row.fromPhone,
    senderName: row.senderName,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    customerId: row.customerId,
    contactId: row.contactId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Links a message to the sender it came from: a contact whose email (case and display name ignored) or phone
 * (any format of the same number) matches, else a customer that matches. Null (and nothing written) when
 * the message is not the tenant's or nobody matches.
 */
export async function autoLinkMessage(
  db: Database,
  tenantId: string,
  messageId: string,
): Promise<{ contactId: string | null; customerId: string } | null> {
  const link = await linkToSender(db, tenantId, messageId);
  if (link) await noteInboxChange(db, tenantId);
  return link;
}

async function linkToSender(db: Database, tenantId: string, messageId: string) {
  const [message] = await db
    .select({ fromEmail: messages.fromEmail, fromPhone: messages.fromPhone })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.tenantId, tenantId)));
  if (!message) return null;
  const link = await findSender(db, tenantId, message.fromEmail, message.fromPhone);
  if (!link) return null;
  await db
    .update(messages)
    .set(link)
    .where(and(eq(messages.id, messageId), eq(messages.tenantId, tenantId)));
  return link;
}

/** The contact (else customer) of the tenant a from address or phone belongs to. */
export async function findSender(
  db: Database,
  tenantId: string,
  from: string | null,
  phone: string | null,
): Promise<{ contactId: string | null; customerId: string } | null> {
  const email = normalizeEmail(from);
  const phoneDigits = phoneDigitForms(phone);
  if (!email && phoneDigits.length === 0) return null;

  // Email first: an address names one person; a phone may be a shared office line.
  for (const [column, phoneColumn, match] of [
    [contacts.email, contacts.phone, 'contact'],
    [customers.email, customers.phone, 'customer'],
  ] as const) {
    const conditions: SQL[] = [];
    if (email) conditions.push(sql`lower(${column}) = ${email}`);
    if (phoneDigits.length > 0) {
      conditions.push(
        sql`regexp_replace(coalesce(${phoneColumn}, ''), '[^0-9]', '', 'g') in (${sql.join(
          phoneDigits.map((digits) => sql`${digits}`),
          sql`, `,
        )})`,
      );
    }
    const byEmailFirst = sql`case when lower(${column}) = ${email ?? ''} then 0 else 1 end`;
    if (match === 'contact') {
      const [contact] = await db
        .select({ contactId: contacts.id, customerId: contacts.customerId })
        .from(contacts)
        .where(and(eq(contacts.tenantId, tenantId), or(...conditions)))
        .orderBy(byEmailFirst, desc(contacts.isPrimary), asc(contacts.createdAt), asc(contacts.id))
        .limit(1);
      if (contact) return contact;
    } else {
      const [customer] = await db
        .select({ customerId: customers.id })
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), or(...conditions)))
        .orderBy(byEmailFirst, asc(customers.createdAt), asc(customers.id))
        .limit(1);
      if (customer) return { contactId: null, customerId: customer.customerId };
    }
  }
  return null;
}

/**
 * The digit strings a stored phone of the same number may reduce to: its E.164 digits (`+1 916…`,
 * `+19165550142`) and its national digits (`(916) 555-0142`), so contacts saved before normalisation match too.
 */
function phoneDigitForms(phone: string | null): string[] {
  const e164 = normalizePhone(phone);
  if (!e164) return [];
  const parsed = parsePhoneNumberFromString(e164);
  return [...new Set([e164.slice(1), parsed?.nationalNumber ?? ''].filter((digits) => digits.length >= 7))];
}
