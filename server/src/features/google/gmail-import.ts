import { and, eq, inArray } from 'drizzle-orm';
import { type AddressObject, simpleParser } from 'mailparser';
import pLimit from 'p-limit';
import type { Database } from '../../db/database';
import { messages } from '../../db/schema';
import { type IncomingMessage, storeMessages } from '../../shared/inbox';
import type { GmailApi, GmailRawMessage } from './gmail-api';

/** Recent mail that reached the inbox (not sent mail, spam or trash). */
export const GMAIL_IMPORT_QUERY = 'in:inbox newer_than:30d';
/** Parallel `messages.get` calls: quick, yet well inside Gmail's per-user rate limit. */
export const GMAIL_CONCURRENCY = 8;
/** Messages stored together; what a failure midway can lose is at most what was fetched but not yet stored. */
const CHUNK = 100;

export interface GmailImportTarget {
  db: Database;
  tenantId: string;
  userId: string;
}

/** Where an import run stands: messages the mailbox listed so far, and how many of them it stored new. */
export interface ImportProgress {
  listed: number;
  imported: number;
}

export interface ImportOptions {
  query?: string;
  concurrency?: number;
  /** Called in the transaction that stores a chunk, so a count kept by the caller never misses stored messages. */
  onStored?: (tx: Database, count: number) => Promise<void>;
  /** Called after each list page is stored. */
  onProgress?: (progress: ImportProgress) => Promise<void>;
  /** Checked between pages: an aborted run stops there, keeping what it stored (a later run continues). */
  signal?: AbortSignal;
}

/**
 * Imports the recent Gmail messages not stored yet: every list page, each new message fetched raw, parsed and
 * stored through the shared inbox (sanitized, auto-linked, a Gmail id never stored twice per tenant). Fetching
 * goes on while the previous chunk is stored, and chunks are stored as they fill, so an import that fails
 * midway keeps what it fetched and the next run skips it. Returns how many messages were newly stored.
 */
export async function importGmailMessages(
  gmail: GmailApi,
  { db, tenantId, userId }: GmailImportTarget,
  {
    query = GMAIL_IMPORT_QUERY,
    concurrency = GMAIL_CONCURRENCY,
    onStored,
    onProgress,
    signal,
  }: ImportOptions = {},
): Promise<number> {
  let imported = 0;
  let listed = 0;
  let pending: IncomingMessage[] = [];
  let storing: Promise<void> = Promise.resolve();
  const flush = () => {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return storing;
    storing = storing.then(async () => {
      imported += await db.transaction(async (tx) => {
        const stored = await storeMessages(tx, tenantId, batch);
        await onStored?.(tx, stored.length);
        return stored.length;
      });
    });
    return storing;
  };

  let pageToken: string | null = null;
  do {
    signal?.throwIfAborted();
    const page = await gmail.listPage(query, pageToken);
    pageToken = page.nextPageToken;
    listed += page.ids.length;
    const fresh = await notStoredYet(db, tenantId, page.ids);
    const failure = await forEachLimited(fresh, concurrency, async (id) => {
      // Read `pending` only after the awaits: a flush may have swapped it meanwhile.
      const message = await toIncoming(await gmail.getRaw(id), userId);
      pending.push(message);
      // Not awaited: the next messages download while this chunk is written.
      if (pending.length >= CHUNK) flush().catch(() => {});
    });
    await flush();
    // Also before a failure: what this page stored counts, and a retry skips it.
    await onProgress?.({ listed, imported });
    if (failure) throw failure.error;
  } while (pageToken);
  return imported;
}

async function notStoredYet(db: Database, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const known = await db
    .select({ id: messages.gmailMessageId })
    .from(messages)
    .where(and(eq(messages.tenantId, tenantId), inArray(messages.gmailMessageId, ids)));
  const stored = new Set(known.map((row) => row.id));
  return ids.filter((id) => !stored.has(id));
}

/**
 * Runs `work` over `items`, at most `limit` at once; items whose turn comes after the first failure are skipped.
 * Resolves once every started item has ended, so none of them is still adding to the page's messages.
 */
async function forEachLimited<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<{ error: unknown } | null> {
  let failure: { error: unknown } | null = null;
  await pLimit(limit).map(items, async (item) => {
    if (failure) return;
    try {
      await work(item);
    } catch (error) {
      failure ??= { error };
    }
  });
  return failure;
}

/** One RFC 822 message as the inbox stores it. */
export async function toIncoming(message: GmailRawMessage, userId: string): Promise<IncomingMessage> {
  const parsed = await simpleParser(message.raw, { skipImageLinks: true, skipTextLinks: true });
  const from = firstAddress(parsed.from);
  return {
    source: 'email',
    subject: parsed.subject ?? null,
    // Plain-text mail goes in as mailparser's escaped HTML, so text that looks like markup stays text.
    content: parsed.html || parsed.textAsHtml || parsed.text || null,
    fromEmail: from ? fromHeader(from) : null,
    senderName: from?.name || null,
    receivedAt: message.internalDate ?? parsed.date ?? null,
    userId,
    gmailMessageId: message.id,
  };
}

/** `Name <address>`, the name quoted when it holds characters that would otherwise split it (RFC 5322). */
function fromHeader({ name, address }: { name: string; address: string }): string {
  if (!name) return address;
  const safeName = /[()<>[\]:;@\\,."]/.test(name) ? `"${name.replace(/(["\\])/g, '\\$1')}"` : name;
  return `${safeName} <${address}>`;
}

function firstAddress(from: AddressObject | undefined): { name: string; address: string } | null {
  const first = from?.value.find((entry) => entry.address);
  return first?.address ? { name: first.name.trim(), address: first.address } : null;
}
