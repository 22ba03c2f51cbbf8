import { segmentText } from '../text';

/**
 * The pieces of a request the encoder reads: each sentence, and each clause of a sentence that asks for several
 * things ('fix the dripping tap and clean out the gutters'), since one vector of a sentence that asks for two
 * things sits between them.
 */
const CLAUSE_BOUNDARY = /\s*[,;:]\s+|\s+(?:and|but|plus|also|then)\s+/i;
/** A clause shorter than this says too little to be read alone ('and', 'thanks'). */
const MIN_CLAUSE_WORDS = 3;
/** A message is read up to this many pieces: a long mail's later pieces are signatures and history, and each piece costs the encoder milliseconds. */
const MAX_PIECES = 16;

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[a-z]/i.test(word)).length;

export function piecesOf(requested: string): string[] {
  const pieces: string[] = [];
  for (const { text } of segmentText(requested)) {
    if (wordCount(text) === 0) continue;
    pieces.push(text);
    const clauses = text.split(CLAUSE_BOUNDARY).filter((clause) => wordCount(clause) >= MIN_CLAUSE_WORDS);
    if (clauses.length > 1) pieces.push(...clauses);
  }
  return [...new Set(pieces)].slice(0, MAX_PIECES);
}
