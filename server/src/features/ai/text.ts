import { stemmer as stem } from 'stemmer';
import { VARIANTS } from './lexicon/words';

/**
 * Text handling of the matcher: sentence-like segments and tokens (lower-case word, its stem with spellings
 * folded, and where it sits).
 */

export interface Token {
  /** The word as written, lower-cased. */
  word: string;
  /** Its stem, spellings folded: the term the matcher scores. */
  term: string;
  /** False when the term was added from the lexicon ('workstation' for 'laptop'): weaker evidence. */
  exact: boolean;
  /**
   * For words a symptom added, the words of its service family ('faucet', 'repair'): they speak only for a
   * service of that family, never lend their action to another thing ('repair' to a water heater).
   */
  family?: readonly string[];
  /** Index among the segment's words (stop words included), for nearness. */
  index: number;
  start: number;
  end: number;
}

export interface Segment {
  text: string;
  /** Offset of the segment in the plain text. */
  start: number;
}

/**
 * Sentence-like pieces: lines, sentences, and clauses joined by ';' or ' plus ' / ' as well as '.
 * A request for two services in one sentence is still one segment; the matcher sorts that out.
 */
export function segmentText(text: string): Segment[] {
  const segments: Segment[] = [];
  const boundary = /(?<=[.!?])\s+|\n+|;\s*|\s+(?:plus|as well as|also)\s+/gi;
  let last = 0;
  for (const match of text.matchAll(boundary)) {
    push(segments, text, last, match.index);
    last = match.index + match[0].length;
  }
  push(segments, text, last, text.length);
  return segments;
}

function push(segments: Segment[], text: string, from: number, to: number) {
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const trimmed = raw.trim();
  if (/[a-z0-9]/i.test(trimmed)) segments.push({ text: trimmed, start: from + lead });
}

/** Words that carry no meaning for matching a service. */
export const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between
  both but by can could did do does doing down during each few for from further had has have having he her
  here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only
  or other our ours out over own same she should so some such than that the their them then there these
  they this those through to too under until up very was we were what when where which while who whom why
  will with would you your yours also get got please thanks thank hi hello hey dear regards best sincerely
  need needs want wants like would could can quote quotes quoted price prices pricing cost costs estimate
  us let know one two three four five six seven eight nine ten per service services unit units work
  someone something anything everything soon today tomorrow week month year day time times asap possible thing
  things look send come able sure way lot many much etc okay ok yes old new existing current call calls calling called`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * How often, said in words, folded into the adjective catalogs name a schedule with: 'every other week' is
 * 'biweekly', 'by the hour' is 'hourly'. The longer phrases come first ('every other week' before 'every week').
 */
const HOW_OFTEN: readonly (readonly [RegExp, string])[] = [
  [
    /\b(?:every|each|once)[\s-]+(?:other|second|2nd|(?:two|2)[\s-]+)[\s-]*(?:weeks?|wks?)\b|\bbi-?weekly\b|\bfortnightly\b/gi,
    'biweekly',
  ],
  [/\b(?:every|each|once[\s-]+a|once[\s-]+per)[\s-]+(?:weeks?|wks?)\b/gi, 'weekly'],
  [/\b(?:every|each|once[\s-]+a|once[\s-]+per)[\s-]+(?:months?|mo)\b/gi, 'monthly'],
  [/\b(?:every|each)[\s-]+(?:nights?|evenings?)\b/gi, 'nightly'],
  [/\b(?:by|per)[\s-]+(?:the[\s-]+)?(?:hours?|hrs?)\b/gi, 'hourly'],
];

/** Spellings folded before tokenising, so 'wi-fi', 'wifi' and 'Wi Fi' are one word. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\bwi[\s-]?fi\b/gi, 'wifi'],
  [/\be-mail/gi, 'email'],
  [/\bback-up/gi, 'backup'],
  [/\bhelp[\s-]desk\b/gi, 'helpdesk'],
  [/\b(?:o|m|office\s*)365\b/gi, 'microsoft 365'],
  [/\bbacking up\b|\bbacked up\b|\bbacks up\b/gi, 'clogged'],
  [/\bset[\s-]up\b|\bsetup\b/gi, 'setup'],
  [/\bsq(?:uare)?\.?\s*(?:ft|feet|foot)\b/gi, 'sqft'],
  [/\ba\/c\b|\bair[\s-]?con(?:ditioning|ditioner)?\b/gi, 'ac'],
  [/\bblow(?:ing|n)?[\s-]?out\b/gi, 'blowout'],
  [/\bwashing machine\b/gi, 'washer'],
  [/\bweb[\s-]?site\b/gi, 'website'],
  [/\bon[\s-]site\b/gi, 'onsite'],
];

const VARIANT_OF = new Map<string, string>();
for (const group of VARIANTS) {
  const [head, ...rest] = group.split(' ').map(stem);
  if (!head) continue;
  for (const term of rest) if (term !== head && !VARIANT_OF.has(term)) VARIANT_OF.set(term, head);
}

/** The scored term of a lower-case word: its stem, its spellings folded into one (lexicon/words.ts). */
export function termOf(word: string): string {
  const s = stem(word);
  return VARIANT_OF.get(s) ?? s;
}

export function normalise(text: string): string {
  let out = text.toLowerCase().replace(/[’‘]/g, "'");
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
}

/** A text's words for how often read as the schedule adjective; not in normalise, where 'per hour' is a unit. */
function howOften(normalised: string): string {
  let out = normalised;
  for (const [pattern, replacement] of HOW_OFTEN) out = out.replace(pattern, replacement);
  return out;
}

const WORD = /[a-z0-9]+(?:'[a-z]+)?/g;

/** Every word of an already normalised text, stop words included (they count for nearness). */
export function words(normalised: string): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = [];
  for (const match of normalised.matchAll(WORD)) {
    const word = match[0].replace(/'s$/, '');
    out.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return out;
}

/** The meaningful tokens of a text: no stop words, no bare numbers (quantities are extracted apart). */
export function tokenize(text: string, correct?: (word: string) => string | null): Token[] {
  const tokens: Token[] = [];
  words(howOften(normalise(text))).forEach(({ word, start, end }, index) => {
    if (STOP_WORDS.has(word) || (/^\d+$/.test(word) && word !== '365')) return;
    if (word.length < 2) return;
    const corrected = correct?.(word);
    tokens.push({ word, term: termOf(corrected ?? word), exact: true, index, start, end });
  });
  return tokens;
}
