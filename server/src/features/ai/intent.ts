import { INTENT_CUES as cues } from './lexicon/intent-cues';

/**
 * Which parts of a message ask for work now. A message is cut into clauses (sentences, then commas, 'but',
 * semicolons and dashes), and a clause that speaks of past work, declines work, imagines it, or is someone
 * else's, or only mentions it, is set aside; so is what follows "instead of" or "not the". The cues are data (lexicon/intent-cues.ts).
 */
export type Intent = 'requested' | 'past' | 'declined' | 'hypothetical' | 'mentioned' | 'someoneElse';

export interface Clause {
  text: string;
  intent: Intent;
}

const compileAll = (patterns: string[]) => patterns.map((pattern) => new RegExp(pattern, 'i'));
const CLAUSE_CUES: [Exclude<Intent, 'requested'>, RegExp[]][] = [
  ['past', compileAll(cues.past)],
  ['declined', compileAll(cues.declined)],
  ['hypothetical', compileAll(cues.hypothetical)],
  ['mentioned', compileAll(cues.mentioned)],
  ['someoneElse', compileAll(cues.someoneElse)],
];
const SCOPED = compileAll(cues.scoped);

const SENTENCE = /(?<=[.!?])\s+|\n+/;
const CLAUSE =
  /\s*[,;:]?\s+(?:but|however|although|though|whereas|and now|now that)\s+|\s*[,;:]\s+|\s+[-–—]\s+/i;

export function intentOf(clause: string): Intent {
  // Cues are written with a straight apostrophe; mail and phones type a curly one ('don’t').
  const plain = clause.replace(/[’‘]/g, "'");
  for (const [intent, patterns] of CLAUSE_CUES) {
    if (patterns.some((pattern) => pattern.test(plain))) return intent;
  }
  return 'requested';
}

/** A clause, split where a scoped cue starts: what precedes keeps its intent, what follows is declined. */
function withScopedCue(text: string): Clause[] {
  for (const pattern of SCOPED) {
    const match = pattern.exec(text);
    if (match) {
      const before = text.slice(0, match.index).trim();
      return [
        ...(before ? [{ text: before, intent: intentOf(before) }] : []),
        { text: text.slice(match.index).trim(), intent: 'declined' as const },
      ];
    }
  }
  return [{ text, intent: intentOf(text) }];
}

/** A filler between commas ('for the, um, the furnace tune-up') is a pause, not the end of a clause. */
const FILLER = /,\s*(?:u+m+|u+h+|e+r+m*|a+h+)\s*,\s*/gi;

export function clausesOf(text: string): Clause[][] {
  return text
    .split(SENTENCE)
    .map((sentence) =>
      sentence
        .replace(FILLER, ' ')
        .split(CLAUSE)
        .map((clause) => clause.trim())
        .filter((clause) => /[a-z0-9]/i.test(clause))
        .flatMap(withScopedCue),
    )
    .filter((sentence) => sentence.length > 0);
}

const WITHDRAWN = compileAll(cues.withdrawn);
const withdraws = (sentence: Clause[]) =>
  sentence.some((clause) => WITHDRAWN.some((pattern) => pattern.test(clause.text.replace(/[’‘]/g, "'"))));

/**
 * The sentences after the last one that takes back what was asked ('… it's fine now. Never mind.'): before it,
 * nothing stands.
 */
function afterWithdrawal(sentences: Clause[][]): Clause[][] {
  const last = sentences.findLastIndex(withdraws);
  return last < 0 ? sentences : sentences.slice(last + 1);
}

/** The message with only what is asked for now, one sentence per line. */
export const requestedText = (text: string): string => requestedOf(clausesOf(text));

/**
 * What a message asks for now (requestedText) and the clauses where it turns work down, whole (not the part after
 * "not the"), one per line: its clauses and their intent read once for both.
 */
export function askedAndDeclined(text: string): { requested: string; declined: string } {
  const sentences = clausesOf(text);
  return { requested: requestedOf(sentences), declined: declinedOf(sentences) };
}

function requestedOf(sentences: Clause[][]): string {
  return afterWithdrawal(sentences)
    .map((sentence) =>
      sentence
        .filter((clause) => clause.intent === 'requested')
        .map((clause) => clause.text)
        .join(', '),
    )
    .filter((sentence) => sentence.length > 0)
    .join('\n');
}

function declinedOf(sentences: Clause[][]): string {
  return sentences
    .flatMap((sentence) =>
      sentence.filter((clause) => clause.intent === 'declined' && intentOf(clause.text) === 'declined'),
    )
    .map((clause) => clause.text)
    .join('\n');
}
