import { type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';

/** `%`, `_` and `\` are LIKE wildcards: a search for them means the characters themselves. */
const literal = (search: string) => search.toLowerCase().replace(/[\\%_]/g, '\\$&');

/** Text containing the search, case-insensitively (for a lower-cased column). */
export const likePattern = (search: string) => `%${literal(search)}%`;

/** Text beginning with the search, case-insensitively (for a lower-cased column). */
export const prefixPattern = (search: string) => `${literal(search)}%`;

/**
 * Whether a lower-cased `search_text` column contains the search, case-insensitively: a trigram index on the
 * column serves it (any substring of three characters or more). A prepared statement passes the placeholder
 * its `likePattern` is bound to.
 */
export const containsSearch = (searchText: SQLWrapper, search: string | Placeholder) =>
  sql`${searchText} like ${typeof search === 'string' ? likePattern(search) : search}`;
