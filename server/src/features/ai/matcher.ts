import type { CatalogService } from './catalog';
import { englishWords } from './english-words';
import { TypoCorrector } from './fuzzy';
import {
  ACTION_WORDS,
  DIAGNOSTIC_WORDS,
  NAMED_JOB_CUES,
  REQUEST_OR_FAULT_CUES,
  UNKNOWN_CAUSE_CUES,
} from './lexicon/service-words';
import { extractQuantities, type Quantity, type QuantityKind } from './quantities';
import { normalise, STOP_WORDS, segmentText, type Token, termOf, tokenize, words } from './text';

/**
 * The embedded quote engine: BM25 over the tenant's services (name weighted over description), scored
 * per sentence of the message, with a coverage gate so that a service is only proposed when the words
 * that make it distinctive are there; then the quantity of each match from the same sentence.
 */

export interface ProposedLine {
  serviceId: string;
  quantity: number;
  sourceText: string;
}

export interface Proposal {
  lines: ProposedLine[];
  unmatched: { text: string; reason: string }[];
}

/** BM25 parameters (the usual ones) and the weight of a name word against a description word. */
const K1 = 1.2;
const B = 0.75;
const NAME_WEIGHT = 3;
/** A service is proposed when enough of its name (IDF-weighted) is in the sentence. */
const MIN_NAME_COVERAGE = 0.5;
/** A tenant's phrase ("Also known as", a correction) counts when most of it is there. */
const MIN_ALIAS_COVERAGE = 0.8;
/** …or when part of its name is there and the description backs it up strongly. */
const MIN_PARTIAL_NAME_COVERAGE = 0.3;
const MIN_DESCRIPTION_SUPPORT = 0.25;
/** …or, with none of its name, when most of its description is there ('antivirus and EDR'). */
const MIN_DESCRIPTION_ONLY = 0.75;
/** A word reached through a synonym ('laptop' for 'workstation') is weaker evidence than the word. */
const SYNONYM_WEIGHT = 0.8;
/** Across sentences (the words of a service spread over a message), a stricter bar. */
const MIN_MESSAGE_NAME_COVERAGE = 0.65;
/** Longest phrase kept as a line's sourceText. */
const MAX_SOURCE_TEXT = 240;

interface IndexedService {
  service: CatalogService;
  /** A tenant's phrase for the service: it must be there nearly whole, since it has no description to back it. */
  alias: boolean;
  nameTerms: Set<string>;
  descriptionTerms: Set<string>;
  /** Terms of the name that say what is done ('replacement'), not to what ('alternator'). */
  actionTerms: Set<string>;
  /** Words of the unit, minus 'per' ('drain', 'access point' → 'access', 'point'). */
  unitTerms: Set<string>;
  unitKind: QuantityKind;
  weightedTf: Map<string, number>;
  length: number;
  nameIdf: number;
  descriptionIdf: number;
}

export interface MatcherIndex {
  services: IndexedService[];
  byId: Map<string, IndexedService>;
  idf: Map<string, number>;
  postings: Map<string, number[]>;
  averageLength: number;
  corrector: TypoCorrector;
  /** Numbers that are words of service names ('365'). */
  nameNumbers: Set<string>;
  /** The services that find a fault's cause ('Brake Inspection', 'Transmission Diagnostic'). */
  diagnostics: IndexedService[];
}

const PERIOD_WORDS = new Set(['per', 'month', 'year', 'week', 'day', 'each', 'a', 'an']);

/** How a service is counted, from its unit text ('per hour' → duration, 'per linear foot' → length). */
export function unitKindOf(unit: string | null): QuantityKind {
  const text = normalise(unit ?? '');
  if (/\b(sqft|square|sq|m2|sqm)\b/.test(text)) return 'area';
  if (/\b(hour|hours|hr|hrs)\b/.test(text)) return 'duration';
  if (/\b(foot|feet|ft|linear|meter|metre|yard)\b/.test(text)) return 'length';
  if (/\b(tb|gb|terabyte|gigabyte)\b/.test(text)) return 'data';
  return 'count';
}

const ACTION_TERMS = new Set(ACTION_WORDS.map(termOf));
const DIAGNOSTIC_TERMS = new Set(DIAGNOSTIC_WORDS.map(termOf));
const compileAll = (cues: readonly string[]) => cues.map((cue) => new RegExp(cue, 'i'));
const REQUEST_OR_FAULT = compileAll(REQUEST_OR_FAULT_CUES);
const UNKNOWN_CAUSE = compileAll(UNKNOWN_CAUSE_CUES);
const NAMED_JOB = compileAll(NAMED_JOB_CUES);

const termsOf = (text: string | null): string[] => (text ? tokenize(text).map((t) => t.term) : []);

/**
 * Every name a service goes by: its own (with its description) and each "Also known as" phrase of the tenant,
 * indexed as a name of its own, so a phrase matches on its words alone and quotes the service.
 */
function namesOf(catalog: readonly CatalogService[]) {
  return catalog.flatMap((service) => [
    { service, name: service.name, description: service.description, alias: false },
    ...service.aliases.map((alias) => ({ service, name: alias, description: null, alias: true })),
  ]);
}

export function buildMatcherIndex(catalog: readonly CatalogService[]): MatcherIndex {
  const vocabulary = new Set<string>();
  const partial = namesOf(catalog).map(({ service, name: nameText, description: descriptionText, alias }) => {
    const name = termsOf(nameText);
    const description = termsOf(descriptionText);
    for (const text of [nameText, descriptionText ?? '']) {
      for (const { word } of words(normalise(text))) {
        if (!STOP_WORDS.has(word) && !/\d/.test(word)) vocabulary.add(word);
      }
    }
    const weightedTf = new Map<string, number>();
    for (const term of name) weightedTf.set(term, (weightedTf.get(term) ?? 0) + NAME_WEIGHT);
    for (const term of description) weightedTf.set(term, (weightedTf.get(term) ?? 0) + 1);
    const unitTerms = new Set(
      words(normalise(service.unit ?? ''))
        .map(({ word }) => word)
        .filter((word) => !PERIOD_WORDS.has(word))
        .map(termOf),
    );
    return {
      service,
      alias,
      nameTerms: new Set(name),
      actionTerms: new Set(name.filter((term) => ACTION_TERMS.has(term))),
      descriptionTerms: new Set(description.filter((term) => !name.includes(term))),
      unitTerms,
      unitKind: unitKindOf(service.unit),
      weightedTf,
      length: name.length * NAME_WEIGHT + description.length,
    };
  });

  const documentFrequency = new Map<string, number>();
  const postings = new Map<string, number[]>();
  partial.forEach((entry, i) => {
    for (const term of entry.weightedTf.keys()) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      let list = postings.get(term);
      if (!list) {
        list = [];
        postings.set(term, list);
      }
      list.push(i);
    }
  });
  const n = partial.length;
  const idf = new Map<string, number>();
  for (const [term, df] of documentFrequency) idf.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  const sumIdf = (terms: Iterable<string>) => {
    let sum = 0;
    for (const term of terms) sum += idf.get(term) ?? 0;
    return sum;
  };
  const services = partial.map((entry) => ({
    ...entry,
    nameIdf: sumIdf(entry.nameTerms),
    descriptionIdf: sumIdf(entry.descriptionTerms),
  }));
  const averageLength = services.reduce((sum, s) => sum + s.length, 0) / Math.max(1, n);
  return {
    services,
    // A service's own name comes before its aliases.
    byId: new Map(services.toReversed().map((s) => [s.service.id, s])),
    idf,
    postings,
    averageLength: averageLength || 1,
    corrector: new TypoCorrector(vocabulary, englishWords()),
    diagnostics: services.filter(
      (s) => !s.alias && [...s.actionTerms].some((term) => DIAGNOSTIC_TERMS.has(term)),
    ),
    nameNumbers: new Set(
      catalog.flatMap((service) =>
        words(normalise(service.name))
          .map(({ word }) => word)
          .filter((word) => /^\d+$/.test(word)),
      ),
    ),
  };
}

interface Candidate {
  entry: IndexedService;
  bm25: number;
  nameCoverage: number;
  descriptionSupport: number;
  descriptionHits: number;
  nameHits: Set<string>;
  /** Word indexes of the sentence's words that hit the service. */
  hitIndexes: number[];
}

/** Tokens of a sentence, typos corrected towards the catalog's words. */
export function sentenceTokens(index: MatcherIndex, text: string): Token[] {
  return tokenize(text, (word) => index.corrector.correct(word));
}

/** BM25 and coverage of every service that shares a term with the tokens. */
function scoreTokens(index: MatcherIndex, tokens: readonly Token[]): Candidate[] {
  const queryTerms = new Map<string, { positions: number[]; exact: boolean }>();
  for (const token of tokens) {
    const seen = queryTerms.get(token.term);
    if (seen) {
      seen.positions.push(token.index);
      seen.exact ||= token.exact;
    } else queryTerms.set(token.term, { positions: [token.index], exact: token.exact });
  }
  const candidates = new Map<number, Candidate>();
  for (const [term, { positions, exact }] of queryTerms) {
    const weight = exact ? 1 : SYNONYM_WEIGHT;
    const hits = index.postings.get(term);
    if (!hits) continue;
    const idf = index.idf.get(term) ?? 0;
    for (const i of hits) {
      const entry = index.services[i] as IndexedService;
      let candidate = candidates.get(i);
      if (!candidate) {
        candidate = {
          entry,
          bm25: 0,
          nameCoverage: 0,
          descriptionSupport: 0,
          descriptionHits: 0,
          nameHits: new Set(),
          hitIndexes: [],
        };
        candidates.set(i, candidate);
      }
      const tf = entry.weightedTf.get(term) ?? 0;
      candidate.bm25 +=
        (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * entry.length) / index.averageLength));
      if (entry.nameTerms.has(term)) {
        candidate.nameCoverage += entry.nameIdf > 0 ? (weight * idf) / entry.nameIdf : 0;
        candidate.nameHits.add(term);
      } else if (entry.descriptionIdf > 0) {
        candidate.descriptionSupport += (weight * idf) / entry.descriptionIdf;
        candidate.descriptionHits++;
      }
      candidate.hitIndexes.push(...positions);
    }
  }
  return [...candidates.values()];
}

const relevance = (c: Candidate) => c.nameCoverage + c.descriptionSupport / 2;

const byRelevance = (a: Candidate, b: Candidate) =>
  relevance(b) - relevance(a) || b.bm25 - a.bm25 || a.entry.service.name.localeCompare(b.entry.service.name);

/**
 * A service matched on what it is done to alone ('the alternator' for 'Alternator Replacement'), when nothing
 * near asks for work or tells of a fault: talk about the thing, not a request.
 */
const isObjectOnly = (c: Candidate) =>
  c.entry.actionTerms.size > 0 &&
  c.entry.actionTerms.size < c.entry.nameTerms.size &&
  ![...c.nameHits].some((term) => c.entry.actionTerms.has(term));

/**
 * A fault of unknown cause told of a thing ('the brakes are grinding') whose family has a diagnostic ('Brake
 * Inspection'): that diagnostic, not the guessed repair the thing's name matched.
 */
function diagnosticFor(index: MatcherIndex, c: Candidate): Candidate {
  if (!isObjectOnly(c) || [...c.entry.actionTerms].some((term) => DIAGNOSTIC_TERMS.has(term))) return c;
  const family = index.diagnostics.find((d) => [...c.nameHits].some((term) => d.nameTerms.has(term)));
  return family
    ? { ...c, entry: family, nameHits: new Set([...c.nameHits].filter((t) => family.nameTerms.has(t))) }
    : c;
}

/** A request often comes in the sentence after the thing it is about ('The thermostat is old. Can you swap it?'). */
const CONTEXT_SENTENCES = 1;

/** Every service the sentence speaks of, best first, after the coverage gate; `context` adds the next sentence. */
function scoreSentence(index: MatcherIndex, tokens: readonly Token[], context: string): Candidate[] {
  const asksOrFaults = REQUEST_OR_FAULT.some((cue) => cue.test(context));
  const unknownCause =
    UNKNOWN_CAUSE.some((cue) => cue.test(context)) && !NAMED_JOB.some((cue) => cue.test(context));
  const scored = scoreTokens(index, tokens);
  const accepted = (unknownCause ? scored.map((c) => diagnosticFor(index, c)) : scored).filter(
    (c) =>
      (asksOrFaults || !isObjectOnly(c)) &&
      (c.nameCoverage >= (c.entry.alias ? MIN_ALIAS_COVERAGE : MIN_NAME_COVERAGE) - 1e-9 ||
        (c.nameCoverage >= MIN_PARTIAL_NAME_COVERAGE && c.descriptionSupport >= MIN_DESCRIPTION_SUPPORT) ||
        (c.descriptionHits >= 2 && c.descriptionSupport >= MIN_DESCRIPTION_ONLY)),
  );
  accepted.sort(byRelevance);
  // One request, one service: a candidate whose name words are all explained by a better one is its
  // rival ('water heater flush' vs 'tank water heater install' on "the water heater"), not a second line.
  const kept: Candidate[] = [];
  const explained = new Set<string>();
  for (const candidate of accepted) {
    const fresh = [...candidate.nameHits].some((term) => !explained.has(term));
    if (!fresh && candidate.nameHits.size > 0) continue;
    kept.push(candidate);
    for (const term of candidate.nameHits) explained.add(term);
  }
  return kept;
}

/** The areas one sentence gives add up: 'the living room (12 x 14) and the bedroom (10 x 10)'. */
function totalArea(sentence: Quantity[]): Quantity | undefined {
  const areas = sentence.filter((q) => q.kind === 'area');
  if (areas.length < 2) return areas[0];
  return { ...(areas[0] as Quantity), value: areas.reduce((sum, q) => sum + q.value, 0) };
}

const isSubset = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].every((term) => b.has(term));

/** The quantity of a matched service from its sentence, else from the whole message; none means 1. */
function quantityFor(candidate: Candidate, sentence: Quantity[], message: Quantity[]): Quantity | undefined {
  const { entry } = candidate;
  const kind = entry.unitKind;
  if (kind === 'area') return totalArea(sentence) ?? message.find((q) => q.kind === kind);
  if (kind !== 'count') return sentence.find((q) => q.kind === kind) ?? message.find((q) => q.kind === kind);
  const counts = sentence.filter((q) => q.kind === 'count');
  const related = (q: Quantity) =>
    q.noun !== null &&
    (entry.nameTerms.has(q.noun) || entry.unitTerms.has(q.noun) || entry.descriptionTerms.has(q.noun));
  const direct = counts.find(related);
  if (direct) return direct;
  if (isPersonUnit(entry)) {
    const people = counts.find(isPeople) ?? message.find((q) => q.kind === 'count' && isPeople(q));
    if (people) return people;
  }
  // A count right before the matched words ('eight showers ... drains', 'two devices').
  const near = counts.find((q) => candidate.hitIndexes.some((i) => i > q.index && i - q.index <= 4));
  if (near) return near;
  const messageCounts = message.filter((q) => q.kind === 'count');
  const elsewhere = messageCounts.find(related);
  if (elsewhere) return elsewhere;
  // The message counts one thing only and this sentence counts nothing: that is the quantity.
  if (counts.length === 0 && messageCounts.length === 1) return messageCounts[0];
  return undefined;
}

/** Clauses of a sentence: what commas, 'and', 'but', colons and brackets separate. */
const CLAUSE_BOUNDARY = /\s*[,:()]\s*|\s+(?:and|but|or|then)\s+/gi;

/**
 * The phrase of the sentence a line comes from: the clauses that hold the service's words (and the
 * quantity), so "2 toilets and a leaky kitchen sink" gives each line its own part.
 */
function sourcePhrase(index: MatcherIndex, sentence: string, candidate: Candidate, quantity?: Quantity) {
  const clauses: { start: number; end: number }[] = [];
  let last = 0;
  for (const match of sentence.matchAll(CLAUSE_BOUNDARY)) {
    if (match.index > last) clauses.push({ start: last, end: match.index });
    last = match.index + match[0].length;
  }
  if (last < sentence.length) clauses.push({ start: last, end: sentence.length });
  const relevant = clauses
    .map((clause, i) => ({ i, text: sentence.slice(clause.start, clause.end) }))
    .filter(
      ({ text }) =>
        (quantity !== undefined && text.includes(quantity.text)) ||
        sentenceTokens(index, text).some((token) => candidate.entry.weightedTf.has(token.term)),
    )
    .map(({ i }) => i);
  const first = clauses[Math.min(...relevant)];
  const final = clauses[Math.max(...relevant)];
  if (clauses.length <= 1 || !first || !final) return clip(sentence);
  return clip(sentence.slice(first.start, final.end));
}

const PERSON_NOUNS = new Set(
  [
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
const isPeople = (q: Quantity) => q.noun !== null && PERSON_NOUNS.has(q.noun);
const isPersonUnit = (entry: IndexedService) => [...entry.unitTerms].some((term) => PERSON_NOUNS.has(term));

/** Phrases that ask for work; a sentence with one and no service goes to "needs review". */
const REQUEST_CUE =
  /\b(need|needs|want|would like|quote|price|pricing|cost|how much|estimate|install|replace|repair|fix|set ?up|can you|could you|do you|looking for|proposal)\b/i;

interface Match {
  candidate: Candidate;
  sourceText: string;
  quantity: number;
}

export function matchMessage(index: MatcherIndex, text: string): Proposal {
  // Numbers that are part of service names ('Microsoft 365') are not quantities.
  const notQuantity = (q: Quantity) => !(q.kind === 'count' && index.nameNumbers.has(String(q.value)));
  const messageQuantities = extractQuantities(text).filter(notQuantity);
  const matches = new Map<string, Match>();
  const unmatched: Proposal['unmatched'] = [];
  const sentences: { text: string; tokens: Token[] }[] = [];
  const add = (candidate: Candidate, sentenceText: string) => {
    const sentenceQuantities = extractQuantities(sentenceText).filter(notQuantity);
    const found = quantityFor(candidate, sentenceQuantities, messageQuantities);
    const quantity = found?.value ?? 1;
    const previous = matches.get(candidate.entry.service.id);
    // The same service asked in two sentences is one line; the sentence that says how many wins.
    if (!previous || (quantity !== 1 && previous.quantity === 1)) {
      const sourceText = sourcePhrase(index, sentenceText, candidate, found);
      matches.set(candidate.entry.service.id, { candidate, sourceText, quantity });
    }
  };

  const segments = segmentText(text);
  segments.forEach((segment, at) => {
    const tokens = sentenceTokens(index, segment.text);
    if (tokens.length === 0) return;
    sentences.push({ text: segment.text, tokens });
    const context = segments.slice(at, at + CONTEXT_SENTENCES + 1);
    const candidates = scoreSentence(index, tokens, context.map((near) => near.text).join('\n'));
    for (const candidate of candidates) add(candidate, segment.text);
    if (candidates.length === 0 && REQUEST_CUE.test(segment.text) && unmatched.length < 5) {
      unmatched.push({ text: clip(segment.text), reason: 'No service in the catalog matches this request' });
    }
  });

  // A service whose words are spread over sentences ('the sewer line… run a camera down it').
  // Filtered before sorting: a large catalog shares a word or two with thousands of its services.
  const spread = scoreTokens(
    index,
    sentences.flatMap((sentence) => sentence.tokens),
  ).filter((c) => c.nameHits.size >= 2 && c.nameCoverage >= MIN_MESSAGE_NAME_COVERAGE);
  for (const candidate of spread.sort(byRelevance)) {
    if (matches.has(candidate.entry.service.id)) continue;
    const best = sentences
      .map((sentence) => ({
        sentence,
        hits: sentence.tokens.filter((token) => candidate.entry.nameTerms.has(token.term)).length,
      }))
      .sort((a, b) => b.hits - a.hits)[0];
    if (best) add(candidate, best.sentence.text);
  }

  // Across the message too, a service whose matched name words are all in a better match's name
  // is that match's rival ('Water heater' in the subject, 'tank water heater' in the body).
  const all = [...matches.values()];
  const kept = all.filter(
    ({ candidate }) =>
      candidate.nameHits.size === 0 ||
      !all.some(
        (other) =>
          other !== undefined &&
          other.candidate !== candidate &&
          other.candidate.nameHits.size > candidate.nameHits.size &&
          isSubset(candidate.nameHits, other.candidate.nameHits),
      ),
  );
  return {
    lines: kept.map(({ candidate, quantity, sourceText }) => ({
      serviceId: candidate.entry.service.id,
      quantity,
      sourceText,
    })),
    unmatched,
  };
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_SOURCE_TEXT ? flat : `${flat.slice(0, MAX_SOURCE_TEXT - 1)}…`;
}
