import MiniSearch from 'minisearch';
import type { CatalogService } from './catalog';
import { englishWords } from './english-words';
import { expandTokens } from './expansion';
import { ACTION_WORDS } from './lexicon/service-words';
import { SYNONYMS, VARIANTS } from './lexicon/words';
import type { Token } from './text';
import { normalise, STOP_WORDS, termOf, tokenize, words } from './text';

/**
 * Service retrieval: MiniSearch (BM25 over name and description, fuzzy for typos) over every name a service
 * goes by, on the matcher's own terms (stemmed, folded through the thesaurus), so a query and the index meet
 * on the same words; typos are corrected with MiniSearch's fuzzy search over the catalog's words. What MiniSearch matched is turned into the evidence the matcher's gates read: how much
 * of a service's name (IDF-weighted) the words cover, and how much of its description backs it.
 */

/** A name word weighs three description words: the name says what the service is. */
const NAME_BOOST = 3;
/** A word reached through a synonym ('laptop' for 'workstation') is weaker evidence than the word. */
const SYNONYM_WEIGHT = 0.8;
const ACTION_TERMS = new Set(ACTION_WORDS.map(termOf));
/** The lexicon's words are words a typo may stand for too ('clogd' → 'clog'). */
const LEXICON_WORDS = [...VARIANTS, ...SYNONYMS].flatMap((group) => group.split(' '));
/** Typos are corrected only on words this long: shorter ones sit too close to other real words. */
const MIN_TYPO_LENGTH = 5;

/** One name of a service: its own (with its description) or a tenant's "Also known as" phrase. */
export interface Entry {
  service: CatalogService;
  /** A tenant's phrase: it must be there nearly whole, since it has no description to back it. */
  alias: boolean;
  nameTerms: Set<string>;
  /** Description terms that are not name terms. */
  descriptionTerms: Set<string>;
  nameIdf: number;
  descriptionIdf: number;
}

export interface Retrieval {
  entries: Entry[];
  search: MiniSearch<{ id: number; name: string; description: string }>;
  idf: Map<string, number>;
  corrector: TypoCorrector;
  /** Verbs whose particle tells the catalog's services apart ('move' → in, out): see joinParticles. */
  particles: ParticleVerbs;
}

export interface Candidate {
  entry: Entry;
  /** MiniSearch's BM25 score: the tie-breaker between equally covered services. */
  bm25: number;
  /** IDF-weighted share of the name the words cover (1 = all of it). */
  nameCoverage: number;
  descriptionSupport: number;
  descriptionHits: number;
  nameHits: Set<string>;
  /** Terms hit by words the customer wrote or their synonyms (not added by a symptom). */
  writtenHits: Set<string>;
  /** Word indexes of the sentence's words that hit the service. */
  hitIndexes: number[];
  /** Those of them that hit a word of its name. */
  nameHitIndexes: number[];
  /** Where each name term was read: the word indexes of the words (or their synonyms) that hit it. */
  nameHitsAt: Map<string, number[]>;
}

const termsOf = (text: string | null): string[] => (text ? tokenize(text).map((t) => t.term) : []);

/**
 * Every name a service goes by: its own (with its description) and each "Also known as" phrase of the tenant,
 * indexed as a name of its own, so a phrase matches on its words alone and quotes the service.
 */
function namesOf(catalog: readonly CatalogService[]) {
  return catalog.flatMap((service) => [
    { service, name: service.name, description: service.description ?? '', alias: false },
    ...service.aliases.map((alias) => ({ service, name: alias, description: '', alias: true })),
  ]);
}

export function buildRetrieval(catalog: readonly CatalogService[]): Retrieval {
  const particles = particleVerbs(catalog.map((service) => service.name));
  const names = namesOf(catalog).map((entry) => ({
    ...entry,
    name: joinParticles(entry.name, particles),
    description: joinParticles(entry.description, particles),
  }));
  const search = new MiniSearch<{ id: number; name: string; description: string }>({
    fields: ['name', 'description'],
    tokenize: (text) => termsOf(text),
    processTerm: (term) => term,
    searchOptions: {
      boost: { name: NAME_BOOST },
      tokenize: (text) => text.split(' ').filter(Boolean),
      processTerm: (term) => term,
    },
  });
  search.addAll(names.map(({ name, description }, id) => ({ id, name, description })));

  const partial = names.map(({ service, name, description, alias }) => {
    const nameTerms = new Set(termsOf(name));
    return {
      service,
      alias,
      nameTerms,
      descriptionTerms: new Set(termsOf(description).filter((term) => !nameTerms.has(term))),
    };
  });
  const documentFrequency = new Map<string, number>();
  for (const entry of partial) {
    for (const term of new Set([...entry.nameTerms, ...entry.descriptionTerms])) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const n = partial.length;
  const idf = new Map<string, number>();
  for (const [term, df] of documentFrequency) idf.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  const sumIdf = (terms: Iterable<string>) => {
    let sum = 0;
    for (const term of terms) sum += idf.get(term) ?? 0;
    return sum;
  };
  const entries = partial.map((entry) => ({
    ...entry,
    nameIdf: sumIdf(entry.nameTerms),
    descriptionIdf: sumIdf(entry.descriptionTerms),
  }));
  const vocabulary = names.flatMap(({ name, description }) =>
    words(normalise(`${name} ${description}`))
      .map(({ word }) => word)
      .filter((word) => !STOP_WORDS.has(word) && !/\d/.test(word)),
  );
  return { entries, search, idf, corrector: new TypoCorrector([...vocabulary, ...LEXICON_WORDS]), particles };
}

/**
 * Typo correction: a word that is neither the catalog's nor English ('toilit', 'firewal') is read as the catalog
 * word MiniSearch finds one edit away (two on long words, or a swap of two letters: 'drian'), keeping the first
 * letter, as people do ('later' is never 'water').
 */
class TypoCorrector {
  private readonly index = new MiniSearch<{ id: number; word: string }>({ fields: ['word'] });
  private readonly known: Set<string>;
  private readonly cache = new Map<string, string | null>();

  constructor(words: Iterable<string>) {
    this.known = new Set(words);
    this.index.addAll([...this.known].map((word, id) => ({ id, word })));
  }

  correct(word: string): string | null {
    if (
      word.length < MIN_TYPO_LENGTH ||
      /\d/.test(word) ||
      this.known.has(word) ||
      englishWords().has(word)
    ) {
      return null;
    }
    let found = this.cache.get(word);
    if (found === undefined) {
      found = this.nearest(word, word.length >= 8 ? 2 : 1) ?? this.swapped(word);
      this.cache.set(word, found);
    }
    return found;
  }

  private nearest(word: string, edits: number): string | null {
    const hit = this.index
      .search(word, { fuzzy: edits, fields: ['word'] })
      .map((result) => result.terms[0] ?? '')
      .find((candidate) => candidate[0] === word[0]);
    return hit ?? null;
  }

  /** Two letters swapped: the same letters, two edits apart. */
  private swapped(word: string): string | null {
    const letters = (w: string) => [...w].sort().join('');
    const hit = this.index
      .search(word, { fuzzy: 2, fields: ['word'] })
      .map((result) => result.terms[0] ?? '')
      .find((candidate) => candidate[0] === word[0] && letters(candidate) === letters(word));
    return hit ?? null;
  }
}

/** Tokens of a sentence, typos corrected towards the catalog's words, with the lexicon's words for them. */
export function sentenceTokens(retrieval: Retrieval, text: string): Token[] {
  const correct = (word: string) => retrieval.corrector.correct(word);
  const joined = joinParticles(text, retrieval.particles);
  return expandTokens(joined, tokenize(joined, correct), correct);
}

/** Particles of phrasal verbs, each as the one it stands for ('move into' is 'move in'). */
const PARTICLE_OF: Readonly<Record<string, string>> = {
  in: 'in',
  into: 'in',
  out: 'out',
  up: 'up',
  down: 'down',
  off: 'off',
  on: 'on',
  over: 'over',
};
const PARTICLE_PHRASE = /\b([a-z]+)([\s-]+)(into|in|out|up|down|off|on|over)\b/gi;

/** A verb's term → the particles it takes in the catalog's hyphenated names. */
type ParticleVerbs = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * Verbs the catalog names with two particles ('Move-In Cleaning', 'Move-Out Cleaning'): there the particle is
 * what tells the services apart, not a stop word. A verb with one ('Tune-Up') is still read by itself.
 */
function particleVerbs(names: readonly string[]): ParticleVerbs {
  const found = new Map<string, Set<string>>();
  for (const name of names) {
    for (const [, verb = '', , particle = ''] of name
      .toLowerCase()
      .matchAll(/\b([a-z]+)(-)(into|in|out|up|down|off|on|over)\b/g)) {
      const term = termOf(verb);
      found.set(term, (found.get(term) ?? new Set()).add(PARTICLE_OF[particle] ?? particle));
    }
  }
  return new Map([...found].filter(([, particles]) => particles.size > 1));
}

/**
 * Such a verb and its particle, written with a hyphen or a space and in any form ('moving out', 'move-out'),
 * read as one word ('moveout'), padded to the same length so what follows keeps its offsets.
 */
function joinParticles(text: string, verbs: ParticleVerbs): string {
  if (verbs.size === 0) return text;
  return text.replace(PARTICLE_PHRASE, (phrase, verb: string, _gap: string, particle: string) => {
    const term = termOf(verb.toLowerCase());
    const canonical = PARTICLE_OF[particle.toLowerCase()] ?? '';
    if (!verbs.get(term)?.has(canonical)) return phrase;
    return `${term}${canonical}`.padEnd(phrase.length, ' ');
  });
}

interface QueryTerm {
  positions: number[];
  exact: boolean;
  /** Only ever written as a past form ('switched it off', 'was shocked'): a verb, not the thing a service is for. */
  pastForm: boolean;
  /** Set when only a symptom added the term: the family it speaks for. */
  family?: readonly string[];
}

/** BM25 and coverage of every service that shares a term with the tokens. */
export function retrieve(retrieval: Retrieval, tokens: readonly Token[]): Candidate[] {
  const query = new Map<string, QueryTerm>();
  for (const token of tokens) {
    const seen = query.get(token.term);
    if (seen) {
      seen.positions.push(token.index);
      seen.exact ||= token.exact;
      seen.pastForm &&= isPastForm(token);
      if (!token.family) delete seen.family;
    } else {
      query.set(token.term, {
        positions: [token.index],
        exact: token.exact,
        pastForm: isPastForm(token),
        family: token.family,
      });
    }
  }
  if (query.size === 0) return [];
  const results = retrieval.search.search([...query.keys()].join(' '));
  const candidates: Candidate[] = [];
  for (const result of results) {
    const entry = retrieval.entries[result.id as number] as Entry;
    const candidate: Candidate = {
      entry,
      bm25: result.score,
      nameCoverage: 0,
      descriptionSupport: 0,
      descriptionHits: 0,
      nameHits: new Set(),
      writtenHits: new Set(),
      hitIndexes: [],
      nameHitIndexes: [],
      nameHitsAt: new Map(),
    };
    for (const term of Object.keys(result.match)) {
      const source = query.get(term);
      if (!source || (source.family && !isOfFamily(entry, source.family))) continue;
      // A tenant's phrase was taken from a message, past forms and all ('knocked laptop').
      if (source.pastForm && !entry.alias && !ACTION_TERMS.has(term)) continue;
      const weight = source.exact ? 1 : SYNONYM_WEIGHT;
      if (!source.family) candidate.writtenHits.add(term);
      const idf = retrieval.idf.get(term) ?? 0;
      if (entry.nameTerms.has(term)) {
        candidate.nameCoverage += entry.nameIdf > 0 ? (weight * idf) / entry.nameIdf : 0;
        candidate.nameHits.add(term);
        candidate.nameHitIndexes.push(...source.positions);
        candidate.nameHitsAt.set(term, [...source.positions]);
      } else if (entry.descriptionTerms.has(term)) {
        if (entry.descriptionIdf > 0) candidate.descriptionSupport += (weight * idf) / entry.descriptionIdf;
        candidate.descriptionHits++;
      }
      candidate.hitIndexes.push(...source.positions);
    }
    if (candidate.hitIndexes.length > 0) candidates.push(candidate);
  }
  return candidates;
}

/** A service of a symptom's family: its name has at least half the family's words other than the action. */
function isOfFamily(entry: Entry, family: readonly string[]): boolean {
  const things = family.filter((term) => !ACTION_TERMS.has(term));
  const named = things.filter((term) => entry.nameTerms.has(term)).length;
  return things.length === 0
    ? family.some((term) => entry.nameTerms.has(term))
    : named > 0 && named * 2 >= things.length;
}

/** A word the customer wrote in a past form ('switched', 'shocked'); the lexicon's words are never one. */
const isPastForm = (token: Token) => token.exact && token.word.endsWith('ed') && token.word.length > 4;
