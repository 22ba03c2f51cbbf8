import { DETERMINERS, POSSESSIVES } from './lexicon/words';
import { TENS, UNITS } from './number-words';
import { normalise, termOf, words } from './text';
import { dimensionAreas, namesMasked, sidesInDigits, unitsApart } from './written-measures';

/**
 * Quantities in customer prose: counts ('3 toilets', 'two rooms', 'a dozen drops'), areas ('about
 * 200 sq ft'), lengths ('20 feet'), durations ('5 hours') and data sizes ('2 TB'). Times, dates, money,
 * percentages, ranges of numbers, model sizes ('50-gallon') and ids are not quantities.
 */

export type QuantityKind = 'count' | 'area' | 'length' | 'duration' | 'data' | 'month';

export interface Quantity {
  value: number;
  kind: QuantityKind;
  /** For counts: the term of the counted noun ('toilet'), or null for 'six of them'. */
  noun: string | null;
  /** The phrase as found, e.g. 'about 200 sq ft'. */
  text: string;
  /** Word index of the number within the text, for nearness to matched words. */
  index: number;
  /** Which sentence of the text it is in (0, 1, …): counts said together may add up. */
  sentence: number;
  /** A total written after a plural ('oil changes x2'): the lines it counts share it out. */
  shared?: true;
  /** An area said as taken away from the others ('less the 16 x 8 door opening'). */
  deducted?: true;
  /** A count of the things the work is done on or for ('the tune-up on all four units'). */
  workedOn?: true;
}

/** Words that place a length said without its unit ('and 62 across the back', 'and 30 along the side'). */
const PLACING = new Set(['across', 'along', 'on', 'at', 'around', 'down', 'up', 'over']);
/** How many words after a length a bare number joined to it by 'and' may come. */
const JOINED_LENGTH_WORDS = 8;

/** A number with no unit of its own, joined by 'and' to a length just said and placed as it was: more of it. */
function addsToLength(list: Word[], i: number, length: number, measure: Quantity, raw: string): boolean {
  return (
    measure.kind === 'length' &&
    list[i - 1]?.word === 'and' &&
    i - measure.index <= JOINED_LENGTH_WORDS &&
    measure.sentence === sentenceAt(raw, list[i]?.start ?? 0) &&
    PLACING.has(list[i + length]?.word ?? '')
  );
}

/** Words between 'on', 'for' or 'in' and the count of what the work is done on, besides determiners ('on all of the four units'). */
const WORKED_ON_QUANTIFIERS = new Set(['all', 'of', 'each']);

/**
 * 'the tune-up on all four units', 'cleaning for both buildings', 'fans in both bedrooms': a count of what the work
 * is done on, for or in.
 */
function isWorkedOn(list: Word[], i: number): boolean {
  let k = i - 1;
  const leadsIn = (word: string) => WORKED_ON_QUANTIFIERS.has(word) || DETERMINERS.has(word);
  while (k > i - 4 && leadsIn(list[k]?.word ?? '')) k--;
  return /^(on|for|in)$/.test(list[k]?.word ?? '');
}

/** Words before an area that take it away from the rest: '80 x 20, less the 16 x 8 door opening'. */
const DEDUCTED_BEFORE = /\b(less|minus|excluding|except|without|not counting)\s+(the\s+|a\s+|an\s+|one\s+)?$/;

/** The sentence a character of the text is in: how many sentence ends come before it. */
const sentenceAt = (text: string, offset: number) =>
  text.slice(0, offset).match(/[.!?](?=\s|$)|\n/g)?.length ?? 0;

/** A working day, in hours. */
const DAY_HOURS = 8;

const UNIT_WORDS: readonly [RegExp, QuantityKind, number][] = [
  [/^(sqft|sf|m2|sqm)$/, 'area', 1],
  [/^(linear|lf|feet|foot|ft|yards?|meters?|metres?)$/, 'length', 1],
  [/^(hours?|hrs?|h)$/, 'duration', 1],
  [/^(minutes?|mins?)$/, 'duration', 1 / 60],
  [/^(days?)$/, 'duration', DAY_HOURS],
  [/^(tb|terabytes?)$/, 'data', 1],
  [/^(gb|gigabytes?)$/, 'data', 1 / 1000],
  // How many months a service priced by the month runs ('for 3 months').
  [/^(months?)$/, 'month', 1],
];

const isDurationUnit = (word: string) =>
  UNIT_WORDS.some(([pattern, kind]) => kind === 'duration' && pattern.test(word));

/** How many, in a word: a numeral, a number word ('an', 'two', 'twenty', 'a couple') or a vague few. */
export const isCountWord = (word: string) =>
  /^\d+(\.\d+)?$/.test(word) || word in UNITS || word in TENS || word === 'few' || word === 'several';

/** A unit of time: how long work takes (hours, days) or a span of the calendar (weeks, months, years). */
export const isTimeUnit = (word: string) =>
  isDurationUnit(word) || /^(weeks?|months?|years?|yrs?)$/.test(word);

/** Words after a number that make it a size, time, date or id rather than a quantity. */
const NOT_A_QUANTITY =
  /^(am|pm|st|nd|rd|th|gallons?|gal|hp|grain|percent|years?|yrs?|weeks?|o'clock|inch|inches|in|degrees?|psi|volts?|amps?|btu|mbps|gbps|seconds?|secs?|x)$/;
const MEASURE_UNIT = /^(sq|sqft|square|ft|feet|foot|linear|lf|m|m2|meters?|metres?|yards?|yds?)$/;
const MONTHS =
  /^(jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)$/;
const APPROX = new Set([
  'about',
  'around',
  'approximately',
  'roughly',
  'nearly',
  'almost',
  'some',
  'maybe',
  'over',
  'up',
  'to',
  'ca',
]);
/** Words allowed between a number and its noun ('3 old toilets', 'eight shower drains'). */
const MAX_GAP = 3;
const PRONOUNS = new Set(['them', 'those', 'these', 'us']);
const LINKING = new Set([
  'um',
  'uh',
  'er',
  'erm',
  'of',
  'more',
  'new',
  'extra',
  'additional',
  'separate',
  'different',
  'other',
  'total',
  // Sizes describe what is counted ('30 small boxes'); 'two quick questions' still counts no work.
  'small',
  'quick',
]);
const NON_NOUNS = new Set([
  // Conjunctions, fillers and self-corrections: never what is counted ('not before 9 because…').
  'because',
  'so',
  'if',
  'when',
  'as',
  'since',
  'until',
  'till',
  'unless',
  'than',
  'but',
  'no',
  'sorry',
  'wait',
  'actually',
  'please',
  'thanks',
  'each',
  'and',
  'or',
  'to',
  'the',
  'in',
  'on',
  'at',
  'for',
  'by',
  'with',
  'from',
  'is',
  'are',
  'was',
  'were',
  'we',
  'they',
  'it',
  'i',
  'that',
  'this',
  'which',
  'who',
]);

/**
 * 'still need wardrobe boxes tho, 4': a number set off by a comma or colon that ends its sentence counts the
 * plural named just before it, as a note gives a count after the thing.
 */
function endsClauseAfterComma(list: Word[], i: number, length: number, raw: string): boolean {
  const last = list[i + length - 1] as Word;
  const before = raw.slice(list[i - 1]?.end ?? 0, list[i]?.start ?? 0);
  const after = raw.slice(last.end, list[i + length]?.start ?? raw.length);
  return i > 0 && /^\s*[,:]\s*$/.test(before) && (list[i + length] === undefined || /[.!?\n]/.test(after));
}

/** Sounds a speaker makes while thinking: no word of the sentence. */
const FILLERS = new Set(['um', 'uh', 'er', 'erm', 'ah']);
/** A pronoun that opens a new clause as its subject ('so two, we'll pick them up'), as written or contracted. */
const SUBJECT = /^(i|we|they|you|he|she|it)('(ll|re|ve|d|m|s))?$/;

/** Words that give a count as the answer to 'how many' ('so two', 'there's sixteen', 'she counted 24'). */
const GIVES_COUNT = /^(so|there|there's|theres|there're|counted|total)$/;

/**
 * 'one for each desk, so two.', 'she counted 24.', 'there's um sixteen': a count given as how many, closing its
 * clause with nothing named after it, counts what was named before, as 'all four' does.
 */
function givesCountOfNamed(list: Word[], i: number, length: number, raw: string): boolean {
  let before = i - 1;
  while (FILLERS.has(list[before]?.word ?? '')) before--;
  const lead = list[before]?.word ?? '';
  const thereIs = /^(is|are)$/.test(lead) && list[before - 1]?.word === 'there';
  if (!GIVES_COUNT.test(lead) && !thereIs) return false;
  // 'so, four' after a long aside: 'so' opens the sentence there, it gives no count.
  if (/[^\s\w']/.test(raw.slice(list[before]?.end ?? 0, list[i]?.start ?? 0))) return false;
  let at = i + length;
  while (FILLERS.has(list[at]?.word ?? '')) at++;
  const nextWord = list[at];
  if (!nextWord) return true;
  const between = raw.slice(list[i + length - 1]?.end ?? 0, nextWord.start);
  return /[.!?\n,;:]/.test(between) || SUBJECT.test(nextWord.word);
}

/** How many words after 'both' the 'and' of 'both … and …' may come. */
const BOTH_AND_WORDS = 5;

/**
 * 'quote both repairing the flashing and replacing it', 'both the sofa and the chair': 'both … and' joins two
 * things said one each, it counts no plural.
 */
function joinsTwoThings(list: Word[], i: number, nounEnd: number): boolean {
  const counted = list[nounEnd]?.word ?? '';
  if (nounEnd > i && (/[^s]s$/.test(counted) || PRONOUNS.has(counted) || counted === 'ones')) return false;
  // The first of the two things follows 'both' at once: an action ('repairing') or a thing ('the sofa').
  const firstWord = list[i + 1]?.word ?? '';
  if (!/ing$/.test(firstWord) && !DETERMINERS.has(firstWord)) return false;
  return list.slice(i + 1, i + 1 + BOTH_AND_WORDS).some(({ word }) => word === 'and');
}

/** Sizes a catalog sells a thing in ('Large Moving Box'): '10 large ones' counts that kind. */
const SIZE_WORDS = new Set(['medium', 'large', 'big', 'little', 'jumbo']);

interface Word {
  word: string;
  start: number;
  end: number;
}

/** A number word sequence at `i` ('twenty five', 'a dozen', 'a couple of'), with how many words it took. */
function numberAt(list: Word[], i: number, raw: string): { value: number; length: number } | null {
  const w = list[i]?.word ?? '';
  const decimal = decimalAt(list, i, raw);
  if (decimal) return decimal;
  if (/^\d+(?:\.\d+)?$/.test(w)) {
    // '1,200' is split by the word pattern into '1' and '200' around a comma: rejoin.
    let digits = w;
    let length = 1;
    while (
      list[i + length] &&
      /^\d{3}$/.test(list[i + length]?.word ?? '') &&
      raw.slice(list[i + length - 1]?.end, list[i + length]?.start) === ','
    ) {
      digits += list[i + length]?.word;
      length++;
    }
    return { value: Number(digits), length };
  }
  if (w === 'half' && list[i + 1]?.word === 'dozen') return { value: 6, length: 2 };
  if ((w === 'a' || w === 'an') && list[i + 1]) {
    const next = list[i + 1]?.word ?? '';
    if (next === 'dozen') return { value: 12, length: 2 };
    // 'a hundred twenty feet', 'a thousand square feet': 'a' is one of the multiplier.
    if (next === 'hundred' || next === 'thousand') return withMultipliers(list, i, 1, 1);
    if (next === 'couple' || next === 'pair') return { value: 2, length: list[i + 2]?.word === 'of' ? 3 : 2 };
    return null; // 'a drain' is not a quantity phrase worth reporting
  }
  if (w in TENS) {
    const unit = list[i + 1]?.word ?? '';
    const ones = UNITS[unit];
    if (ones !== undefined && ones > 0 && ones < 10 && unit !== 'a' && unit !== 'an') {
      return withMultipliers(list, i, (TENS[w] ?? 0) + ones, 2);
    }
    return withMultipliers(list, i, TENS[w] ?? 0, 1);
  }
  if (w in UNITS && w !== 'a' && w !== 'an' && w !== 'single') {
    const length = (w === 'couple' || w === 'pair') && list[i + 1]?.word === 'of' ? 2 : 1;
    return withMultipliers(list, i, UNITS[w] ?? 0, length);
  }
  return null;
}

/**
 * '2.5 hours', '1.5 hrs': the word pattern splits a decimal at its point, so its two parts are read as one number.
 * Not in a version or an address of more points ('192.168.1.50', 'v2.3.1').
 */
function decimalAt(list: Word[], i: number, raw: string): { value: number; length: number } | null {
  const whole = list[i];
  const fraction = list[i + 1];
  if (!whole || !fraction || !/^\d+$/.test(whole.word) || !/^\d+$/.test(fraction.word)) return null;
  if (raw.slice(whole.end, fraction.start) !== '.') return null;
  if (/\d\.$/.test(raw.slice(0, whole.start)) || /^\.\d/.test(raw.slice(fraction.end))) return null;
  return { value: Number(`${whole.word}.${fraction.word}`), length: 2 };
}

/**
 * A said number goes on through 'hundred' and 'thousand' and what follows them: 'four thousand', 'forty five
 * hundred' (4,500), 'two thousand five hundred', 'three hundred and fifty'.
 */
function withMultipliers(
  list: Word[],
  i: number,
  value: number,
  length: number,
): { value: number; length: number } {
  let total = 0;
  let part = value;
  let at = i + length;
  for (;;) {
    const word = list[at]?.word ?? '';
    if (word === 'hundred' && part > 0 && part < 100) {
      part *= 100;
      at++;
      continue;
    }
    if (word === 'thousand' && part > 0 && part < 1000) {
      total += part * 1000;
      part = 0;
      at++;
      continue;
    }
    // What follows a multiplier adds to it ('two thousand five hundred', 'three hundred and fifty').
    const joined = word === 'and' && part % 100 === 0 && (part > 0 || total > 0) ? 1 : 0;
    const next = numberWordAt(list, at + joined);
    if (next && (total > 0 || part >= 100) && next.value < (part > 0 ? 100 : 1000) && part % 100 === 0) {
      part += next.value;
      at += joined + next.length;
      continue;
    }
    break;
  }
  return { value: total + part, length: at - i };
}

/** A number word below a hundred at `i` ('five', 'fifty', 'fifty five'), with how many words it took. */
function numberWordAt(list: Word[], i: number): { value: number; length: number } | null {
  const w = list[i]?.word ?? '';
  if (w in TENS) {
    const ones = UNITS[list[i + 1]?.word ?? ''];
    if (ones !== undefined && ones > 0 && ones < 10) return { value: (TENS[w] ?? 0) + ones, length: 2 };
    return { value: TENS[w] ?? 0, length: 1 };
  }
  const value = UNITS[w];
  if (
    value !== undefined &&
    value > 0 &&
    !['a', 'an', 'single', 'couple', 'pair', 'both', 'dozen'].includes(w)
  )
    return { value, length: 1 };
  return null;
}

/** Words ending in -s that are no plural noun, contractions written without their apostrophe ('theres') too. */
const NOT_PLURALS = new Set(
  'has was does its yes this thus always perhaps towards afterwards sometimes besides whereas plus theres heres whats thats lets'.split(
    ' ',
  ),
);
/** How far back a count of nothing named ('all 10', '8 of them') looks for the plural it counts. */
const REFERENCE_WORDS = 6;
/** How far back a count given as how many ('… so two') looks for the plural it counts. */
const SUMMED_UP_WORDS = 12;

/**
 * 'the shutters, theres 8 of them', 'Shutters: all 10': a count of nothing named counts the last plural said
 * before it in its sentence, not other things the sentence names.
 */
function pluralNamedBefore(list: Word[], i: number, raw: string, reach = REFERENCE_WORDS): string | null {
  for (let j = i - 1; j >= Math.max(0, i - reach); j--) {
    if (/[.!?\n]/.test(raw.slice(list[j]?.end ?? 0, list[j + 1]?.start ?? 0))) return null;
    const word = list[j]?.word ?? '';
    if (
      /^[a-z]{2,}[^su']s$/.test(word) &&
      word !== 'ones' &&
      !NOT_PLURALS.has(word) &&
      !NON_NOUNS.has(word) &&
      !GENERIC_NOUNS.has(word)
    )
      return termOf(word);
  }
  return null;
}

/** Short forms of nouns a count may be joined to ('living rm'). */
const ABBREVIATED: Record<string, string> = { rm: 'room', rms: 'room' };

/**
 * '3 bedrooms + living rm', 'two bedrooms and the living room': one more thing of the kind counted, joined to the
 * count with no number of its own, adds one. Its kind is the word the counted compound ends in (a bedroom is a room).
 */
function oneMoreOfItsKind(list: Word[], nounEnd: number, raw: string, noun: string): number {
  const joiner = raw.slice(list[nounEnd]?.end ?? 0, list[nounEnd + 1]?.start ?? 0);
  const joinedByWord = list[nounEnd + 1]?.word === 'and' || list[nounEnd + 1]?.word === 'plus';
  if (!/^\s*[+&]\s*$/.test(joiner) && !joinedByWord) return 0;
  const from = nounEnd + (joinedByWord ? 2 : 1);
  for (let j = from; j < Math.min(list.length, from + 3); j++) {
    const word = list[j]?.word ?? '';
    if (/^\d/.test(word) || word in UNITS || word in TENS) return 0;
    const kind = termOf(ABBREVIATED[word] ?? word);
    if (noun !== kind && noun.endsWith(kind) && kind.length >= 3) return 1;
  }
  return 0;
}

/** Nouns that count what the message says, not work ('2 things', 'three questions'). */
const GENERIC_NOUNS = new Set(
  'thing things item items question questions issue issues problem problems matter matters request requests'.split(
    ' ',
  ),
);

/** Words before a small number that make it a time of day. */
const TIME_BEFORE = new Set(['at', 'before', 'after', 'by', 'until', 'till', 'from']);
/** Words before a duration that make it how long something lasted or how often, not work. */
const PAST_OR_FREQUENCY = new Set(['last', 'past', 'every', 'since']);

/** Words before a number that make it the name of a place or record ('room 12', 'apt 2'), not a count. */
const NUMBERED_PLACES = new Set(
  'unit suite room invoice floors floor aisle register code building apt apartment lot bay desk station store shop plot ext extension route exit highway hwy no number order ticket case ref reference account'.split(
    ' ',
  ),
);
/** Last words of a street address ('41 Alder St', '17 Orchard Way'). */
const STREET_SUFFIX =
  /^(st|street|ave|avenue|rd|road|way|dr|drive|ln|lane|ct|court|terrace|ter|blvd|boulevard|pl|place|cir|circle|crescent|cres|hwy|highway|pkwy|parkway|trail|trl|sq|square|mews|grove|gardens|pike)$/;

/** A street name after the number: one or two words, then a street suffix. */
function isStreetAddress(list: Word[], at: number): boolean {
  for (let j = at + 1; j <= at + 2 && j < list.length; j++) {
    const between = list.slice(at, j).map(({ word }) => word);
    if (between.some((word) => NON_NOUNS.has(word) || /^\d/.test(word))) return false;
    if (STREET_SUFFIX.test(list[j]?.word ?? '')) return true;
  }
  return false;
}

/** Words said for one digit of a number read out ('oh' is zero, 'double five' is 55). */
const SPOKEN_DIGIT = /^(zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple)$/;

/**
 * 'six oh four', 'five five five, zero one eight eight': digits read out one by one are a phone number, a unit or an
 * id, never how many. How many words the run takes from `i`, up to a comma (it has an 'oh' or 'double', or three
 * digits or more); 0 when it is none.
 */
function spokenDigitsLength(list: Word[], i: number, raw: string): number {
  let length = 0;
  const joined = (k: number) =>
    k === i || /^\s+$/.test(raw.slice(list[k - 1]?.end ?? 0, list[k]?.start ?? 0));
  while (SPOKEN_DIGIT.test(list[i + length]?.word ?? '') && joined(i + length)) length++;
  const run = list.slice(i, i + length).map(({ word }) => word);
  const readOut = run.some((word) => /^(oh|double|triple)$/.test(word)) || length >= 3;
  return length >= 2 && readOut && !/^(double|triple)$/.test(run.at(-1) ?? '') ? length : 0;
}

/** How many digit groups follow one another with only spaces, dots, dashes or brackets between (a phone). */
function digitRunLength(list: Word[], i: number, raw: string): number {
  let length = 1;
  while (
    /^\d+$/.test(list[i + length]?.word ?? '') &&
    /^[\s.()-]+$/.test(raw.slice(list[i + length - 1]?.end, list[i + length]?.start))
  ) {
    length++;
  }
  return length;
}

export function extractQuantities(text: string): Quantity[] {
  const normalised = unitsApart(sidesInDigits(normalise(namesMasked(text))));
  const { areas, rest: raw } = dimensionAreas(normalised);
  const list = words(raw);
  // Quantities said of each of the things counted before them ('three homes, 1,650 sq ft each').
  const ofEach = new Set<Quantity>();
  const found: Quantity[] = areas.map(({ value, start, end }) => {
    const area: Quantity = {
      value: roundQuantity(value),
      kind: 'area',
      noun: null,
      text: normalised.slice(start, end).trim(),
      index: words(normalised.slice(0, start)).length,
      sentence: sentenceAt(normalised, start),
    };
    if (/^\s*each\b/.test(normalised.slice(end))) ofEach.add(area);
    const wordsBefore = words(normalised.slice(0, start));
    const wordAfter = words(normalised.slice(end)).at(0)?.word ?? '';
    area.value = roundQuantity(
      area.value * eachOfCounted(wordsBefore, wordsBefore.length - 1, wordAfter, normalised),
    );
    if (DEDUCTED_BEFORE.test(normalised.slice(Math.max(0, start - 20), start))) area.deducted = true;
    return area;
  });
  for (let i = 0; i < list.length; i++) {
    const times = timesAfterNoun(list, i, raw) ?? oppositeSides(list, i, raw);
    if (times) {
      found.push(times);
      continue;
    }
    const number = numberAt(list, i, raw);
    if (!number || number.value <= 0) continue;
    const first = list[i] as Word;
    const lastNumberWord = list[i + number.length - 1] as Word;
    const before = raw.slice(Math.max(0, first.start - 2), first.start);
    const prev = list[i - 1]?.word ?? '';
    const after = raw.slice(lastNumberWord.end, lastNumberWord.end + 2);
    const next = list[i + number.length]?.word ?? '';
    const isDigits = /^\d/.test(first.word);
    const skip = () => {
      i += number.length - 1;
    };
    // Money, ids, times, ranges, percentages, dates, model sizes, versions, ordinals.
    if (isDigits) {
      // The digits after a point are part of the number before it ('5.3', '1.50'), never a number of their own.
      if (/\d\.$/.test(raw.slice(0, first.start))) {
        skip();
        continue;
      }
      if (/[$#£€:]\s?$/.test(before) || /^[:%/]|^-\d|^\.\d|^[a-z]/.test(after)) {
        skip();
        continue;
      }
      // A range ('2-3', '5 – 10'); a dash opening a line is a list's bullet ('- 10 new desks').
      const dashBefore = raw.slice(Math.max(0, first.start - 3), first.start);
      if (/\S\s?[-–]\s?$/.test(dashBefore) || MONTHS.test(prev) || MONTHS.test(next)) {
        skip();
        continue;
      }
      // A year ('2009 Camry', 'since 2015'), unless it measures something ('2000 sq ft').
      if (number.value >= 1900 && number.value <= 2100 && !MEASURE_UNIT.test(next)) {
        skip();
        continue;
      }
      if (next === 'to' && /^\d/.test(list[i + number.length + 1]?.word ?? '')) {
        i += number.length + 1;
        continue;
      }
      if (NUMBERED_PLACES.has(prev) || isStreetAddress(list, i + number.length)) {
        skip();
        continue;
      }
      // A decimal's point is no phone's separator: its digits run on from its last part.
      const run = digitRunLength(list, Number.isInteger(number.value) ? i : i + number.length - 1, raw);
      if (run > 1 || (number.value >= 1_000_000 && !MEASURE_UNIT.test(next))) {
        // A phone number or an id ('07700 900347', '555 0142'), never how many.
        i += Math.max(run, number.length) - 1;
        continue;
      }
    }
    const spoken = spokenDigitsLength(list, i, raw);
    if (spoken > 0) {
      i += spoken - 1;
      continue;
    }
    if (NOT_A_QUANTITY.test(next) || (after.startsWith('-') && NOT_A_QUANTITY.test(next))) {
      skip();
      continue;
    }
    // A time of day ('not before 9', 'after 4'), not how many.
    if (
      TIME_BEFORE.has(prev) &&
      number.value <= 12 &&
      !/^\d+$/.test(next) &&
      !UNIT_WORDS.some(([unit]) => unit.test(next))
    ) {
      skip();
      continue;
    }
    // '52" fan', '6\' hedge': a size in inches or feet marks.
    if (isDigits && /^["”″]/.test(after)) {
      skip();
      continue;
    }
    if (after.startsWith('-') && !isDurationUnit(next)) {
      // '50-gallon', '3-bedroom', 'two-step sign-in': an attribute of the thing, not how many ('a two-hour
      // session' still says how long).
      skip();
      continue;
    }

    const unitIndex = i + number.length;
    let kind: QuantityKind = 'count';
    let factor = 1;
    let unitLength = 0;
    for (const [pattern, unitKind, unitFactor] of UNIT_WORDS) {
      if (pattern.test(next)) {
        kind = unitKind;
        factor = unitFactor;
        unitLength = next === 'linear' && /^(feet|foot|ft)$/.test(list[unitIndex + 1]?.word ?? '') ? 2 : 1;
        break;
      }
    }
    // '62 feet across the front and 62 across the back': a bare number joined to a length adds to it.
    const measure = found.at(-1);
    if (kind === 'count' && measure && addsToLength(list, i, number.length, measure, raw)) {
      measure.value = roundQuantity(measure.value + number.value);
      skip();
      continue;
    }
    // How long something has lasted or how often ('for the last 3 days', '2 hours ago', 'every 2 hours') is no
    // amount of work.
    if (
      (kind === 'duration' || kind === 'month') &&
      (PAST_OR_FREQUENCY.has(prev) || /^(ago|old)$/.test(list[unitIndex + unitLength]?.word ?? ''))
    ) {
      i = unitIndex + unitLength - 1;
      continue;
    }
    let noun: string | null = null;
    let counted = false;
    let nounEnd = unitIndex + unitLength - 1;
    if (kind === 'count') {
      let gap = MAX_GAP;
      // 'two of the …', 'a couple of my …': some of a group, named by a plural.
      let partitive = false;
      for (let j = unitIndex; j < Math.min(list.length, unitIndex + gap); j++) {
        const candidate = list[j]?.word ?? '';
        // The noun is in the number's own sentence ('all four.\nAll four tires' counts no 'all').
        if (/[.!?\n]/.test(raw.slice(list[j - 1]?.end ?? 0, list[j]?.start ?? 0))) break;
        // 'both front ones': a count of what was named before, as 'both of them'.
        if (candidate === 'ones') {
          counted = true;
          nounEnd = j;
          break;
        }
        if (PRONOUNS.has(candidate) && list[j - 1]?.word === 'of') {
          // 'six of them': a count of something named before; 'eight of us': people.
          counted = true;
          nounEnd = j;
          if (candidate === 'us') noun = termOf('people');
          break;
        }
        // 'a couple of the old yews', 'two of my rollers': the determiner after 'of' leads on to the noun.
        if ((candidate === 'the' || POSSESSIVES.has(candidate)) && list[j - 1]?.word === 'of') {
          partitive = true;
          gap++;
          continue;
        }
        // 'two of the four sensors': the first number counts the things, the second is the whole group they are of.
        if (partitive && (/^\d+$/.test(candidate) || candidate in UNITS || candidate in TENS)) {
          const head = pluralHeadAfter(list, j + 1, j + 1 + MAX_GAP);
          if (head !== null) {
            noun = groupNoun(list[head]?.word ?? '');
            counted = true;
            nounEnd = head;
          }
          break;
        }
        // 'two single doors': after a count, 'single' says the kind of each, not another number.
        if (candidate === 'single' || candidate === 'double') continue;
        // 'I'm 82 uh my garage door': a possessive starts another phrase, it is never what is counted.
        if (
          NON_NOUNS.has(candidate) ||
          SUBJECT.test(candidate) ||
          POSSESSIVES.has(candidate) ||
          /^\d/.test(candidate) ||
          candidate in UNITS ||
          candidate in TENS
        )
          break;
        if (LINKING.has(candidate)) continue;
        if (GENERIC_NOUNS.has(candidate)) break;
        noun = termOf(candidate);
        counted = true;
        nounEnd = j;
        // Compound nouns: 'shower drains', 'access points' — the head is the last noun-ish word.
        const following = list[j + 1]?.word ?? '';
        if (
          j + 1 < unitIndex + MAX_GAP &&
          following &&
          !NON_NOUNS.has(following) &&
          isPluralOrHead(following)
        ) {
          // 'both front ones': the thing was named before; '10 large ones': its size names the kind of it.
          if (following !== 'ones') noun = termOf(following);
          else if (!SIZE_WORDS.has(candidate)) noun = null;
          nounEnd = j + 1;
        } else if (partitive && number.value > 1 && !isPlural(candidate)) {
          // 'a couple of the old overgrown yews': some of a group are named by a plural, after the describing words.
          const head = pluralHeadAfter(list, j + 1, j + MAX_GAP);
          if (head !== null) {
            noun = groupNoun(list[head]?.word ?? '');
            nounEnd = head;
          }
        }
        break;
      }
      // 'thinking a dozen', 'all three', '… no, actually four': a count of what was named before.
      const before = list
        .slice(Math.max(0, i - 3), i)
        .map(({ word }) => word)
        .join(' ');
      if (prev === 'all' || SELF_CORRECTION.test(before)) counted = true;
      if (endsClauseAfterComma(list, i, number.length, raw) && pluralNamedBefore(list, i, raw))
        counted = true;
      const givenAsHowMany = !counted && givesCountOfNamed(list, i, number.length, raw);
      if (givenAsHowMany) counted = true;
      // A count is whole: '5.3' with no unit is a size or a version ('the 5.3 V8'), never how many.
      if (!Number.isInteger(number.value)) counted = false;
      if (!counted && !(first.word === 'a' && list[i + 1]?.word === 'dozen')) {
        skip();
        continue;
      }
      // 'one arm per side', 'two per floor': a rate, how many go with each of something, not how many in all.
      const afterCount =
        list[unitIndex]?.word === 'per' ? unitIndex : Math.max(nounEnd, i + number.length - 1) + 1;
      if (list[afterCount]?.word === 'per') {
        i = afterCount;
        continue;
      }
      if (first.word === 'both' && joinsTwoThings(list, i, nounEnd)) {
        skip();
        continue;
      }
      // 'the mattress bags for a king and a queen so two': a count given as how many sums up the whole clause before.
      noun ??= pluralNamedBefore(list, i, raw, givenAsHowMany ? SUMMED_UP_WORDS : REFERENCE_WORDS);
    }
    if (kind !== 'count') {
      const afterUnit = list[unitIndex + unitLength]?.word ?? '';
      // '6 ft tall', '4 feet high': how tall a thing is, not how much of it there is.
      if (kind === 'length' && HEIGHT_WORDS.has(afterUnit)) {
        i = unitIndex + unitLength - 1;
        continue;
      }
      factor *= eachOfCounted(list, i - 1, afterUnit, raw);
    }
    const approxStart = APPROX.has(prev) ? i - 1 : i;
    const startWord = list[approxStart] as Word;
    const endWord = list[Math.max(nounEnd, i + number.length - 1)] as Word;
    const quantity: Quantity = {
      value: roundQuantity(number.value * factor) + (noun ? oneMoreOfItsKind(list, nounEnd, raw, noun) : 0),
      kind,
      noun,
      text: raw.slice(startWord.start, endWord.end),
      index: i,
      sentence: sentenceAt(raw, first.start),
    };
    if (kind === 'count' && isWorkedOn(list, i)) quantity.workedOn = true;
    found.push(quantity);
    if (saidOfEach(list, approxStart, Math.max(nounEnd, i + number.length - 1))) ofEach.add(quantity);
    i = Math.max(i, nounEnd);
  }
  const said = list.map(({ word }) => word);
  return hoursOverDays(
    timesEachContainer(
      withoutCorrected(
        found.sort((a, b) => a.index - b.index),
        said,
      ),
      ofEach,
    ),
  );
}

/** Words after a length that make it a height. */
const HEIGHT_WORDS = new Set(['tall', 'high']);

/**
 * 'three 8 ft sections', 'two 10x12 bedrooms': a measure said between a count (the word at `at`) and the plural it
 * counts (`after`) is the measure of each of them; how many there are, else 1.
 */
function eachOfCounted(list: Word[], at: number, after: string, raw: string): number {
  if (!isCountWord(list[at]?.word ?? '') || !isPlural(after)) return 1;
  return numberAt(list, at, raw)?.value ?? 1;
}

/** How many words after hours of work the days they are worked on may be said ('3 hours each for two days'). */
const HOURS_TO_DAYS_WORDS = 6;
const isDays = (q: Quantity) => q.kind === 'duration' && /\bdays?$/.test(q.text);

/** '3 hours each for two days', '6 hours a day for 2 days': hours said for each of the days that follow, times them. */
function hoursOverDays(found: Quantity[]): Quantity[] {
  return found.flatMap((q, at) => {
    const next = found[at + 1];
    const previous = found[at - 1];
    const perDay = (hours: Quantity, days: Quantity) =>
      !isDays(hours) &&
      hours.kind === 'duration' &&
      isDays(days) &&
      hours.sentence === days.sentence &&
      days.index - hours.index <= HOURS_TO_DAYS_WORDS;
    if (previous && perDay(previous, q)) return [];
    if (next && perDay(q, next)) return [{ ...q, value: roundQuantity((q.value * next.value) / DAY_HOURS) }];
    return [q];
  });
}

/**
 * A quantity said of each of the things counted before it: '14 steps each', 'they're each about 40 feet', '8 feet
 * on each side', 'each with 4 rooms'.
 */
function saidOfEach(list: Word[], start: number, end: number): boolean {
  const after = list[end + 1]?.word;
  return (
    after === 'each' ||
    list[start - 1]?.word === 'each' ||
    // 'five units, each with 4 rooms', 'each having two doors'.
    (/^(with|having|has)$/.test(list[start - 1]?.word ?? '') && list[start - 2]?.word === 'each') ||
    (/^(on|for|along)$/.test(after ?? '') && list[end + 2]?.word === 'each')
  );
}

/**
 * 'three flights, fourteen steps each', 'three new homes, 1,650 sq ft each': what is said of each of the things
 * counted just before it in the same sentence is that many times over.
 */
function timesEachContainer(found: Quantity[], ofEach: Set<Quantity>): Quantity[] {
  return found.map((q, at) => {
    if (!ofEach.has(q)) return q;
    const container = found
      .slice(0, at)
      .findLast((c) => c.sentence === q.sentence && c.kind === 'count' && c.noun !== q.noun && c.value > 1);
    return container ? { ...q, value: roundQuantity(q.value * container.value) } : q;
  });
}

/**
 * 'the mosquito program x4', 'mattresses x2': a count written after the thing it counts, as a list or a note has
 * it. After a plural it is a total the lines it counts may share out ('oil changes x2': a synthetic and a regular).
 */
function timesAfterNoun(list: Word[], i: number, raw: string): Quantity | null {
  const times = /^x(\d{1,3})$/.exec(list[i]?.word ?? '');
  const noun = list[i - 1]?.word ?? '';
  if (!times || !/^[a-z]{2,}$/.test(noun)) return null;
  return {
    value: Number(times[1]),
    kind: 'count',
    noun: termOf(noun),
    text: `${noun} ${times[0]}`,
    index: i,
    sentence: sentenceAt(raw, list[i]?.start ?? 0),
    ...(/[^s]s$/.test(noun) ? { shared: true as const } : {}),
  };
}

/** Positions that face each other: named together they are two sides ('front and rear', 'left and right'). */
const OPPOSITE = new Map([
  ['front', /^(rear|back)$/],
  ['left', /^right$/],
  ['top', /^bottom$/],
]);

/** 'the pads front and rear', 'left and right tracks': two sides, a count for a service priced per side. */
function oppositeSides(list: Word[], i: number, raw: string): Quantity | null {
  const first = list[i]?.word ?? '';
  const other = OPPOSITE.get(first);
  if (!other || !/^(and|&)$/.test(list[i + 1]?.word ?? '') || !other.test(list[i + 2]?.word ?? ''))
    return null;
  return {
    value: 2,
    kind: 'count',
    noun: termOf('side'),
    text: `${first} and ${list[i + 2]?.word}`,
    index: i,
    sentence: sentenceAt(raw, list[i]?.start ?? 0),
  };
}

/** Words by which a speaker takes back the number just said: "eighteen windows, no wait, twenty". */
const SELF_CORRECTION = /\b(no wait|wait|sorry|actually|i mean|make (that|it)|or rather|no no)\b/;

/** How many words a correction may come after the number it takes back ('two tires, the front ones, no, …'). */
const CORRECTION_WINDOW = 8;
const sameThing = (a: Quantity, b: Quantity) => a.noun === null || b.noun === null || a.noun === b.noun;

/**
 * …or further on, when what is said instead is the whole lot ('two new tires, the front ones, no, actually,
 * wait, my son says the back ones are bald too, so, all four').
 */
const WHOLE_LOT_CORRECTION_WINDOW = 30;

/**
 * A number said without its unit in correcting another ('…four thousand square feet no sorry forty five hundred
 * um…', 'four hours, no, make it five') means that unit: a count said instead of a measure, or a count of nothing.
 */
const restatesUnitOf = (earlier: Quantity, later: Quantity) =>
  later.kind === 'count' && (later.noun === null || earlier.kind !== 'count');

/** Whether `later` takes back `earlier`: the same kind of thing, with a correction said between them. */
function takesBack(earlier: Quantity, later: Quantity, list: string[]): boolean {
  const gap = later.index - earlier.index;
  const window = list[later.index - 1] === 'all' ? WHOLE_LOT_CORRECTION_WINDOW : CORRECTION_WINDOW;
  return (
    (later.kind === earlier.kind || restatesUnitOf(earlier, later)) &&
    gap <= window &&
    sameThing(earlier, later) &&
    SELF_CORRECTION.test(list.slice(earlier.index + 1, later.index).join(' '))
  );
}

/** A number taken back is no quantity; the one said instead counts what the first one counted. */
function withoutCorrected(found: Quantity[], list: string[]): Quantity[] {
  return found.flatMap((q, i) => {
    const next = found[i + 1];
    if (next && takesBack(q, next, list)) return [];
    const previous = found[i - 1];
    return [
      previous && (q.noun === null || previous.kind !== q.kind) && takesBack(previous, q, list)
        ? { ...q, kind: previous.kind, noun: previous.noun }
        : q,
    ];
  });
}

const isPlural = (word: string) => /[^s]s$/.test(word) && !NOT_PLURALS.has(word);

/** The term of the plural that names a group; 'ones' names none (what was said before: 'two of the old ones'). */
const groupNoun = (word: string) => (word === 'ones' ? null : termOf(word));

/** The first plural from `from` up to `end`, before any word that ends the noun phrase ('old overgrown yews'). */
function pluralHeadAfter(list: Word[], from: number, end: number): number | null {
  for (let k = from; k < Math.min(end, list.length); k++) {
    const word = list[k]?.word ?? '';
    if (NON_NOUNS.has(word) || POSSESSIVES.has(word) || /^\d/.test(word) || GENERIC_NOUNS.has(word))
      return null;
    if (isPlural(word)) return k;
  }
  return null;
}

/** A following word that is probably the head of a compound noun: plural, or a common head word. */
function isPluralOrHead(word: string): boolean {
  return (
    /[^s]s$/.test(word) ||
    ['point', 'drain', 'line', 'trap', 'heater', 'pump', 'device', 'account'].includes(word)
  );
}

/** Quantities keep at most two decimals (a quarter hour is 0.25). */
function roundQuantity(value: number): number {
  return Math.round(value * 100) / 100;
}
