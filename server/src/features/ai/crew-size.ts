import { isPeople, PERSON_NOUNS } from './line-quantity';
import type { Sentence } from './message-document';
import { extractQuantities, isCountWord } from './quantities';
import type { Entry } from './retrieval';
import { normalise, termOf, words } from './text';

/**
 * Services whose name carries the size of the crew that does the work ('2-Mover Crew with Truck', '3 Person
 * Crew'): the number of people a message asks for chooses between them, and it is never the quantity (they are
 * priced by the hour or the job).
 */
export interface CrewSized {
  entry: Entry;
  size: number;
  /** The term of the word the size counts in the name ('mover'). */
  member: string;
}

/** A word for one who does the work: a person noun, or an agent noun ('mover', 'installer', 'operator'). */
const isWorker = (term: string) => PERSON_NOUNS.has(term) || /[^aeiou](er|or)$/.test(term);

/** The services of a catalog whose names give a crew size: a number right before a word for a worker. */
export function crewSizedOf(entries: readonly Entry[]): CrewSized[] {
  return entries.flatMap((entry) => {
    if (entry.alias) return [];
    const said = words(normalise(entry.service.name)).map(({ word }) => word);
    const at = said.findIndex((word, i) => /^\d+$/.test(word) && isWorker(termOf(said[i + 1] ?? '')));
    if (at < 0) return [];
    return [{ entry, size: Number(said[at]), member: termOf(said[at + 1] ?? '') }];
  });
}

/** A size joined to its word by a hyphen ('the 2-mover crew'), which the count reader takes for an attribute. */
const HYPHENED = /\b([a-z0-9]+)-([a-z]+)\b/g;

/** The people a sentence counts: as many of the crews' word or of people in general ('2 guys', 'four movers'). */
export function peopleCounted(
  sentence: Sentence,
  members: ReadonlySet<string>,
): { size: number; member: boolean }[] {
  const counted = sentence.quantities
    .filter((q) => q.kind === 'count' && q.noun !== null && (members.has(q.noun) || isPeople(q)))
    .map((q) => ({ size: q.value, member: members.has(q.noun as string) }));
  for (const [, number = '', word = ''] of sentence.normalised.matchAll(HYPHENED)) {
    const size = isCountWord(number) ? extractQuantities(`${number} ${word}`)[0]?.value : undefined;
    if (size !== undefined && members.has(termOf(word))) counted.push({ size, member: true });
  }
  return counted;
}

/**
 * The crew a sentence asks for: the service of the size it counts, when it counts the crew's own word ('3
 * movers') or people in general with another word of the name ('2 guys n a truck').
 */
export function crewAsked(
  crews: readonly CrewSized[],
  sentence: Sentence,
  sentenceTerms: ReadonlySet<string>,
): CrewSized | undefined {
  const members = new Set(crews.map((crew) => crew.member));
  const counts = peopleCounted(sentence, members);
  return crews.find((crew) =>
    counts.some(
      (count) =>
        count.size === crew.size &&
        (count.member ||
          [...crew.entry.nameTerms].some((term) => term !== crew.member && sentenceTerms.has(term))),
    ),
  );
}
