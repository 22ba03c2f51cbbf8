import { createRequire } from 'node:module';

/**
 * English words (the an-array-of-english-words list, ~275,000 words): a word found here is what the customer
 * meant, never a typo to correct towards a catalog word ('three' is not 'tree', 'washed' is not 'washer').
 */
const require = createRequire(import.meta.url);
let words: ReadonlySet<string> | undefined;

export function englishWords(): ReadonlySet<string> {
  // Read on the first quote, not at start-up: the list is about 3 MB.
  words ??= new Set(require('an-array-of-english-words') as string[]);
  return words;
}
