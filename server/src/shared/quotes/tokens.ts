import { randomBytes } from 'node:crypto';

/** A public link's secret: 32 random bytes, URL-safe (43 characters), unguessable. */
export const newPublicToken = () => randomBytes(32).toString('base64url');
