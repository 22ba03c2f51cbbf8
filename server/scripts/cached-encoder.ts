import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSentenceEncoder, type SentenceEncoder } from '../src/features/ai/meaning/encoder';

/**
 * The sentence encoder for the corpus scripts, remembering what it embedded in a file under the system's temp
 * folder: the corpus is embedded once, not on every run of the trainer or the evaluation.
 */
const CACHE_FILE = path.join(tmpdir(), 'quotedesk-encoder-cache.json');

export async function cachedSentenceEncoder(): Promise<SentenceEncoder & { save(): void }> {
  const encoder = await loadSentenceEncoder();
  const key = (text: string) => createHash('sha1').update(`${encoder.model}\u0000${text}`).digest('base64');
  const cache = new Map<string, number[]>(
    existsSync(CACHE_FILE) ? Object.entries(JSON.parse(readFileSync(CACHE_FILE, 'utf8'))) : [],
  );
  return {
    ...encoder,
    async embed(texts) {
      const missing = [...new Set(texts.filter((text) => !cache.has(key(text))))];
      const vectors = missing.length > 0 ? await encoder.embed(missing) : [];
      for (const [i, vector] of vectors.entries()) cache.set(key(missing[i] ?? ''), Array.from(vector));
      return texts.map((text) => Float32Array.from(cache.get(key(text)) as number[]));
    },
    save() {
      writeFileSync(CACHE_FILE, JSON.stringify(Object.fromEntries(cache)));
    },
  };
}
