import { SYMPTOM_FAMILIES } from './lexicon/symptoms';
import { SYNONYMS } from './lexicon/words';
import { normalise, type Token, termOf, tokenize, words } from './text';

/**
 * The lexicon applied to a sentence before retrieval: customer words add the catalog's word for the same
 * thing ('tap' → 'faucet'), and symptoms add the words of the service family that answers them ("the breaker
 * keeps tripping" → 'electrical troubleshooting'). Added words are not exact: they count less than written ones.
 */

const SYNONYMS_OF = new Map<string, string[]>();
for (const group of SYNONYMS) {
  const [head, ...rest] = group.split(' ').map(termOf);
  if (!head) continue;
  for (const term of rest) {
    if (term === head) continue;
    SYNONYMS_OF.set(term, [...(SYNONYMS_OF.get(term) ?? []), head]);
  }
}

/** A term and the catalog's words for it ('boxwood' → 'boxwood', 'shrub'). */
export const catalogTermsOf = (term: string): string[] => [term, ...(SYNONYMS_OF.get(term) ?? [])];

const FAMILIES = SYMPTOM_FAMILIES.map(({ cue, family }) => ({
  cue: new RegExp(cue, 'gi'),
  terms: tokenize(family).map((token) => token.term),
}));

/** The sentence's tokens and the lexicon's words for them, each added word where its cue starts. */
export function expandTokens(
  text: string,
  tokens: readonly Token[],
  correct: (word: string) => string | null = () => null,
): Token[] {
  const present = new Set(tokens.map((token) => token.term));
  const added: Token[] = [];
  const add = (term: string, at: Pick<Token, 'word' | 'index' | 'start' | 'end' | 'family'>) => {
    if (present.has(term)) return;
    present.add(term);
    added.push({ ...at, term, exact: false });
  };
  const names = properNouns(text);
  for (const token of tokens) {
    if (names.has(token.word)) continue;
    for (const term of SYNONYMS_OF.get(token.term) ?? []) add(term, token);
  }
  // Symptoms are read with typos corrected ('the drian is clogd'), one word for one word.
  const normalised = normalise(text).replace(/[a-z0-9]+/g, (word) => correct(word) ?? word);
  const all = words(normalised);
  for (const { cue, terms } of FAMILIES) {
    for (const match of normalised.matchAll(cue)) {
      const index = all.findIndex(({ end }) => end > match.index);
      const at = {
        word: match[0],
        index: Math.max(0, index),
        start: match.index,
        end: match.index + match[0].length,
        family: terms,
      };
      for (const term of terms) add(term, at);
    }
  }
  return [...tokens, ...added];
}

/**
 * Words written with a capital inside a sentence are names ('Maple Hollow HOA', 'Cedar Commons'): they are
 * not the things the lexicon knows ('maple' is a tree only when it is written as a word).
 */
function properNouns(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?<=[a-z0-9,;:)]["'’]?\s+)[A-Z][a-z]+\b/g))
    names.add(match[0].toLowerCase());
  return names;
}
