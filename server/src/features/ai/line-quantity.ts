import { catalogTermsOf } from './expansion';
import { DETERMINERS } from './lexicon/words';
import type { Sentence } from './message-document';
import type { Quantity, QuantityKind } from './quantities';
import type { Candidate, Entry } from './retrieval';
import { normalise, type Token, termOf, words } from './text';
import { wordsOfPlace } from './where-words';

/**
 * The quantity of a quote line: what the message counts or measures (quantities.ts), bound to the service the
 * line is for by its unit (per hour, per sq ft, per user…), the noun counted, and nearness in the sentence.
 */

/** How a service is counted: the kind of its unit and the words of the unit ('drain', 'access point'). */
export interface UnitTraits {
  unitKind: QuantityKind;
  unitTerms: Set<string>;
  /** What one of the service is, as its description says it (oneOfDescribed). */
  oneOfTerms: Set<string>;
}

export const PERIOD_WORDS = new Set(['per', 'month', 'year', 'week', 'day', 'each', 'a', 'an']);

/** How a service is counted, from its unit text ('per hour' → duration, 'per linear foot' → length). */
export function unitKindOf(unit: string | null): QuantityKind {
  const text = normalise(unit ?? '');
  if (/\b(sqft|square|sq|m2|sqm)\b/.test(text)) return 'area';
  if (/\b(hour|hours|hr|hrs)\b/.test(text)) return 'duration';
  if (/\b(foot|feet|ft|linear|meter|metre|yard)\b/.test(text)) return 'length';
  if (/\b(tb|gb|terabyte|gigabyte)\b/.test(text)) return 'data';
  // 'per month' alone: the service runs by the month ('per user per month' counts users).
  if (words(text).every(({ word }) => PERIOD_WORDS.has(word)) && /\bmonth\b/.test(text)) return 'month';
  return 'count';
}

/**
 * What quantities of one kind in one sentence add up to, said as the first of them: areas ('the living room (12 x
 * 14) and the bedroom (10 x 10)', less one said as taken away: 'less the 16 x 8 opening'), hours ('load it,
 * probably 3 hours, then unload the next day, maybe 2 hours'), counts of different things.
 */
function addedUp(list: readonly Quantity[]): Quantity | undefined {
  const first = list.find((q) => !q.deducted);
  if (!first || list.length < 2) return first;
  const total = list.reduce((sum, q) => sum + (q.deducted ? -q.value : q.value), 0);
  return total > 0 ? { ...first, value: total } : first;
}

export const totalArea = (sentence: readonly Quantity[]) =>
  addedUp(sentence.filter((q) => q.kind === 'area'));

/** What the message counts and measures: all of it, and its areas sentence by sentence. */
export interface MessageQuantities {
  all: Quantity[];
  /** The areas of the first sentence that gives any, added up ('40 x 60 and the front, 20 x 25'). */
  area: Quantity | undefined;
}

/** The quantity of a matched service from its sentence, else from the whole message; none means 1. */
export function quantityFor(
  candidate: Candidate,
  traits: UnitTraits,
  sentence: Quantity[],
  message: MessageQuantities,
): Quantity | undefined {
  const { entry } = candidate;
  const kind = traits.unitKind;
  if (kind === 'area') {
    const area = totalArea(sentence) ?? message.area;
    if (!isPerSquare(traits)) return area;
    // A roofer's square is 100 sq ft: squares said are the quantity, else the area in squares.
    const squares = [...sentence, ...message.all].find((q) => q.kind === 'count' && q.noun === SQUARE);
    return squares ?? (area && { ...area, value: Math.round(area.value) / 100 });
  }
  if (kind === 'duration') {
    // Less than an hour is how long a fault lasts ('drops out for 10 minutes'), not hours of work.
    const hours = (q: Quantity) => q.kind === kind && q.value >= 1;
    return addedUp(sentence.filter(hours)) ?? message.all.find(hours);
  }
  // Lengths one sentence gives add up as areas do ('60 ft along the back and 45 ft down the side').
  const sentenceMeasure =
    kind === 'length'
      ? addedUp(sentence.filter((q) => q.kind === kind))
      : sentence.find((q) => q.kind === kind);
  const measured = sentenceMeasure ?? message.all.find((q) => q.kind === kind);
  // A service by the month with no months said is counted as any other ('the program on all four yards').
  if (kind !== 'count' && (kind !== 'month' || measured)) return measured;
  const counts = sentence.filter((q) => q.kind === 'count');
  // Of two counts equally near the service's words, the later is the one settled on ('one spring, then …
  // two torsion springs').
  const nearest = (list: Quantity[]) =>
    list.toSorted((a, b) => distance(candidate, a) - distance(candidate, b) || b.index - a.index)[0];
  // Priced per visit: a count of things only its description names ('two private roads' for plowing, '4
  // restrooms' for nightly janitorial) is what one visit covers, not how many visits.
  const visits = isPerVisit(traits);
  const describedOnly = (q: Quantity) =>
    q.noun !== null &&
    catalogTermsOf(q.noun).some((t) => entry.descriptionTerms.has(t)) &&
    !catalogTermsOf(q.noun).some((t) => entry.nameTerms.has(t) || traits.unitTerms.has(t));
  const coveredByVisit = (q: Quantity) => visits && describedOnly(q);
  const names = (q: Quantity) =>
    q.noun !== null && catalogTermsOf(q.noun).some((t) => entry.nameTerms.has(t));
  const related = (q: Quantity) =>
    q.noun !== null &&
    !coveredByVisit(q) &&
    catalogTermsOf(q.noun).some(
      (t) => entry.nameTerms.has(t) || traits.unitTerms.has(t) || entry.descriptionTerms.has(t),
    );
  // The count of the thing the service names ('one spring cleanup'), then of its unit or description.
  const named = nearest(counts.filter(names));
  if (named) return (isPartOfSet(named) && wholeSetAfter(named, counts)) || named;
  const direct = nearest(counts.filter(related));
  if (direct) return sumOfDifferentThings(counts.filter(related), direct);
  if (isPersonUnit(traits)) {
    const people = counts.find(isPeople) ?? message.all.find((q) => q.kind === 'count' && isPeople(q));
    if (people) return people;
  }
  // A count right before the matched words ('eight showers ... drains', 'two devices'), unless it counts who
  // does the work ('a couple guys to move a safe').
  const near = counts.find(
    (q) =>
      !isPeople(q) && !coveredByVisit(q) && candidate.hitIndexes.some((i) => i > q.index && i - q.index <= 4),
  );
  if (near) return near;
  // A count of what was just named ('grind the stumps, all three', 'the wipers are shot, both front ones').
  const following = counts.find(
    (q) =>
      q.noun === null &&
      candidate.hitIndexes.some((i) => i < q.index && q.index - i <= FOLLOWING_COUNT_WORDS),
  );
  if (following) return following;
  const messageCounts = message.all.filter((q) => q.kind === 'count');
  const elsewhere = messageCounts.find(names);
  if (elsewhere) return elsewhere;
  const relatedElsewhere = messageCounts.find(related);
  if (relatedElsewhere) return sumOfDifferentThings(messageCounts.filter(related), relatedElsewhere);
  // What the work is done on, said just after it ('the tune-up on all four units'): one of the work for each,
  // after any count the message gives of the service's own things or unit ('… so three rooms total'). Not when
  // more of the service's name is said after the count: it follows other work ('endpoint security on our 40
  // devices and a security audit').
  const workedOn = counts.find(
    (q) =>
      q.workedOn &&
      !isPeople(q) &&
      candidate.hitIndexes.some((i) => i < q.index && q.index - i <= FOLLOWING_COUNT_WORDS) &&
      !namedMoreAfter(candidate, q),
  );
  if (workedOn) return workedOn;
  // A count of a kind of its unit ('two bedrooms' for a service per room), when no count says the unit itself.
  const kindOfUnit = (q: Quantity) => q.noun !== null && isKindOfUnit(q.noun, traits);
  const ofKind = nearest(counts.filter(kindOfUnit)) ?? messageCounts.find(kindOfUnit);
  if (ofKind) return ofKind;
  // The message counts one thing only and this sentence counts nothing (or only it, when it counts nothing named:
  // 'we've got two of them … can you replace those'): that is the quantity.
  // …when it counts nothing named, and is not 'both of those' (the two things just named, one each).
  const only = messageCounts.length === 1 ? messageCounts[0] : undefined;
  const onlyCountHere = counts.every((q) => q.noun === null && q.text === only?.text);
  // (Or counts people: one each, 'five new employees … set up their laptops'.)
  if (onlyCountHere && only && (only.noun === null || isPeople(only)) && !only.text.startsWith('both')) {
    return only;
  }
  return undefined;
}

/**
 * A count of the thing another line of the message names, and not of this line's own thing (what its name or
 * unit says, or what its description says one of it is), belongs to that other line alone: 'sofa and 2 armchairs'
 * for the sofa, 'replace the two cracked hinges and do a tune-up' for a tune-up whose description lists hinges
 * among its parts. People are not things of a line: each of them gets one of every line.
 */
export function countsAnotherLine(
  q: Quantity | undefined,
  own: UnitTraits,
  entry: Entry,
  others: Entry[],
): boolean {
  if (q?.kind !== 'count' || q.noun === null || isPeople(q)) return false;
  const terms = catalogTermsOf(q.noun);
  const ownThing = (t: string) => entry.nameTerms.has(t) || own.unitTerms.has(t) || own.oneOfTerms.has(t);
  if (terms.some(ownThing)) return false;
  return others.some((other) => other !== entry && terms.some((t) => other.nameTerms.has(t)));
}

/** How many words after 'one', 'a' or 'each' a description's thing may come ('for one small computer'). */
const ONE_OF_WORDS = 3;

/**
 * What one of a service is, as its description says it ('antivirus for one computer', 'spray each door or drawer
 * front'); things it lists in the plural ('lubricate springs, rollers and hinges') are parts of the work.
 */
export function oneOfDescribed(entry: Entry): Set<string> {
  const list = words(normalise(entry.service.description ?? '')).map(({ word }) => word);
  const ones = new Set<string>();
  list.forEach((word, i) => {
    if (!/^(one|a|an|each|every|per)$/.test(word)) return;
    const described = list.slice(i + 1, i + 1 + ONE_OF_WORDS);
    for (const t of described.flatMap((next) => catalogTermsOf(termOf(next)))) ones.add(t);
  });
  return ones;
}

/** How many words may stand between two things of a list, 'and' among them ('freezer and a broken washer'). */
const LIST_GAP_WORDS = 3;

/**
 * The things a sentence lists for work that names none of them ('quote haul-away of the fridge and dishwasher',
 * 'an old chest freezer and a broken washer we want gone'): one of the work for each thing, the longest list the sentence gives.
 * Things are words the catalog's names use for things, not where the work is ('in the garage and the attic') nor
 * what this line's name or description says it covers ('fluids and belts' for an inspection).
 */
export function thingsListed(
  sentence: Sentence,
  thingTerms: Set<string>,
  entry: Entry,
): Quantity | undefined {
  const ownPart = (t: string) => entry.nameTerms.has(t) || entry.descriptionTerms.has(t);
  const isThing = (term: string) =>
    catalogTermsOf(term).some((t) => thingTerms.has(t)) && !catalogTermsOf(term).some(ownPart);
  const list = sentence.words.map(({ word }) => word);
  const places = wordsOfPlace(sentence);
  const things = sentence.tokens.filter((token) => isThing(token.term) && !places.has(token.index));
  let best: Token[] = [];
  let run: Token[] = [];
  for (const thing of things) {
    const last = run.at(-1);
    const gap = last ? list.slice(last.index + 1, thing.index) : [];
    const joined = gap.length <= LIST_GAP_WORDS && gap.some((word) => JOINING_WORDS.has(word));
    run = last && !joined ? [thing] : [...run, thing];
    if (run.length > best.length) best = run;
  }
  const [first] = best;
  if (!first || best.length < 2 || !opensNounPhrase(list, first.index)) return undefined;
  const text = best.map((token) => token.word).join(' and ');
  return { value: best.length, kind: 'count', noun: null, text, index: first.index, sentence: 0 };
}

/** A thing opened by a determiner a few words before ('the fridge', 'an old chest freezer'): a thing named. */
const opensNounPhrase = (list: readonly string[], at: number) =>
  list.slice(Math.max(0, at - LIST_GAP_WORDS), at).some((word) => DETERMINERS.has(word));

/** Words that join the things of a list. */
const JOINING_WORDS = new Set(['and', 'plus']);

const VISIT = termOf('visit');
const isPerVisit = (traits: UnitTraits) => traits.unitTerms.has(VISIT);

/** 'one of my extension springs': a count of some of a set, said before what is done to them. */
const isPartOfSet = (q: Quantity) => /^\S+ of\b/.test(q.text);

/** The set said after a part of it ('one of my springs broke … replace both of them'): the work is done to it. */
const wholeSetAfter = (part: Quantity, counts: Quantity[]) =>
  counts.find(
    (q) =>
      q.noun === null && q.index > part.index && q.value > part.value && /\bof (them|those)\b/.test(q.text),
  );

const SQUARE = termOf('square');
/** 'per square' alone (no foot, metre or yard after it): the roofing square of 100 sq ft. */
const isPerSquare = (traits: UnitTraits) => traits.unitTerms.size === 1 && traits.unitTerms.has(SQUARE);

/**
 * Counts of different things said in one sentence that a service's unit or description prices alike add up: '18 doors + 6 drawers' is 24 for a
 * service priced per door or drawer front. Two counts of one thing are one count said twice.
 */
function sumOfDifferentThings(counts: Quantity[], direct: Quantity): Quantity {
  const byThing = new Map<string | null, Quantity>([[direct.noun, direct]]);
  for (const q of counts) if (q.sentence === direct.sentence && !byThing.has(q.noun)) byThing.set(q.noun, q);
  return addedUp([...byThing.values()]) ?? direct;
}

/**
 * A closed compound is a kind of its last word: bedrooms and bathrooms are rooms for a service priced per room,
 * a doorway is a way. Short unit words ('ft', 'm') end too many words to say so.
 */
const isKindOfUnit = (noun: string, traits: UnitTraits) =>
  [...traits.unitTerms].some((unit) => unit.length >= 4 && noun.length > unit.length && noun.endsWith(unit));

/** How far after the words of a service a count of nothing named still counts it. */
const FOLLOWING_COUNT_WORDS = 6;

/** More words of the service's name are said after the count than before it. */
function namedMoreAfter(candidate: Candidate, q: Quantity): boolean {
  const at = [...candidate.nameHitsAt.values()];
  const before = at.filter((indexes) => indexes.some((i) => i < q.index)).length;
  const after = at.filter((indexes) => indexes.some((i) => i > q.index)).length;
  return after > before;
}

/** Words between a quantity and the nearest word that matched the service. */
const distance = (candidate: Candidate, q: Quantity) =>
  Math.min(...candidate.hitIndexes.map((i) => Math.abs(i - q.index)), Number.MAX_SAFE_INTEGER);

export const PERSON_NOUNS = new Set(
  [
    'guy',
    'man',
    'men',
    'helper',
    'user',
    'staff',
    'people',
    'person',
    'employee',
    'agent',
    'attorney',
    'volunteer',
    'associate',
    'hire',
    'member',
    'account',
    'seat',
    'mailbox',
    'worker',
    'technician',
    'nurse',
    'doctor',
    'lawyer',
    'accountant',
    'teacher',
  ].map(termOf),
);
export const isPeople = (q: Quantity) => q.noun !== null && PERSON_NOUNS.has(q.noun);
const isPersonUnit = (traits: UnitTraits) => [...traits.unitTerms].some((term) => PERSON_NOUNS.has(term));
