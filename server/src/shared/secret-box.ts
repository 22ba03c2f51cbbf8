import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Authenticated encryption (AES-256-GCM) of small secrets kept at rest or in cookies: Gmail refresh tokens,
 * the transient OpenID Connect values. A sealed value is `v1.<iv>.<ciphertext>.<tag>` (base64url), so a
 * tampered or foreign value fails to open instead of decrypting to garbage.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was not sealed with this key or was altered. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';
const IV_BYTES = 12;
export const SECRET_KEY_FILE = 'secret.key';

/** Any secret string becomes a 256-bit key; a random one from the key file already has that entropy. */
export function createSecretBox(secret: string): SecretBox {
  const key = createHash('sha256').update(`quotedesk secret box|${secret}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, encrypted, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, encrypted, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || encrypted === undefined || !tag || rest.length > 0) return null;
      try {
        // A full 16-byte tag only: GCM would otherwise accept truncated tags, which are far easier to forge.
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: 16,
        });
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(encrypted, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/**
 * `SECRET_KEY`, else the key in `<dataDir>/secret.key`, written (owner-only) on first use. Losing that file
 * only means users connect Gmail again: stored tokens no longer open.
 */
export async function loadSecretKey(config: Pick<Config, 'secretKey' | 'dataDir'>): Promise<string> {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two starts race, the first file wins and both read it back.
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
}

/**
 * One `T` per process made from the secret key, loaded on first use (so servers that never seal or sign
 * anything write no key file); a failed load is tried again on the next use.
 */
export function fromSecretKey<T>(
  config: Pick<Config, 'secretKey' | 'dataDir'>,
  make: (secret: string) => T,
): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= loadSecretKey(config).then(make);
    made.catch(() => {
      made = undefined;
    });
    return made;
  };
}

export const lazySecretBox = (config: Pick<Config, 'secretKey' | 'dataDir'>) =>
  fromSecretKey(config, createSecretBox);
