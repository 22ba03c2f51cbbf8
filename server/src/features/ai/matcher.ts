import { crewAsked } from './crew-size';
import { catalogTermsOf } from './expansion';
import { ACTION_CUES } from './lexicon/close-pairs';
import {
  FAULT_WORK_WORDS,
  NAMED_JOB_CUES,
  PRICE_OR_TIME_WORDS,
  REQUEST_CUES,
  REQUEST_OR_FAULT_CUES,
  UNKNOWN_CAUSE_CUES,
} from './lexicon/service-words';
import {
  countsAnotherLine,
  type MessageQuantities,
  quantityFor,
  thingsListed,
  totalArea,
} from './line-quantity';
import { ACTION_TERMS, DIAGNOSTIC_TERMS, type MatcherIndex, type Traits, traitsIn } from './matcher-index';
import { type MessageDocument, messageDocument, type Sentence } from './message-document';
import { actionOfAnotherThing, otherWorkWritten } from './other-work';
import type { Quantity } from './quantities';
import { type Candidate, type Entry, retrieve, sentenceTokens } from './retrieval';
import {
  completedFromDiscussion,
  discussionTokens,
  quotedActionItems,
  withoutTopicHeadings,
} from './summaries';
import { normalise, type Token, termOf, tokenize, words } from './text';
import { wordsNegated, wordsOfCircumstance, wordsOfPlace, wordsOfTime } from './where-words';

/**
 * The embedded quote engine: services retrieved per sentence of the message (retrieval.ts: MiniSearch, BM25,
 * name weighted over description), with a coverage gate so that a service is only proposed when the words
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

/** A service is proposed when enough of its name (IDF-weighted) is in the sentence. */
const MIN_NAME_COVERAGE = 0.5;
/** A tenant's phrase ("Also known as", a correction) counts when most of it is there. */
const MIN_ALIAS_COVERAGE = 0.8;
/** …or when part of its name is there and the description backs it up strongly. */
const MIN_PARTIAL_NAME_COVERAGE = 0.3;
const MIN_DESCRIPTION_SUPPORT = 0.25;
/** …or, with none of its name, when most of its description is there ('antivirus and EDR'). */
const MIN_DESCRIPTION_ONLY = 0.75;
/** An action the sentence asks for in other words ('swap it') is weaker evidence than the catalog's word. */
const CUED_ACTION_WEIGHT = 0.8;
/** Across sentences (the words of a service spread over a message), a stricter bar. */
const MIN_MESSAGE_NAME_COVERAGE = 0.8;
/** Longest phrase kept as a line's sourceText. */
const MAX_SOURCE_TEXT = 240;

const compileAll = (cues: readonly string[]) => cues.map((cue) => new RegExp(cue, 'i'));
const REQUEST_OR_FAULT = compileAll(REQUEST_OR_FAULT_CUES);
const REQUEST = compileAll(REQUEST_CUES);
const FAULT_WORK_TERMS = new Set(FAULT_WORK_WORDS.map(termOf));
const UNKNOWN_CAUSE = compileAll(UNKNOWN_CAUSE_CUES);
const NAMED_JOB = compileAll(NAMED_JOB_CUES);

const relevance = (c: Candidate) => c.nameCoverage + c.descriptionSupport / 2;

const byRelevance = (a: Candidate, b: Candidate) =>
  relevance(b) - relevance(a) || b.bm25 - a.bm25 || a.entry.service.name.localeCompare(b.entry.service.name);

/**
 * A service matched on what it is done to alone ('the alternator' for 'Alternator Replacement'), when nothing
 * near asks for work or tells of a fault: talk about the thing, not a request.
 */
function isObjectOnly(index: MatcherIndex, c: Candidate): boolean {
  const { actionTerms } = traitsIn(index, c.entry);
  return (
    actionTerms.size > 0 &&
    actionTerms.size < c.entry.nameTerms.size &&
    ![...c.nameHits].some((term) => actionTerms.has(term))
  );
}

/**
 * A fault of unknown cause told of a thing ('the brakes are grinding') whose family has a diagnostic ('Brake
 * Inspection'): that diagnostic, not the guessed repair the thing's name matched.
 */
function diagnosticFor(index: MatcherIndex, c: Candidate): Candidate {
  if (
    !isObjectOnly(index, c) ||
    [...traitsIn(index, c.entry).actionTerms].some((t) => DIAGNOSTIC_TERMS.has(t))
  ) {
    return c;
  }
  const family = index.diagnostics.find((d) => [...c.nameHits].some((term) => d.nameTerms.has(term)));
  return family
    ? { ...c, entry: family, nameHits: new Set([...c.nameHits].filter((t) => family.nameTerms.has(t))) }
    : c;
}

const ACTIONS = ACTION_CUES.map(({ cue, actions }) => ({
  cue: new RegExp(cue, 'i'),
  terms: new Set(actions.split(' ').map(termOf)),
}));

/**
 * A service whose thing is named and whose action the sentence asks for in other words ('the two outlet swaps'
 * for 'Outlet or Switch Replacement') gets that action as a word reached through the lexicon.
 */
function withCuedAction(index: MatcherIndex, context: string) {
  // Only putting in something new: a fault does not make a repair of everything the sentence names.
  const cued = ACTIONS.slice(0, 2).find(({ cue }) => cue.test(context))?.terms;
  const { idf } = index.retrieval;
  return (c: Candidate): Candidate => {
    if (!cued || c.nameHits.size === 0 || c.entry.nameIdf === 0) return c;
    const actions = [...traitsIn(index, c.entry).actionTerms].filter(
      (t) => cued.has(t) && !c.nameHits.has(t),
    );
    if (actions.length === 0) return c;
    const added = actions.reduce((sum, t) => sum + (idf.get(t) ?? 0), 0) * CUED_ACTION_WEIGHT;
    return {
      ...c,
      nameCoverage: c.nameCoverage + added / c.entry.nameIdf,
      nameHits: new Set([...c.nameHits, ...actions]),
    };
  };
}

/**
 * How well a service's action fits the sentence, for close pairs ('Faucet Repair', 'Faucet Replacement'): an
 * action the customer wrote fits best, then the action the sentence's cue asks for (lexicon/close-pairs.ts).
 */
function actionFit(index: MatcherIndex, context: string) {
  const cued = ACTIONS.find(({ cue }) => cue.test(context))?.terms;
  return (c: Candidate): number => {
    const { actionTerms } = traitsIn(index, c.entry);
    if ([...actionTerms].some((term) => c.writtenHits.has(term))) return 2;
    return cued && [...actionTerms].some((term) => cued.has(term)) ? 1 : 0;
  };
}

/** The clause of the sentence each of its words is in (commas, semicolons, colons, 'and', 'but', 'or'). */
function clausesOfWords({ normalised, words }: Sentence): number[] {
  const clauseOfWord: number[] = [];
  let clause = 0;
  for (const { word, start } of words) {
    const before = normalised.slice(0, start);
    if (/[,;:]\s*$/.test(before) || /^(and|but|or|plus)$/.test(word)) clause++;
    clauseOfWord.push(clause);
  }
  return clauseOfWord;
}

/**
 * English compounds put the thing last: a 'gas dryer' is a dryer, a 'range hood' a hood, a 'washer hose' a hose.
 * A service is not read from words that only modify another thing the catalog names ('gas' for Gas Range
 * Installation, 'range' for Oven and Range Repair): every word of its name the customer wrote for what it is done
 * to stands right before a word for another thing, one the service's name and description do not have.
 */
function thingWordsOf(index: MatcherIndex, { normalised }: Sentence, tokens: readonly Token[]) {
  const termsAt = new Map<number, { terms: Set<string>; word: string; start: number; end: number }>();
  for (const token of tokens) {
    if (token.family) continue;
    const at = termsAt.get(token.index);
    if (at) at.terms.add(token.term);
    else termsAt.set(token.index, { terms: new Set([token.term]), ...token });
  }
  /** How the sentence names what the service is done to: not at all, only as a modifier, or as the thing. */
  return (c: Candidate): 'none' | 'modifier' | 'thing' => {
    const { nameTerms, descriptionTerms } = c.entry;
    const things = [...termsAt].filter(([, at]) =>
      [...at.terms].some((term) => c.nameHits.has(term) && !ACTION_TERMS.has(term)),
    );
    if (things.length === 0) return 'none';
    const modifier = ([i, at]: (typeof things)[number]) => {
      const next = termsAt.get(i + 1);
      return (
        next !== undefined &&
        /^[\s-]*$/.test(normalised.slice(at.end, next.start)) &&
        ![...next.terms].some((term) => nameTerms.has(term) || descriptionTerms.has(term)) &&
        [...next.terms].some((term) => index.thingTerms.has(term)) &&
        !FAULT_OR_REQUEST_WORD.some((cue) => cue.test(next.word))
      );
    };
    return things.every(modifier) ? 'modifier' : 'thing';
  };
}

/** A word that tells of a fault or asks for work ('leaks', 'squeals') says what the thing does, not what it is. */
const FAULT_OR_REQUEST_WORD = [...REQUEST_OR_FAULT, ...UNKNOWN_CAUSE];

/** A request often comes in the sentence after the thing it is about ('The thermostat is old. Can you swap it?'). */
const CONTEXT_SENTENCES = 1;

/** Every service the sentence speaks of, best first, after the coverage gate; `after` is the next sentence. */
function scoreSentence(
  index: MatcherIndex,
  sentence: Sentence,
  tokens: readonly Token[],
  after: readonly Sentence[],
): Candidate[] {
  const context = [sentence, ...after].map((near) => near.text).join('\n');
  const asksOrFaults = REQUEST_OR_FAULT.some((cue) => cue.test(context));
  const asksHere = REQUEST_OR_FAULT.some((cue) => cue.test(sentence.text));
  /** Nothing asked near, only a fault told: it asks for work that answers a fault, not any work on the thing. */
  const faultOnly = asksOrFaults && !REQUEST.some((cue) => cue.test(context));
  const answersNoFault = (c: Candidate) => {
    const { actionTerms } = traitsIn(index, c.entry);
    return actionTerms.size > 0 && ![...actionTerms].some((term) => FAULT_WORK_TERMS.has(term));
  };
  // Things the next sentence names: a request there is for them, not for a thing this one only mentions.
  const thingsAfter = after
    .flatMap((near) => near.tokens)
    .map((token) => token.term)
    .filter((term) => index.thingTerms.has(term));
  /** The request or fault this sentence's thing is in: its own, or the next sentence's when that names no other. */
  const askedOf = (c: Candidate) =>
    asksHere || (asksOrFaults && thingsAfter.every((term) => c.entry.nameTerms.has(term)));
  const unknownCause =
    UNKNOWN_CAUSE.some((cue) => cue.test(context)) && !NAMED_JOB.some((cue) => cue.test(context));
  // The customer's own action word wins over a cue ('install a new faucet in place of the old one').
  const namesAction = tokens.some((token) => token.exact && ACTION_TERMS.has(token.term));
  const scored = retrieve(index.retrieval, tokens).map(
    namesAction ? (c) => c : withCuedAction(index, context),
  );
  const place = wordsOfPlace(sentence);
  const time = wordsOfTime(sentence);
  const circumstance = wordsOfCircumstance(sentence);
  /**
   * Every word of its name the customer wrote says where the work is ('a filter put in the fridge'), how long
   * something took ('wet after an hour' is no After-Hours Service) or when a fault happens ('the breaker trips
   * when the dishwasher runs' is no Dishwasher Repair).
   */
  const onlyWhereOrHowLong = (c: Candidate) => {
    const written = tokens.filter((t) => !t.family && c.nameHits.has(t.term));
    return (
      written.length > 0 &&
      written.every((t) => place.has(t.index) || time.has(t.index) || circumstance.has(t.index))
    );
  };
  const otherWork = otherWorkWritten(index, sentence, tokens);
  const actionElsewhere = actionOfAnotherThing(index, tokens);
  const thingWords = thingWordsOf(index, sentence, tokens);
  // Read before a fault's diagnostic stands in for its repair: 'laptop screen' is a screen, whose family's
  // diagnostic is still the laptop's.
  const things = scored.filter((c) => thingWords(c) !== 'modifier');
  const accepted = (unknownCause ? things.map((c) => diagnosticFor(index, c)) : things).filter(
    (c) =>
      (askedOf(c) || !isObjectOnly(index, c)) &&
      !(faultOnly && isObjectOnly(index, c) && answersNoFault(c)) &&
      !onlyWhereOrHowLong(c) &&
      !otherWork(c) &&
      !actionElsewhere(c) &&
      (c.nameCoverage >= (c.entry.alias ? MIN_ALIAS_COVERAGE : MIN_NAME_COVERAGE) - 1e-9 ||
        (c.nameCoverage >= MIN_PARTIAL_NAME_COVERAGE && c.descriptionSupport >= MIN_DESCRIPTION_SUPPORT) ||
        (c.descriptionHits >= 2 && c.descriptionSupport >= MIN_DESCRIPTION_ONLY)),
  );
  const fit = actionFit(index, context);
  const clauseOfWord = clausesOfWords(sentence);
  /** The clauses its name's words come from (its description's words only back a name up). */
  const clausesOf = (c: Candidate) =>
    new Set((c.nameHitIndexes.length > 0 ? c.nameHitIndexes : c.hitIndexes).map((i) => clauseOfWord[i]));
  /** A clause that holds nothing but the service's own words: one item of a list ('the sofa and 2 armchairs'). */
  const isBareItem = (c: Candidate, clause: number | undefined) =>
    tokens.every((t) => t.family || clauseOfWord[t.index] !== clause || c.hitIndexes.includes(t.index));
  /**
   * 1 when the words that hit a service's name come from more than one clause of the sentence, else 0. Items
   * listed before a predicate share it ('the sofa and 2 armchairs need cleaning'): they are not spread.
   */
  const spread = (c: Candidate) => {
    const clauses = [...clausesOf(c)].filter((k) => k !== undefined);
    const last = Math.max(...clauses);
    return clauses.length > 1 && clauses.some((k) => k !== last && !isBareItem(c, k)) ? 1 : 0;
  };
  // A clause that says what to do to one thing ('a security audit of our network') asks for that, not for
  // another service named there only by its object ('Network Cabling').
  const doers = accepted.filter((c) => fit(c) === 2);
  const objectOf = (c: Candidate) =>
    isObjectOnly(index, c) &&
    doers.some(
      (d) => d.entry.service.id !== c.entry.service.id && [...clausesOf(d)].some((k) => clausesOf(c).has(k)),
    );
  // A service whose words sit in one clause ('clearing the 4 floor drains') comes before one that gathers
  // them from several ('trap cleaning, … floor drains' is no 'Drain Cleaning').
  // A tenant's phrase ('knocked laptop', a correction) says what its words mean there: it comes first.
  accepted.sort(
    (a, b) =>
      spread(a) - spread(b) ||
      Number(b.entry.alias) - Number(a.entry.alias) ||
      fit(b) - fit(a) ||
      byRelevance(a, b),
  );
  // One request, one service: a candidate whose name words are all explained by a better one is its
  // rival ('water heater flush' vs 'tank water heater install' on "the water heater"), not a second line.
  const kept: Candidate[] = [];
  const explained = new Set<string>();
  // Words a kept service read as a thing of its name: another service does not read them again through a
  // synonym ('electric ranges' is Electric Range Installation, not also a Wall Oven's 'oven').
  const takenAt = new Set<number>();
  const isFresh = (candidate: Candidate, term: string) => {
    if (explained.has(term)) return false;
    const at = candidate.nameHitsAt.get(term);
    return !at || at.length === 0 || at.some((i) => !takenAt.has(i));
  };
  /**
   * Parsimony: a sentence asks once for each thing it names. A service not written whole, whose things a kept
   * service of the sentence (not written whole either) names or describes too, is that service's rival: an 'ice
   * maker ready' fridge is no Refrigerator Installation beside Ice Maker Installation.
   */
  const partial = (c: Candidate) => c.nameCoverage < 1 - 1e-9;
  const thingHits = (c: Candidate) => {
    const { actionTerms } = traitsIn(index, c.entry);
    return [...c.nameHits].filter((term) => !actionTerms.has(term));
  };
  const thingOfKept = (candidate: Candidate) =>
    partial(candidate) &&
    kept.some(
      (other) =>
        partial(other) &&
        thingHits(candidate).every(
          (term) => other.entry.nameTerms.has(term) || other.entry.descriptionTerms.has(term),
        ),
    );
  // Words a tenant's phrase took: no other service is read from them (the correction's wrong one).
  const claimed = new Set<string>();
  for (const candidate of accepted) {
    if (objectOf(candidate)) continue;
    if (readsClaimed(candidate, claimed)) continue;
    const fresh = [...candidate.nameHits].filter((term) => isFresh(candidate, term)).length;
    if (
      candidate.nameHits.size > 0 &&
      (fresh === 0 || (spread(candidate) && fresh < candidate.nameHits.size))
    ) {
      continue;
    }
    if (otherActionOfKept(index, candidate, kept)) continue;
    if (thingOfKept(candidate)) continue;
    kept.push(candidate);
    for (const term of candidate.nameHits) explained.add(term);
    const { actionTerms } = traitsIn(index, candidate.entry);
    for (const [term, at] of candidate.nameHitsAt) {
      if (!actionTerms.has(term)) for (const i of at) takenAt.add(i);
    }
    if (candidate.entry.alias) for (const term of candidate.nameHits) claimed.add(term);
  }
  return kept;
}

/**
 * Close pairs (docs/quote-eval-labelling.md): one thing in a sentence is one service. A service of a thing a better
 * one already quotes, whose action the customer did not write (a symptom's 'repair' beside the 'swap it' of
 * Faucet Replacement), is that service's rival, not a second request; both stand only when both actions are
 * written ('quote me the repair and the replacement').
 */
function otherActionOfKept(index: MatcherIndex, candidate: Candidate, kept: readonly Candidate[]) {
  const { actionTerms } = traitsIn(index, candidate.entry);
  if ([...actionTerms].some((term) => candidate.writtenHits.has(term))) return false;
  const object = [...candidate.nameHits].filter((term) => !actionTerms.has(term));
  if (object.length === 0) return false;
  return kept.some((other) => {
    const otherActions = traitsIn(index, other.entry).actionTerms;
    const otherObject = [...other.nameHits].filter((term) => !otherActions.has(term));
    return (
      otherObject.length === object.length &&
      object.every((term) => other.nameHits.has(term)) &&
      [...actionTerms].some((term) => !otherActions.has(term))
    );
  });
}

/** A service of the catalog's own read from words a tenant's phrase took ('knocked laptop' → its service only). */
const readsClaimed = (candidate: Candidate, claimed: ReadonlySet<string>) =>
  !candidate.entry.alias && [...candidate.nameHits].some((term) => claimed.has(term));

const isSubset = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].every((term) => b.has(term));

/**
 * The phrase of the sentence a line comes from: the clauses that hold the service's words (and the
 * quantity), so "2 toilets and a leaky kitchen sink" gives each line its own part.
 */
function sourcePhrase({ text: sentence, clauses }: Sentence, candidate: Candidate, quantity?: Quantity) {
  const relevant = clauses
    .map((clause, i) => ({ i, clause }))
    .filter(
      ({ clause }) =>
        (quantity !== undefined && clause.text.includes(quantity.text)) ||
        clause.tokens.some(
          (token) =>
            candidate.entry.nameTerms.has(token.term) || candidate.entry.descriptionTerms.has(token.term),
        ),
    )
    .map(({ i }) => i);
  const first = clauses[Math.min(...relevant)];
  const final = clauses[Math.max(...relevant)];
  if (clauses.length <= 1 || !first || !final) return clip(sentence);
  return clip(sentence.slice(first.start, final.end));
}

/** The sentence's tokens but those of a noun phrase it turns away ('walls only, NOT ceilings'); a symptom's stay. */
function requestedTokens(index: MatcherIndex, sentence: Sentence): Token[] {
  const negated = wordsNegated(sentence);
  return sentenceTokens(index.retrieval, sentence.text).filter(
    (token) => token.family || !negated.has(token.index),
  );
}

const PRICE_OR_TIME_TERMS = new Set(PRICE_OR_TIME_WORDS.map(termOf));
/** A sentence whose words ask only for a price, a time or a call: it asks for what the others name. */
const asksOnlyPriceOrTime = (sentence: Sentence) =>
  sentence.tokens.every((token) => PRICE_OR_TIME_TERMS.has(token.term));

/** Phrases that ask for work; a sentence with one and no service goes to "needs review". */
const REQUEST_CUE =
  /\b(need|needs|want|would like|quote|price|pricing|cost|how much|estimate|install|replace|repair|fix|set ?up|can you|could you|do you|looking for|proposal)\b/i;

interface Match {
  candidate: Candidate;
  sourceText: string;
  quantity: number;
  /** What the quantity was read from, if anything. */
  found?: Quantity;
}

/**
 * The services of a message. `text` is what it asks for now; `declined`, when given, the clauses where it turns
 * work down ("nah don't bother rotating them"): a service those clauses name is not quoted, even if asked
 * elsewhere ("should you rotate them too?").
 */
export function matchMessage(index: MatcherIndex, text: string, declined = ''): Proposal {
  // Numbers that are part of service names ('Microsoft 365 licences', '2 movers') are not quantities; the same
  // number counting something else is ('2 mattresses' beside a '2-Mover Crew').
  const notQuantity = (q: Quantity) => {
    const nameTerms = q.kind === 'count' ? index.nameNumbers.get(String(q.value)) : undefined;
    return !nameTerms || (q.noun !== null && !nameTerms.has(q.noun));
  };
  const document = messageDocument(text);
  const messageQuantities: MessageQuantities = {
    all: document.quantities.filter(notQuantity),
    area: document.sentences
      .map((sentence) => totalArea(sentence.quantities))
      .find((area) => area !== undefined),
  };
  const matches = new Map<string, Match>();
  const unmatched: Proposal['unmatched'] = [];
  /** The sentences read for services, with the tokens they ask for. */
  const asked: { sentence: Sentence; tokens: Token[] }[] = [];
  const add = (candidate: Candidate, sentence: Sentence, before: readonly Sentence[] = []) => {
    // A number of the line's own name never counts it ('Microsoft 365 accounts' is no 365 of them).
    const own = numbersInName(candidate.entry);
    const notOwn = (q: Quantity) => q.kind !== 'count' || !own.has(q.value);
    const sentenceQuantities = sentence.quantities.filter(notQuantity).filter(notOwn);
    const traits = traitsIn(index, candidate.entry);
    const listed = (near: Sentence) => thingsListed(near, index.thingTerms, candidate.entry);
    const ownMessageQuantities = { ...messageQuantities, all: messageQuantities.all.filter(notOwn) };
    const found =
      quantityFor(candidate, traits, sentenceQuantities, ownMessageQuantities) ??
      (thingUnsaid(candidate, traits)
        ? (listed(sentence) ?? (pointsBack(sentence.text) ? nearestListed(before, listed) : undefined))
        : undefined);
    const quantity = found?.value ?? 1;
    const previous = matches.get(candidate.entry.service.id);
    // The same service asked in two sentences is one line; the sentence that says how many wins.
    if (!previous || (quantity !== 1 && previous.quantity === 1)) {
      const sourceText = sourcePhrase(sentence, candidate, found);
      matches.set(candidate.entry.service.id, { candidate, sourceText, quantity, found });
    }
  };

  const crewsAsked = new Set<Entry>();
  const all = document.sentences;
  const items = quotedActionItems(all);
  const segments = items === all ? withoutTopicHeadings(all) : items;
  const discussion =
    items === all
      ? null
      : discussionTokens(
          index.retrieval,
          all.filter((segment) => !items.includes(segment)),
        );
  segments.forEach((sentence, at) => {
    const tokens = requestedTokens(index, sentence);
    if (tokens.length === 0) return;
    asked.push({ sentence, tokens });
    const after = segments.slice(at + 1, at + CONTEXT_SENTENCES + 1);
    const own = scoreSentence(index, sentence, tokens, after);
    const candidates = withCrewAsked(index, sentence, tokens, [
      ...own,
      ...completedFromDiscussion(index.retrieval, tokens, discussion, own),
    ]);
    for (const candidate of candidates) if (isCrew(index, candidate)) crewsAsked.add(candidate.entry);
    const before = segments.slice(Math.max(0, at - LISTED_BEFORE_SENTENCES), at);
    for (const candidate of candidates) add(candidate, sentence, before);
    if (
      candidates.length === 0 &&
      REQUEST_CUE.test(sentence.text) &&
      !asksOnlyPriceOrTime(sentence) &&
      unmatched.length < 5
    ) {
      unmatched.push({ text: clip(sentence.text), reason: 'No service in the catalog matches this request' });
    }
  });

  // A service whose words are spread over sentences ('the sewer line… run a camera down it').
  // Filtered before sorting: a large catalog shares a word or two with thousands of its services.
  const spread = retrieve(
    index.retrieval,
    asked.flatMap(({ tokens }) => tokens),
  ).filter((c) => c.nameHits.size >= 2 && c.nameCoverage >= MIN_MESSAGE_NAME_COVERAGE);
  const claimed = new Set(
    [...matches.values()]
      .filter(({ candidate }) => candidate.entry.alias)
      .flatMap(({ candidate }) => [...candidate.nameHits]),
  );
  // Words the lines of the sentences already read make no further line ('the ice maker' → Ice Maker Repair;
  // 'washer repairs and dryer vent cleanings' is no Dryer Repair): each word asked for one thing.
  const lineCandidates = [...matches.values()].map(({ candidate }) => candidate);
  const lineReads = new Set([...matches.values()].flatMap(({ candidate }) => [...candidate.nameHits]));
  let readers: ReturnType<typeof thingWordsOf>[] | undefined;
  const thingReaders = () => {
    readers ??= asked.map(({ sentence, tokens }) => thingWordsOf(index, sentence, tokens));
    return readers;
  };
  for (const candidate of spread.sort(byRelevance)) {
    if (matches.has(candidate.entry.service.id) || readsClaimed(candidate, claimed)) continue;
    if (isSubset(candidate.nameHits, lineReads)) continue;
    if (otherActionOfKept(index, candidate, lineCandidates)) continue;
    const named = thingReaders().map((thingWords) => thingWords(candidate));
    if (named.includes('modifier') && !named.includes('thing')) continue;
    const best = asked
      .map(({ sentence, tokens }) => ({
        sentence,
        hits: tokens.filter((token) => candidate.entry.nameTerms.has(token.term)).length,
      }))
      .sort((a, b) => b.hits - a.hits)[0];
    if (best) add(candidate, best.sentence);
  }

  const turnedDown = declinedServices(index, messageDocument(declined));
  // One crew moves the customer: a crew of another size than the one asked is not quoted beside it.
  const otherCrew = ({ candidate }: Match) =>
    crewsAsked.size > 0 && isCrew(index, candidate) && !crewsAsked.has(candidate.entry);
  const kept = sharedOut(
    index,
    withoutOthersCounts(
      index,
      withoutRivals(index, [...matches.values()]).filter(
        (match) => !turnedDown.has(match.candidate.entry.service.id) && !otherCrew(match),
      ),
    ),
  );
  return {
    lines: kept.map(({ candidate, quantity, sourceText }) => ({
      serviceId: candidate.entry.service.id,
      quantity,
      sourceText,
    })),
    // A request on 'it' or 'them' that names no thing ('Can someone come fix it?') is for what the lines quote.
    unmatched: kept.length > 0 ? unmatched.filter(({ text }) => !pointsBackOnly(index, text)) : unmatched,
  };
}

const pointsBackOnly = (index: MatcherIndex, sentence: string) =>
  /\b(it|them|those|these|that|this|one)\b/i.test(sentence) &&
  !tokenize(sentence).some((token) => index.thingTerms.has(token.term));

const numbersInName = (entry: Entry) =>
  new Set(
    words(normalise(entry.service.name))
      .filter(({ word }) => /^\d+$/.test(word))
      .map(({ word }) => Number(word)),
  );

const isCrew = (index: MatcherIndex, candidate: Candidate) =>
  index.crews.some((crew) => crew.entry === candidate.entry);

/**
 * The crew a sentence counts ('2 guys n a truck', 'four movers') is the service of that size, in place of the
 * crews of other sizes its words also read.
 */
function withCrewAsked(
  index: MatcherIndex,
  sentence: Sentence,
  tokens: readonly Token[],
  candidates: Candidate[],
): Candidate[] {
  if (index.crews.length === 0) return candidates;
  const crew = crewAsked(index.crews, sentence, new Set(tokens.map((token) => token.term)));
  if (!crew) return candidates;
  const others = candidates.filter((c) => !isCrew(index, c));
  const asked =
    candidates.find((c) => c.entry === crew.entry) ??
    retrieve(index.retrieval, tokens).find((c) => c.entry === crew.entry);
  return asked ? [...others, asked] : others;
}

/** How many sentences back 'them' may find the things it stands for. */
const LISTED_BEFORE_SENTENCES = 2;

/** 'can you haul them away?': the sentence does its work on things said before. */
const pointsBack = (sentence: string) => /\b(them|those|these)\b/i.test(sentence);

/** The things the nearest sentence before lists, if any. */
const nearestListed = (before: readonly Sentence[], listed: (sentence: Sentence) => Quantity | undefined) =>
  before
    .toReversed()
    .map(listed)
    .find((found) => found !== undefined);

/** A line whose thing the sentence does not say ('haul-away' for Appliance Haul-Away): it is done to what is listed. */
const thingUnsaid = (candidate: Candidate, traits: Traits) =>
  [...candidate.entry.nameTerms].some(
    (term) => !traits.actionTerms.has(term) && !candidate.nameHits.has(term),
  );

/** A count of what another line of the message names is that line's, not this one's: this one is one. */
function withoutOthersCounts(index: MatcherIndex, matches: Match[]): Match[] {
  const entries = matches.map(({ candidate }) => candidate.entry);
  return matches.map((match) => {
    const { entry } = match.candidate;
    return countsAnotherLine(match.found, traitsIn(index, entry), entry, entries)
      ? { ...match, quantity: 1, found: undefined }
      : match;
  });
}

/**
 * A total several lines were each given is one each: 'oil changes x2' for a synthetic and a regular one, 'quote
 * the three installs' for a dishwasher, a range and a microwave (a count of the work itself, as many as the lines).
 */
function sharedOut(index: MatcherIndex, matches: Match[]): Match[] {
  // One quantity given to several lines, not two said alike ('replace both of them … cables in both of them').
  const key = (found: Quantity) => `${found.text}|${found.value}|${found.index}`;
  const countsWork = ({ candidate, found }: Match) => {
    const { actionTerms, unitTerms } = traitsIn(index, candidate.entry);
    return found?.noun != null && actionTerms.has(found.noun) && !unitTerms.has(found.noun);
  };
  const given = new Map<string, Match[]>();
  for (const match of matches) {
    if (match.found) given.set(key(match.found), [...(given.get(key(match.found)) ?? []), match]);
  }
  return matches.map((match) => {
    const sharers = match.found ? (given.get(key(match.found)) ?? []) : [];
    const lines = sharers.length;
    const countsLines = match.found?.value === lines;
    const shares =
      match.found?.shared ||
      (countsLines && countsWork(match)) ||
      (countsLines && countsKindsOfOneThing(index, sharers));
    return lines > 1 && shares ? { ...match, quantity: 1 } : match;
  });
}

/**
 * Lines of one work on kinds of one thing, each given the count of that thing ('both openers' for a belt drive
 * and a chain drive opener installation), count one thing each. Lines of different work on it ('replace both
 * openers': removal and installation) each do them all.
 */
function countsKindsOfOneThing(index: MatcherIndex, sharers: Match[]): boolean {
  const [first] = sharers;
  const noun = first?.found?.noun;
  if (!first || noun == null) return false;
  const actionsOf = (match: Match) =>
    [...traitsIn(index, match.candidate.entry).actionTerms].sort().join(' ');
  const namesThing = (match: Match) =>
    catalogTermsOf(noun).some((t) => match.candidate.entry.nameTerms.has(t));
  return sharers.every((match) => namesThing(match) && actionsOf(match) === actionsOf(first));
}

/** Services a declining clause names by the customer's own words, most of their name there. */
function declinedServices(index: MatcherIndex, declined: MessageDocument): Set<string> {
  const ids = new Set<string>();
  for (const segment of declined.sentences) {
    for (const candidate of retrieve(index.retrieval, sentenceTokens(index.retrieval, segment.text))) {
      if (candidate.nameCoverage >= MIN_NAME_COVERAGE && candidate.writtenHits.size > 0) {
        ids.add(candidate.entry.service.id);
      }
    }
  }
  return ids;
}

/**
 * Across the message, one thing is one line: a service whose matched name words are all in a better match's
 * name is that match's rival ('Water heater' in the subject, 'tank water heater' in the body), and a service
 * named only by its object ('the water heater') yields to one of the same object whose action the message
 * says ('flushed every year' → Water Heater Flush).
 */
function withoutRivals(index: MatcherIndex, all: Match[]): Match[] {
  const objectOf = (c: Candidate) => {
    const { actionTerms } = traitsIn(index, c.entry);
    return [...c.nameHits].filter((term) => !actionTerms.has(term));
  };
  const saysAction = (c: Candidate) => objectOf(c).length < c.nameHits.size;
  return all.filter(({ candidate }) => {
    if (candidate.nameHits.size === 0) return true;
    const object = objectOf(candidate);
    return !all.some(({ candidate: other }) => {
      if (other === candidate) return false;
      const wider =
        other.nameHits.size > candidate.nameHits.size && isSubset(candidate.nameHits, other.nameHits);
      const sameThing =
        !saysAction(candidate) &&
        saysAction(other) &&
        object.length > 0 &&
        object.every((term) => other.entry.nameTerms.has(term));
      return wider || sameThing;
    });
  });
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_SOURCE_TEXT ? flat : `${flat.slice(0, MAX_SOURCE_TEXT - 1)}…`;
}
