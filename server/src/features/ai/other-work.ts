import { ACTION_KINDS } from './lexicon/service-words';
import { DETERMINERS } from './lexicon/words';
import { ACTION_TERMS, type MatcherIndex, traitsIn } from './matcher-index';
import type { Sentence } from './message-document';
import type { Candidate } from './retrieval';
import { type Token, termOf } from './text';

// Services read from a word the customer wrote for work on another thing ('carpet repair', 'Fire inspection').

/** An action word → its kind of work (ACTION_KINDS: repair, clean, install, …). */
const KIND_OF = new Map(
  ACTION_KINDS.flatMap((kind, at) => kind.split(' ').map((word) => [termOf(word), at] as const)),
);

/**
 * The word indexes of the things the customer wrote an action word on ('carpet repair', 'repair the carpet'): the
 * word right before an action word of ACTION_KINDS, and the one right after it (a determiner between).
 */
function wordsWithActionOf({ words: all }: Sentence): Set<number> {
  const things = new Set<number>();
  all.forEach(({ word }, i) => {
    if (!KIND_OF.has(termOf(word))) return;
    things.add(i - 1);
    things.add(DETERMINERS.has(all[i + 1]?.word ?? '') ? i + 2 : i + 1);
  });
  return things;
}

/**
 * A service whose thing the customer wrote with another kind of work ('do u do carpet repair?' when the catalog has
 * Carpet Cleaning): not what is asked, unless the sentence also writes the service's own kind.
 */
export function otherWorkWritten(index: MatcherIndex, sentence: Sentence, tokens: readonly Token[]) {
  const withAction = wordsWithActionOf(sentence);
  const sentenceKinds = new Set(tokens.filter((t) => t.exact).map((t) => KIND_OF.get(t.term)));
  return (c: Candidate): boolean => {
    const own = [...traitsIn(index, c.entry).actionTerms]
      .filter((t) => KIND_OF.has(t))
      .map((t) => KIND_OF.get(t));
    if (own.length === 0 || own.some((kind) => sentenceKinds.has(kind))) return false;
    return [...c.nameHitsAt].some(
      ([term, at]) => !ACTION_TERMS.has(term) && at.some((i) => withAction.has(i)),
    );
  };
}

/**
 * A service read from its action word alone, written on another thing ('Fire inspection' is no Odor Inspection,
 * 'carpet repair' no Faucet Repair): the word right before the action word is a content word its name and
 * description do not have.
 */
export function actionOfAnotherThing(index: MatcherIndex, tokens: readonly Token[]) {
  const before = new Map<number, Token>();
  for (const token of tokens) if (token.exact) before.set(token.index + 1, token);
  return (c: Candidate): boolean => {
    const { actionTerms } = traitsIn(index, c.entry);
    const hits = [...c.nameHitsAt];
    if (hits.length === 0 || actionTerms.size === c.entry.nameTerms.size) return false;
    if (hits.some(([term]) => !actionTerms.has(term))) return false;
    return hits.every(([, at]) =>
      at.every((i) => {
        const thing = before.get(i);
        return (
          thing !== undefined &&
          !c.entry.nameTerms.has(thing.term) &&
          !c.entry.descriptionTerms.has(thing.term)
        );
      }),
    );
  };
}
