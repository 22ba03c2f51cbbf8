import type { CatalogService } from './catalog';
import { type CrewSized, crewSizedOf } from './crew-size';
import { ACTION_WORDS, DIAGNOSTIC_WORDS } from './lexicon/service-words';
import { oneOfDescribed, PERIOD_WORDS, type UnitTraits, unitKindOf } from './line-quantity';
import { buildRetrieval, type Entry, type Retrieval } from './retrieval';
import { normalise, termOf, words } from './text';

/** What the matcher's rules read of a service beyond its words. */
export interface Traits extends UnitTraits {
  /** Terms of the name that say what is done ('replacement'), not to what ('alternator'). */
  actionTerms: Set<string>;
}

/** A catalog made ready for the matcher: its retrieval index and what its rules read of each service. */
export interface MatcherIndex {
  retrieval: Retrieval;
  traits: Map<Entry, Traits>;
  /** Numbers that are words of service names ('365'), each with the terms of the names that hold it. */
  nameNumbers: Map<string, Set<string>>;
  /** Services whose names give the size of their crew ('2-Mover Crew'). */
  crews: CrewSized[];
  /** The services that find a fault's cause ('Brake Inspection', 'Transmission Diagnostic'). */
  diagnostics: Entry[];
  /** Words the catalog's names use for things, not actions ('hood', 'dryer', 'hose'). */
  thingTerms: Set<string>;
}

export const ACTION_TERMS = new Set(ACTION_WORDS.map(termOf));
export const DIAGNOSTIC_TERMS = new Set(DIAGNOSTIC_WORDS.map(termOf));

function traitsOf(entry: Entry): Traits {
  const unit = entry.service.unit;
  return {
    actionTerms: new Set([...entry.nameTerms].filter((term) => ACTION_TERMS.has(term))),
    unitTerms: new Set(
      words(normalise(unit ?? ''))
        .map(({ word }) => word)
        .filter((word) => !PERIOD_WORDS.has(word))
        .map(termOf),
    ),
    unitKind: unitKindOf(unit),
    oneOfTerms: oneOfDescribed(entry),
  };
}

export function buildMatcherIndex(catalog: readonly CatalogService[]): MatcherIndex {
  const retrieval = buildRetrieval(catalog);
  const traits = new Map(retrieval.entries.map((entry) => [entry, traitsOf(entry)]));
  return {
    retrieval,
    traits,
    diagnostics: retrieval.entries.filter(
      (entry) =>
        !entry.alias &&
        [...(traits.get(entry)?.actionTerms ?? [])].some((term) => DIAGNOSTIC_TERMS.has(term)),
    ),
    thingTerms: new Set(
      retrieval.entries
        .filter((entry) => !entry.alias)
        .flatMap((entry) => [...entry.nameTerms].filter((term) => !ACTION_TERMS.has(term))),
    ),
    nameNumbers: numbersOfNames(retrieval.entries),
    crews: crewSizedOf(retrieval.entries),
  };
}

/** The numbers service names hold ('Microsoft 365 Licence', '2-Mover Crew'), with the other terms of those names. */
function numbersOfNames(entries: readonly Entry[]): Map<string, Set<string>> {
  const numbers = new Map<string, Set<string>>();
  for (const entry of entries) {
    for (const { word } of words(normalise(entry.service.name))) {
      if (!/^\d+$/.test(word)) continue;
      const terms = numbers.get(word) ?? new Set<string>();
      for (const term of entry.nameTerms) terms.add(term);
      numbers.set(word, terms);
    }
  }
  return numbers;
}

export const traitsIn = (index: MatcherIndex, entry: Entry) => index.traits.get(entry) as Traits;
