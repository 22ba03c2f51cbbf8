import { normalisePhrase } from 'shared-api/contract';
import { normalise, STOP_WORDS, termOf, words } from './text';

/** Longest phrase a correction keeps: a long alias is seldom most-covered again (matcher's alias coverage). */
const MAX_WORDS = 5;

/** The scored terms of a text's words (stems, spellings folded), stop words left out. */
const termsOf = (text: string) =>
  words(normalise(text))
    .map(({ word }) => word)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(termOf);

/**
 * What a "Wrong service?" correction stores as the right service's "Also known as" phrase: not the line's whole
 * source text (a sentence is never met again) but its distinctive words, in order and as written. Left out are
 * stop words, bare numbers, and words the wrongly chosen service's name explains, unless the right service's
 * name has them too ('outlet' of "the two outlet swaps", Outlet Installation → Outlet or Switch Replacement:
 * 'outlet swaps'). A text with no such word is kept whole.
 */
export function distinctivePhrase(sourceText: string, names: { right: string; wrong?: string }): string {
  const wrong = new Set(termsOf(names.wrong ?? ''));
  const right = new Set(termsOf(names.right));
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const written of sourceText.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []) {
    const terms = termsOf(written).filter((term) => !/^\d+$/.test(term));
    const fresh = terms.filter((term) => !seen.has(term) && (!wrong.has(term) || right.has(term)));
    if (fresh.length === 0 || fresh.length < terms.length) continue;
    for (const term of terms) seen.add(term);
    kept.push(written.replace(/['’]s$/, ''));
  }
  return kept.length > 0 ? kept.slice(0, MAX_WORDS).join(' ') : normalisePhrase(sourceText);
}
