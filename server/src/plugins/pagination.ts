import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { HttpError } from './errors';

/**
 * Keyset paging (the contract's `pagedQuery`): a page ends at a row, and the next starts after it. The cursor
 * names that row by its sort value and id, and is signed for one list — a tenant, a list and its order — so a
 * cursor altered, forged, or carried to another tenant's list is refused (400) instead of read.
 */
export interface CursorPosition {
  /** The row's sort value as the database writes it in text (a name, a timestamp, an amount). */
  sortKey: string;
  id: string;
}

/** The cursors of one list: `scope` names the tenant, the list and its order. */
export interface ListCursors {
  encode(position: CursorPosition): string;
  /** The position a cursor of this list names; a 400 for anything else. */
  decode(cursor: string): CursorPosition;
}

export interface Cursors {
  forList(...scope: string[]): ListCursors;
}

export const BAD_CURSOR = 'cursor: not a cursor this list handed out';

/** Every list pages by (sort value, row id), and row ids are uuids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 128 bits of HMAC-SHA256: far beyond guessing, and keeps cursors short. */
const MAC_BYTES = 16;

export function createCursors(secret: string): Cursors {
  // A key object, made once: an HMAC keyed by a plain buffer imports the key again on every call (~2.5× slower).
  const key = createSecretKey(createHmac('sha256', secret).update('quotedesk list cursors').digest());
  const macOf = (scope: string, payload: string) =>
    createHmac('sha256', key).update(`${scope}\n${payload}`).digest().subarray(0, MAC_BYTES);

  return {
    forList(...parts) {
      const scope = parts.join('\n');
      return {
        encode({ sortKey, id }) {
          const payload = Buffer.from(JSON.stringify([sortKey, id])).toString('base64url');
          return `${payload}.${macOf(scope, payload).toString('base64url')}`;
        },
        decode(cursor) {
          const [payload = '', mac = '', ...rest] = cursor.split('.');
          const given = Buffer.from(mac, 'base64url');
          if (
            rest.length > 0 ||
            given.length !== MAC_BYTES ||
            !timingSafeEqual(given, macOf(scope, payload))
          ) {
            throw new HttpError(400, BAD_CURSOR);
          }
          const [sortKey, id] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
          if (typeof sortKey !== 'string' || typeof id !== 'string' || !UUID.test(id)) {
            throw new HttpError(400, BAD_CURSOR);
          }
          return { sortKey, id };
        },
      };
    },
  };
}
