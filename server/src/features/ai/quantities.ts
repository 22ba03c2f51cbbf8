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

/**
 * The quantities of a text: its areas written as two sides, then what each number it says counts or measures
 * (readAt), less those a speaker took back, said of each of several things, or hours said for each of some days.
 */
export function extractQuantities(text: string): Quantity[] {
  const normalised = unitsApart(sidesInDigits(normalise(namesMasked(text))));
  const { areas, rest: raw } = dimensionAreas(normalised);
  const reading: Reading = { list: words(raw), raw, found: [], ofEach: new Set() };
  reading.found.push(...areas.map((area) => areaOfSides(normalised, area, reading.ofEach)));
  for (let i = 0; i < reading.list.length; i++) i = readAt(reading, i);
  const said = reading.list.map(({ word }) => word);
  return hoursOverDays(
    timesEachContainer(
      withoutCorrected(
        reading.found.sort((a, b) => a.index - b.index),
        said,
      ),
      reading.ofEach,
    ),
  );
}

/** What quantities are read from: the words of the text (its areas blanked) and what was found so far. */
interface Reading {
  list: Word[];
  raw: string;
  found: Quantity[];
  /** Quantities said of each of the things counted before them ('three homes, 1,650 sq ft each'). */
  ofEach: Set<Quantity>;
}

/** A number at word `i` of the text, with the words and characters around it. */
interface NumberAt {
  i: number;
  number: { value: number; length: number };
  first: Word;
  /** The two characters before the number and the two after it. */
  before: string;
  after: string;
  /** The word before the number and the word after it. */
  prev: string;
  next: string;
  isDigits: boolean;
}

/** An area written as two sides ('12 x 14'), times the things it is said of each of ('two 10x12 bedrooms'). */
function areaOfSides(
  normalised: string,
  { value, start, end }: { value: number; start: number; end: number },
  ofEach: Set<Quantity>,
): Quantity {
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
}

/** Reads the quantity word `i` starts, if any: the last word it took. */
function readAt(reading: Reading, i: number): number {
  const { list, raw } = reading;
  const times = timesAfterNoun(list, i, raw) ?? oppositeSides(list, i, raw);
  if (times) {
    reading.found.push(times);
    return i;
  }
  const number = numberAt(list, i, raw);
  if (!number || number.value <= 0) return i;
  const at = numberAround(list, raw, i, number);
  return notAQuantity(list, raw, at) ?? readQuantity(reading, at);
}

function numberAround(list: Word[], raw: string, i: number, number: NumberAt['number']): NumberAt {
  const first = list[i] as Word;
  const lastNumberWord = list[i + number.length - 1] as Word;
  return {
    i,
    number,
    first,
    before: raw.slice(Math.max(0, first.start - 2), first.start),
    after: raw.slice(lastNumberWord.end, lastNumberWord.end + 2),
    prev: list[i - 1]?.word ?? '',
    next: list[i + number.length]?.word ?? '',
    isDigits: /^\d/.test(first.word),
  };
}

/** The last word of the number. */
const numberEnd = (at: NumberAt) => at.i + at.number.length - 1;

/** A rule for a number that is no quantity: the last word it takes (its own, or more), else undefined. */
type NotAQuantity = (list: Word[], raw: string, at: NumberAt) => number | undefined;

/** The digits after a point are part of the number before it ('5.3', '1.50'), never a number of their own. */
const afterAPoint: NotAQuantity = (_list, raw, at) =>
  /\d\.$/.test(raw.slice(0, at.first.start)) ? numberEnd(at) : undefined;

/** Money, an id, a time, a percentage, a fraction or a version ('$40', '#12', '10:30', '50%', '1/2', '5a'). */
const moneyOrNotation: NotAQuantity = (_list, _raw, at) =>
  /[$#£€:]\s?$/.test(at.before) || /^[:%/]|^-\d|^\.\d|^[a-z]/.test(at.after) ? numberEnd(at) : undefined;

/** A range ('2-3', '5 – 10') or a date ('march 3'); a dash opening a line is a list's bullet ('- 10 new desks'). */
const rangeOrDate: NotAQuantity = (_list, raw, at) => {
  const dashBefore = raw.slice(Math.max(0, at.first.start - 3), at.first.start);
  return /\S\s?[-–]\s?$/.test(dashBefore) || MONTHS.test(at.prev) || MONTHS.test(at.next)
    ? numberEnd(at)
    : undefined;
};

/** A year ('2009 Camry', 'since 2015'), unless it measures something ('2000 sq ft'). */
const year: NotAQuantity = (_list, _raw, at) =>
  at.number.value >= 1900 && at.number.value <= 2100 && !MEASURE_UNIT.test(at.next)
    ? numberEnd(at)
    : undefined;

/** A range said with 'to' ('3 to 5'): both its numbers. */
const rangeWithTo: NotAQuantity = (list, _raw, at) =>
  at.next === 'to' && /^\d/.test(list[at.i + at.number.length + 1]?.word ?? '')
    ? at.i + at.number.length + 1
    : undefined;

/** The number of a place or record ('room 12', 'apt 2'), or of a street address ('41 Alder St'). */
const placeOrAddress: NotAQuantity = (list, _raw, at) =>
  NUMBERED_PLACES.has(at.prev) || isStreetAddress(list, at.i + at.number.length) ? numberEnd(at) : undefined;

/** A phone number or an id ('07700 900347', '555 0142'), never how many. */
const phoneOrId: NotAQuantity = (list, raw, at) => {
  // A decimal's point is no phone's separator: its digits run on from its last part.
  const run = digitRunLength(list, Number.isInteger(at.number.value) ? at.i : numberEnd(at), raw);
  return run > 1 || (at.number.value >= 1_000_000 && !MEASURE_UNIT.test(at.next))
    ? at.i + Math.max(run, at.number.length) - 1
    : undefined;
};

/** Digits read out one by one ('six oh four'): a phone number, a unit or an id. */
const spokenDigits: NotAQuantity = (list, raw, at) => {
  const spoken = spokenDigitsLength(list, at.i, raw);
  return spoken > 0 ? at.i + spoken - 1 : undefined;
};

/** A size, a time, a date or a rate by the word after it ('50 gallons', '3 pm', '2 years', '10 x'). */
const sizeOrTime: NotAQuantity = (_list, _raw, at) =>
  NOT_A_QUANTITY.test(at.next) ? numberEnd(at) : undefined;

/** A time of day ('not before 9', 'after 4'), not how many. */
const timeOfDay: NotAQuantity = (_list, _raw, at) =>
  TIME_BEFORE.has(at.prev) &&
  at.number.value <= 12 &&
  !/^\d+$/.test(at.next) &&
  !UNIT_WORDS.some(([unit]) => unit.test(at.next))
    ? numberEnd(at)
    : undefined;

/** '52" fan', '6\' hedge': a size in inches or feet marks. */
const sizeInMarks: NotAQuantity = (_list, _raw, at) =>
  at.isDigits && /^["”″]/.test(at.after) ? numberEnd(at) : undefined;

/**
 * '50-gallon', '3-bedroom', 'two-step sign-in': an attribute of the thing, not how many ('a two-hour session' still
 * says how long).
 */
const attribute: NotAQuantity = (_list, _raw, at) =>
  at.after.startsWith('-') && !isDurationUnit(at.next) ? numberEnd(at) : undefined;

/** Numbers in words or digits that are no quantity. */
const NOT_A_QUANTITY_RULES = [spokenDigits, sizeOrTime, timeOfDay, sizeInMarks, attribute];
/** …and those in digits alone first: money, ids, times, ranges, dates, years, addresses, phone numbers. */
const NOT_A_QUANTITY_IN_DIGITS = [
  afterAPoint,
  moneyOrNotation,
  rangeOrDate,
  year,
  rangeWithTo,
  placeOrAddress,
  phoneOrId,
  ...NOT_A_QUANTITY_RULES,
];

/** When the number is no quantity, the last word it takes. */
function notAQuantity(list: Word[], raw: string, at: NumberAt): number | undefined {
  for (const rule of at.isDigits ? NOT_A_QUANTITY_IN_DIGITS : NOT_A_QUANTITY_RULES) {
    const end = rule(list, raw, at);
    if (end !== undefined) return end;
  }
  return undefined;
}

/** The unit a number is said in ('sq ft', 'hours', 'linear feet'): its kind, factor and words; none is a count. */
function unitAfter(list: Word[], unitIndex: number): { kind: QuantityKind; factor: number; length: number } {
  const next = list[unitIndex]?.word ?? '';
  for (const [pattern, kind, factor] of UNIT_WORDS) {
    if (pattern.test(next)) {
      const linearFeet = next === 'linear' && /^(feet|foot|ft)$/.test(list[unitIndex + 1]?.word ?? '');
      return { kind, factor, length: linearFeet ? 2 : 1 };
    }
  }
  return { kind: 'count', factor: 1, length: 0 };
}

/** The quantity of a number that is one, or the words it skips: the last word it took. */
function readQuantity(reading: Reading, at: NumberAt): number {
  const { list, raw, found } = reading;
  const unitIndex = at.i + at.number.length;
  const unit = unitAfter(list, unitIndex);
  const unitEnd = unitIndex + unit.length - 1;
  // '62 feet across the front and 62 across the back': a bare number joined to a length adds to it.
  const measure = found.at(-1);
  if (unit.kind === 'count' && measure && addsToLength(list, at.i, at.number.length, measure, raw)) {
    measure.value = roundQuantity(measure.value + at.number.value);
    return numberEnd(at);
  }
  // How long something has lasted or how often ('for the last 3 days', '2 hours ago', 'every 2 hours') is no
  // amount of work.
  if (
    (unit.kind === 'duration' || unit.kind === 'month') &&
    (PAST_OR_FREQUENCY.has(at.prev) || /^(ago|old)$/.test(list[unitEnd + 1]?.word ?? ''))
  ) {
    return unitEnd;
  }
  if (unit.kind === 'count') {
    const counted = readCount(list, raw, at, unitIndex);
    return typeof counted === 'number' ? counted : addQuantity(reading, at, 'count', 1, counted);
  }
  const afterUnit = list[unitEnd + 1]?.word ?? '';
  // '6 ft tall', '4 feet high': how tall a thing is, not how much of it there is.
  if (unit.kind === 'length' && HEIGHT_WORDS.has(afterUnit)) return unitEnd;
  const factor = unit.factor * eachOfCounted(list, at.i - 1, afterUnit, raw);
  return addQuantity(reading, at, unit.kind, factor, { noun: null, nounEnd: unitEnd });
}

/** A counted noun, and the word it ends at. */
interface Counted {
  noun: string | null;
  nounEnd: number;
}

/**
 * What a count counts: the noun after it, or what was named before ('all three', 'wardrobe boxes tho, 4', '… so
 * two'). A number that counts nothing, or counts at a rate ('two per floor'), is skipped: the last word it takes.
 */
function readCount(list: Word[], raw: string, at: NumberAt, unitIndex: number): Counted | number {
  const { i, number, first } = at;
  const after = nounAfter(list, raw, unitIndex, number.value);
  const { nounEnd } = after;
  let { counted } = after;
  // 'thinking a dozen', 'all three', '… no, actually four': a count of what was named before.
  const before = list
    .slice(Math.max(0, i - 3), i)
    .map(({ word }) => word)
    .join(' ');
  if (at.prev === 'all' || SELF_CORRECTION.test(before)) counted = true;
  if (endsClauseAfterComma(list, i, number.length, raw) && pluralNamedBefore(list, i, raw)) counted = true;
  const givenAsHowMany = !counted && givesCountOfNamed(list, i, number.length, raw);
  if (givenAsHowMany) counted = true;
  // A count is whole: '5.3' with no unit is a size or a version ('the 5.3 V8'), never how many.
  if (!Number.isInteger(number.value)) counted = false;
  if (!counted && !(first.word === 'a' && list[i + 1]?.word === 'dozen')) return numberEnd(at);
  // 'one arm per side', 'two per floor': a rate, how many go with each of something, not how many in all.
  const afterCount = list[unitIndex]?.word === 'per' ? unitIndex : Math.max(nounEnd, numberEnd(at)) + 1;
  if (list[afterCount]?.word === 'per') return afterCount;
  if (first.word === 'both' && joinsTwoThings(list, i, nounEnd)) return numberEnd(at);
  // 'the mattress bags for a king and a queen so two': a count given as how many sums up the whole clause before.
  const noun =
    after.noun ?? pluralNamedBefore(list, i, raw, givenAsHowMany ? SUMMED_UP_WORDS : REFERENCE_WORDS);
  return { noun, nounEnd };
}

/** The noun after a count ('3 old toilets', 'two of the four sensors', 'six of them', 'both front ones'), if any. */
function nounAfter(
  list: Word[],
  raw: string,
  unitIndex: number,
  value: number,
): Counted & { counted: boolean } {
  const none = { noun: null, counted: false, nounEnd: unitIndex - 1 };
  let gap = MAX_GAP;
  // 'two of the …', 'a couple of my …': some of a group, named by a plural.
  let partitive = false;
  for (let j = unitIndex; j < Math.min(list.length, unitIndex + gap); j++) {
    const candidate = list[j]?.word ?? '';
    // The noun is in the number's own sentence ('all four.\nAll four tires' counts no 'all').
    if (/[.!?\n]/.test(raw.slice(list[j - 1]?.end ?? 0, list[j]?.start ?? 0))) return none;
    // 'both front ones': a count of what was named before, as 'both of them'.
    if (candidate === 'ones') return { noun: null, counted: true, nounEnd: j };
    // 'six of them': a count of something named before; 'eight of us': people.
    if (PRONOUNS.has(candidate) && list[j - 1]?.word === 'of') {
      return { noun: candidate === 'us' ? termOf('people') : null, counted: true, nounEnd: j };
    }
    // 'a couple of the old yews', 'two of my rollers': the determiner after 'of' leads on to the noun.
    if ((candidate === 'the' || POSSESSIVES.has(candidate)) && list[j - 1]?.word === 'of') {
      partitive = true;
      gap++;
      continue;
    }
    // 'two of the four sensors': the first number counts the things, the second is the whole group they are of.
    if (partitive && (/^\d+$/.test(candidate) || candidate in UNITS || candidate in TENS)) {
      const group = groupAfter(list, j + 1, j + 1 + MAX_GAP);
      return group ? { ...group, counted: true } : none;
    }
    // 'two single doors': after a count, 'single' says the kind of each, not another number.
    if (candidate === 'single' || candidate === 'double') continue;
    if (endsCountedPhrase(candidate)) return none;
    if (LINKING.has(candidate)) continue;
    if (GENERIC_NOUNS.has(candidate)) return none;
    return { ...nounAt(list, j, unitIndex, partitive && value > 1), counted: true };
  }
  return none;
}

/** A word after a count that is never what it counts ('I'm 82 uh my garage door': a possessive starts another phrase). */
const endsCountedPhrase = (word: string) =>
  NON_NOUNS.has(word) ||
  SUBJECT.test(word) ||
  POSSESSIVES.has(word) ||
  /^\d/.test(word) ||
  word in UNITS ||
  word in TENS;

/**
 * The noun a count names at `j`: the head of its compound ('shower drains', 'access points'), or, for some of a
 * group, the plural that names the group ('a couple of the old overgrown yews').
 */
function nounAt(list: Word[], j: number, unitIndex: number, someOfGroup: boolean): Counted {
  const candidate = list[j]?.word ?? '';
  const following = list[j + 1]?.word ?? '';
  // Compound nouns: 'shower drains', 'access points' — the head is the last noun-ish word.
  if (j + 1 < unitIndex + MAX_GAP && following && !NON_NOUNS.has(following) && isPluralOrHead(following)) {
    // 'both front ones': the thing was named before; '10 large ones': its size names the kind of it.
    const sized = SIZE_WORDS.has(candidate) ? termOf(candidate) : null;
    return { noun: following !== 'ones' ? termOf(following) : sized, nounEnd: j + 1 };
  }
  const group = someOfGroup && !isPlural(candidate) ? groupAfter(list, j + 1, j + MAX_GAP) : null;
  return group ?? { noun: termOf(candidate), nounEnd: j };
}

/** The group named by the first plural from `from` up to `end` ('of the four sensors'), if one is there. */
function groupAfter(list: Word[], from: number, end: number): Counted | null {
  const head = pluralHeadAfter(list, from, end);
  return head === null ? null : { noun: groupNoun(list[head]?.word ?? ''), nounEnd: head };
}

/** Adds the quantity a number says, in its unit's kind and factor, of what it counts: the last word it took. */
function addQuantity(
  reading: Reading,
  at: NumberAt,
  kind: QuantityKind,
  factor: number,
  { noun, nounEnd }: Counted,
): number {
  const { list, raw } = reading;
  const { i, number } = at;
  const approxStart = APPROX.has(at.prev) ? i - 1 : i;
  const end = Math.max(nounEnd, numberEnd(at));
  const startWord = list[approxStart] as Word;
  const endWord = list[end] as Word;
  const quantity: Quantity = {
    value: roundQuantity(number.value * factor) + (noun ? oneMoreOfItsKind(list, nounEnd, raw, noun) : 0),
    kind,
    noun,
    text: raw.slice(startWord.start, endWord.end),
    index: i,
    sentence: sentenceAt(raw, at.first.start),
  };
  if (kind === 'count' && isWorkedOn(list, i)) quantity.workedOn = true;
  reading.found.push(quantity);
  if (saidOfEach(list, approxStart, end)) reading.ofEach.add(quantity);
  return Math.max(i, nounEnd);
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
