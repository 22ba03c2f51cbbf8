import { extractQuantities, type Quantity } from './quantities';
import { normalise, type Segment, segmentText, type Token, tokenize, words } from './text';

/**
 * A message read once, as an NLP pipeline's document: its sentences (text.ts `segmentText`), and for each its
 * normalised text, its words, its tokens, its clauses and its quantities, each computed the first time a stage
 * asks and kept. The stages of the lexical engine read these in place of normalising and splitting the same
 * sentence again.
 */

/** A word of a normalised text, where it sits (text.ts `words`). */
export type Word = ReturnType<typeof words>[number];

/** A clause of a sentence (what commas, 'and', 'but', colons and brackets separate), with its tokens. */
export interface Clause {
  text: string;
  /** Offsets of the clause in its sentence. */
  start: number;
  end: number;
  tokens: readonly Token[];
}

export interface Sentence extends Segment {
  /** text.ts `normalise` of the text. */
  readonly normalised: string;
  /** Every word of the normalised text, stop words included. */
  readonly words: readonly Word[];
  /** text.ts `tokenize` of the text: its meaningful tokens. */
  readonly tokens: readonly Token[];
  readonly clauses: readonly Clause[];
  /** quantities.ts `extractQuantities` of the text. */
  readonly quantities: readonly Quantity[];
}

export interface MessageDocument {
  readonly text: string;
  readonly sentences: readonly Sentence[];
  /** The quantities of the whole text (their `sentence` counts the sentences of it). */
  readonly quantities: readonly Quantity[];
}

/** Clause boundaries of a sentence: commas, colons, brackets, 'and', 'but', 'or', 'then'. */
const CLAUSE_BOUNDARY = /\s*[,:()]\s*|\s+(?:and|but|or|then)\s+/gi;

function clausesOf(text: string): Clause[] {
  const spans: { start: number; end: number }[] = [];
  let last = 0;
  for (const match of text.matchAll(CLAUSE_BOUNDARY)) {
    if (match.index > last) spans.push({ start: last, end: match.index });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ start: last, end: text.length });
  return spans.map(({ start, end }) => {
    const clause = text.slice(start, end);
    return { text: clause, start, end, tokens: tokenize(clause) };
  });
}

class ReadSentence implements Sentence {
  #normalised?: string;
  #words?: readonly Word[];
  #tokens?: readonly Token[];
  #clauses?: readonly Clause[];
  #quantities?: readonly Quantity[];

  constructor(
    readonly text: string,
    readonly start: number,
  ) {}

  get normalised() {
    this.#normalised ??= normalise(this.text);
    return this.#normalised;
  }

  get words() {
    this.#words ??= words(this.normalised);
    return this.#words;
  }

  get tokens() {
    this.#tokens ??= tokenize(this.text);
    return this.#tokens;
  }

  get clauses() {
    this.#clauses ??= clausesOf(this.text);
    return this.#clauses;
  }

  get quantities() {
    this.#quantities ??= extractQuantities(this.text);
    return this.#quantities;
  }
}

/** One sentence (or any short text) read on its own. */
export const readSentence = (text: string, start = 0): Sentence => new ReadSentence(text, start);

class ReadMessage implements MessageDocument {
  readonly sentences: readonly Sentence[];
  #quantities?: readonly Quantity[];

  constructor(readonly text: string) {
    this.sentences = segmentText(text).map((segment) => readSentence(segment.text, segment.start));
  }

  get quantities() {
    this.#quantities ??= extractQuantities(this.text);
    return this.#quantities;
  }
}

/** The document of a message's text, built once; every stage of the lexical engine reads it. */
export const messageDocument = (text: string): MessageDocument => new ReadMessage(text);
