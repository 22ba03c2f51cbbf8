import path from 'node:path';

/** A content hash between dots (`main.3fa2b9c1.js`, `main.3fa2b9c1.js.gz`): the name changes with the bytes. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A page holding the signed-in user's data: kept by no cache, the browser's included. */
export const PRIVATE_PAGE = 'private, no-store';

/** Hashed files are cached forever; everything else (HTML, manifests, remoteEntry.js) revalidates. */
export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}
