import type { Database } from '../../db/database';
import { readStoredFile, removeStoredFile, storedFileName, storeFile } from '../../shared/stored-files';

export type LogoKind = 'logo' | 'sidebar-logo';

/** `<kind>.<32 hex>.png`: the names this store gives. */
const LOGO_NAME = /^(logo|sidebar-logo)\.[0-9a-f]{32}\.png$/;

/** Keeps a tenant's (normalised PNG) logo; answers its URL under /uploads/. */
export function storeLogo(db: Database, tenantId: string, kind: LogoKind, png: Buffer): Promise<string> {
  return storeFile(db, { tenantId, prefix: kind, extension: 'png', contentType: 'image/png', content: png });
}

/** The PNG behind a logo URL this store handed out, or null (no logo, an old or foreign URL). */
export async function readLogo(db: Database, url: string | null): Promise<Buffer | null> {
  const name = storedFileName(url);
  if (!name || !LOGO_NAME.test(name)) return null;
  return (await readStoredFile(db, name))?.content ?? null;
}

/** Removes a replaced logo; one already gone is not an error. */
export function removeLogo(db: Database, url: string | null): Promise<void> {
  return removeStoredFile(db, url);
}
