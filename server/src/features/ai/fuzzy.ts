/**
 * Typo tolerance: a word that is neither in the catalog's vocabulary nor an English word is read as the catalog
 * word one edit away
 * ('toilit' → 'toilet', 'firewal' → 'firewall'). Candidates come from a deletion index (the SymSpell
 * idea), so a lookup costs a few map reads however big the catalog is.
 */

/** Words shorter than this are never corrected: too many real words sit one edit apart. */
const MIN_LENGTH = 5;

function deletions(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    rows.push(row);
  }
  const first = rows[0] as number[];
  for (let j = 0; j <= b.length; j++) first[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const up = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

export class TypoCorrector {
  private readonly byDeletion = new Map<string, Set<string>>();
  private readonly vocabulary = new Set<string>();
  private readonly cache = new Map<string, string | null>();

  constructor(
    vocabulary: Iterable<string>,
    private readonly ignore: ReadonlySet<string>,
  ) {
    for (const word of vocabulary) {
      if (this.vocabulary.has(word)) continue;
      this.vocabulary.add(word);
      if (word.length < MIN_LENGTH - 1) continue;
      for (const key of deletions(word)) {
        let set = this.byDeletion.get(key);
        if (!set) {
          set = new Set();
          this.byDeletion.set(key, set);
        }
        set.add(word);
      }
    }
  }

  /** The vocabulary word meant by `word`, or null when it is known, a real word, or too far from any. */
  correct(word: string): string | null {
    if (this.vocabulary.has(word) || word.length < MIN_LENGTH || this.ignore.has(word) || /\d/.test(word)) {
      return null;
    }
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    let best: string | null = null;
    let bestDistance = 2;
    for (const key of deletions(word)) {
      for (const candidate of this.byDeletion.get(key) ?? []) {
        // People keep the first letter right; 'later' is not 'water'.
        if (candidate[0] !== word[0]) continue;
        const allowed = word.length >= 8 ? 2 : 1;
        const distance = editDistance(word, candidate, allowed);
        if (distance <= allowed && (distance < bestDistance || best === null)) {
          best = candidate;
          bestDistance = distance;
        }
      }
    }
    this.cache.set(word, best);
    return best;
  }
}
