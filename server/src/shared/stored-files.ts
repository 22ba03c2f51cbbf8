import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { storedFiles } from '../db/schema';

/** Stored files are served at `/uploads/<name>`: a relative URL, the same on every instance. */
export const STORED_FILES_PATH = '/uploads/';

export interface StoredFile {
  contentType: string;
  sha256: string;
  content: Buffer;
}

/**
 * Keeps a file in the database, so every server instance serves it. The name is `<prefix>.<32 hex>.<ext>`:
 * unguessable and never reused, which lets browsers and proxies cache it for good. Returns its URL.
 */
export async function storeFile(
  db: Database,
  file: { tenantId: string | null; prefix: string; extension: string; contentType: string; content: Buffer },
): Promise<string> {
  const name = `${file.prefix}.${randomBytes(16).toString('hex')}.${file.extension}`;
  await db.insert(storedFiles).values({
    name,
    tenantId: file.tenantId,
    contentType: file.contentType,
    sha256: createHash('sha256').update(file.content).digest('hex'),
    content: file.content,
  });
  return `${STORED_FILES_PATH}${name}`;
}

/** The name behind a URL this store handed out, or null for anything else (an old or foreign URL). */
export function storedFileName(url: string | null): string | null {
  return url?.startsWith(STORED_FILES_PATH) ? url.slice(STORED_FILES_PATH.length) : null;
}

export async function readStoredFile(db: Database, name: string): Promise<StoredFile | null> {
  const [file] = await db
    .select({
      contentType: storedFiles.contentType,
      sha256: storedFiles.sha256,
      content: storedFiles.content,
    })
    .from(storedFiles)
    .where(eq(storedFiles.name, name));
  return file ?? null;
}

/** Removes the file behind a URL this store handed out; anything else is left alone. */
export async function removeStoredFile(db: Database, url: string | null): Promise<void> {
  const name = storedFileName(url);
  if (name) await db.delete(storedFiles).where(eq(storedFiles.name, name));
}
