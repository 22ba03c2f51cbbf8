import { createHash, randomBytes } from 'node:crypto';
import type { SecretBox } from '../secret-box';

/** A public link's secret: 32 random bytes, URL-safe (43 characters), unguessable. */
export const newPublicToken = () => randomBytes(32).toString('base64url');

/**
 * The key a link is looked up by: the token's SHA-256 in hex, as migration 0014 computes it in SQL for the
 * tokens stored before. A leaked table gives no working link, and a lookup compares hashes, not the secret.
 */
export const publicTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A token as a quote stores it: its hash to find the quote, sealed so staff can copy the link again. */
export const storedPublicToken = (box: SecretBox, token: string) => ({
  publicTokenHash: publicTokenHash(token),
  publicTokenSealed: box.seal(token),
});
