import { FAULT_CUES, UNKNOWN_CAUSE_CUES } from './lexicon/service-words';
import {
  CIRCUMSTANCE_WORDS,
  DETERMINERS,
  NEGATORS,
  QUESTION_AUXILIARIES,
  VERB_BEFORE_NEGATOR,
} from './lexicon/words';
import type { Sentence } from './message-document';
import { isCountWord, isTimeUnit } from './quantities';
import { STOP_WORDS } from './text';

/**
 * Prepositions of place: a thing named after one ('a water filter put in the fridge', 'a nest by the back door',
 * 'leaking onto the floor of the freezer') says where the work is, not what it is done to.
 */
const PLACE_PREPOSITIONS = new Set(
  'in inside into on onto under underneath beneath below behind above over by near beside next'.split(' '),
);
/** After these, a preposition says what it is about ('pricing on a termite letter', 'work on the dryer'). */
const ABOUT_WORDS = new Set(
  'quote quotes price prices pricing estimate estimates cost bid work working'.split(' '),
);
/** Words between the preposition and the thing: 'in our break room fridge'. */
const MAX_PHRASE_WORDS = 3;

/**
 * The word indexes (as text.ts `words` counts them) that sit in a phrase of place: a place preposition at most
 * three words before, in the same clause.
 */
export function wordsOfPlace({ normalised, words: all }: Sentence): Set<number> {
  const inPlace = new Set<number>();
  all.forEach((_, i) => {
    for (let back = 1; back <= MAX_PHRASE_WORDS && i - back >= 0; back++) {
      const before = all[i - back] as (typeof all)[number];
      const after = all[i - back + 1] as (typeof all)[number];
      if (/[,.;:!?()]/.test(normalised.slice(before.end, after.start))) return;
      if (PLACE_PREPOSITIONS.has(before.word) && !ABOUT_WORDS.has(all[i - back - 1]?.word ?? '')) {
        inPlace.add(i);
        return;
      }
    }
  });
  return inPlace;
}

/**
 * The word indexes (as text.ts `words` counts them) of time units right after a count ('after an hour', 'he
 * guessed 2 hours'): how long, not a thing named.
 */
export function wordsOfTime({ words: all }: Sentence): Set<number> {
  const measured = new Set<number>();
  all.forEach(({ word }, i) => {
    if (isTimeUnit(word) && isCountWord(all[i - 1]?.word ?? '')) measured.add(i);
  });
  return measured;
}

const CIRCUMSTANCE = new Set(CIRCUMSTANCE_WORDS);
const QUESTION = new Set(QUESTION_AUXILIARIES);

/**
 * The word indexes (as text.ts `words` counts them) of a clause of circumstance ('when we run the dishwasher and
 * the microwave', 'where the walls meet the ceiling'), up to the clause's end: when or where the fault happens, not
 * the thing it happens to.
 */
export function wordsOfCircumstance({ normalised, words: all }: Sentence): Set<number> {
  const inClause = new Set<number>();
  all.forEach(({ word }, i) => {
    if (!CIRCUMSTANCE.has(word) || QUESTION.has(all[i + 1]?.word ?? '')) return;
    for (let j = i + 1; j < all.length; j++) {
      const before = all[j - 1] as (typeof all)[number];
      const current = all[j] as (typeof all)[number];
      if (/[,.;:!?()]/.test(normalised.slice(before.end, current.start))) return;
      inClause.add(j);
    }
  });
  return inClause;
}

const NEGATOR = new Set(NEGATORS);
const NEGATED_VERB = new Set(VERB_BEFORE_NEGATOR);
/** A fault told with a negator ('no hot water', 'not draining', 'not sure'), read where the negator stands. */
const NEGATED_FAULT = [...FAULT_CUES, ...UNKNOWN_CAUSE_CUES].map((cue) => new RegExp(cue, 'iy'));

/**
 * The word indexes (as text.ts `words` counts them) of a noun phrase a negator turns away ('walls only NOT
 * ceilings', 'its 16 x 20, no railings', 'oil change, not the synthetic'): what is excluded, not asked for. The
 * phrase is the content words right after the negator (and its determiner), up to a stop word or punctuation.
 * A negator after a verb negates the verb ('it's not torn', 'there's no outlet'), and a fault told with one ('no
 * hot water') is a fault: neither excludes a thing.
 */
export function wordsNegated({ normalised, words: all }: Sentence): Set<number> {
  const negated = new Set<number>();
  all.forEach(({ word, start }, i) => {
    if (!NEGATOR.has(word) || NEGATED_VERB.has(all[i - 1]?.word ?? '')) return;
    if (
      NEGATED_FAULT.some((cue) => {
        cue.lastIndex = start;
        return cue.test(normalised);
      })
    ) {
      return;
    }
    let j = i + 1;
    if (DETERMINERS.has(all[j]?.word ?? '')) j++;
    for (; j < all.length; j++) {
      const before = all[j - 1] as (typeof all)[number];
      const current = all[j] as (typeof all)[number];
      if (/[,.;:!?()]/.test(normalised.slice(before.end, current.start)) || STOP_WORDS.has(current.word))
        return;
      negated.add(j);
    }
  });
  return negated;
}
