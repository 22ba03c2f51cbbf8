import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Uploaded logos live at `<uploadsDir>/<name>` and are served at `/uploads/<name>` (a relative URL, spec §3). */
const URL_PREFIX = '/uploads/';
/** `<kind>.<32 hex>.png`: unguessable, and the hex between dots marks it immutable for caches. */
const STORED_NAME = /^(logo|sidebar-logo)\.[0-9a-f]{32}\.png$/;

export type LogoKind = 'logo' | 'sidebar-logo';

export async function storeLogo(uploadsDir: string, kind: LogoKind, png: Buffer): Promise<string> {
  const name = `${kind}.${randomBytes(16).toString('hex')}.png`;
  await mkdir(uploadsDir, { recursive: true });
  await writeFile(path.join(uploadsDir, name), png, { flag: 'wx' });
  return `${URL_PREFIX}${name}`;
}

/** The file behind a URL this store handed out, or null for anything else (an old or foreign URL). */
export function storedLogoPath(uploadsDir: string, url: string | null): string | null {
  if (!url?.startsWith(URL_PREFIX)) return null;
  const name = url.slice(URL_PREFIX.length);
  return STORED_NAME.test(name) ? path.join(uploadsDir, name) : null;
}

/** Removes a replaced logo; a file already gone is not an error. */
export async function removeLogo(uploadsDir: string, url: string | null): Promise<void> {
  const file = storedLogoPath(uploadsDir, url);
  if (file) await unlink(file).catch(() => {});
}
