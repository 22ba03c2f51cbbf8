import { createRequire } from 'node:module';

/**
 * English words (the an-array-of-english-words list, ~275,000 words): a word found here is what the customer
 * meant, never a typo to correct towards a catalog word ('three' is not 'tree', 'washed' is not 'washer').
 */
let words: ReadonlySet<string> | undefined;

export function englishWords(): ReadonlySet<string> {
  words ??= new Set(createRequire(import.meta.url)('an-array-of-english-words') as string[]);
  return words;
}
