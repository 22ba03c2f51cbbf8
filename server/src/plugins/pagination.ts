import { HttpError } from './errors';

/** Keyset paging (the contract's `pageQuery`): a page ends at a row, and the next starts after it. */

/** The cursor names the last row of a page by its sort key and id. */
export function encodeCursor(sortKey: string, id: string): string {
  return Buffer.from(JSON.stringify([sortKey, id])).toString('base64url');
}

/** Every list pages by (sort key, row id), and row ids are uuids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string): { sortKey: string; id: string } {
  try {
    const [sortKey, id, ...rest]: unknown[] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof sortKey === 'string' && typeof id === 'string' && UUID.test(id) && rest.length === 0) {
      return { sortKey, id };
    }
  } catch {
    // falls through to the 400 below
  }
  throw new HttpError(400, 'cursor: not a cursor this list handed out');
}
