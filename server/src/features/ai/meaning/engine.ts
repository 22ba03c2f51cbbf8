import type { Proposal } from '../matcher';
import type { SentenceEncoder, Vector } from './encoder';
import { type CandidateFeatures, candidateFeatures, type ServiceMeaning } from './features';
import { type PieceVectors, readPieces } from './message-pieces';
import { asksProbability, type PieceIntentWeights } from './piece-intent';
import { probability, type ScorerWeights } from './scorer';

/**
 * A message read for meaning: its pieces, their vectors (the stored ones when current: message-pieces.ts), and
 * each candidate service's features.
 */
export interface MessageReading {
  pieces: string[];
  vectors: Vector[];
  candidates: CandidateFeatures[];
}

export async function readMessage(
  encoder: SentenceEncoder,
  intent: PieceIntentWeights,
  requested: string,
  services: readonly ServiceMeaning[],
  lexical: Proposal,
  stored?: PieceVectors | null,
): Promise<MessageReading> {
  const { pieces, vectors } = await readPieces(encoder, requested, stored);
  const lexicalIds = new Set(lexical.lines.map((line) => line.serviceId));
  const read = vectors.map((vector, i) => {
    const text = pieces[i] ?? '';
    return { text, vector, asks: asksProbability(intent, vector), unquoted: isUnquoted(lexical, text) };
  });
  return { pieces, vectors, candidates: candidateFeatures(read, services, lexicalIds) };
}

/**
 * The lexical engine's proposal re-judged with meaning: each candidate (the lexical engine's lines and the services
 * the message's pieces read most like) is quoted when the scorer says it is asked for. A lexical line keeps its
 * quantity and words; a line found by meaning alone is one, from the piece it reads like. A lexical line of a
 * service with no vectors yet (saved a moment ago) stays as the lexical engine gave it.
 */
export function judged(lexical: Proposal, reading: MessageReading, scorer: ScorerWeights): Proposal {
  const read = new Set(reading.candidates.map((candidate) => candidate.serviceId));
  const asked = new Set(
    reading.candidates
      .filter((candidate) => probability(scorer, candidate.values) >= scorer.threshold)
      .map((candidate) => candidate.serviceId),
  );
  const lexicalIds = new Set(lexical.lines.map((line) => line.serviceId));
  const kept = lexical.lines.filter((line) => asked.has(line.serviceId) || !read.has(line.serviceId));
  const found = reading.candidates
    .filter((candidate) => asked.has(candidate.serviceId) && !lexicalIds.has(candidate.serviceId))
    .map((candidate) => ({
      serviceId: candidate.serviceId,
      quantity: 1,
      sourceText: reading.pieces[candidate.piece] ?? '',
    }));
  // A request the lexical engine could not quote is no longer missing once meaning found its service.
  const answered = ({ text }: Proposal['unmatched'][number]) =>
    found.some(({ sourceText }) => sameRequest(text, sourceText));
  return { lines: [...kept, ...found], unmatched: lexical.unmatched.filter((request) => !answered(request)) };
}

/** An unmatched request's text is its sentence, clipped (matcher.ts); a piece is that sentence or a clause of it. */
const sameRequest = (unmatched: string, piece: string) =>
  unmatched.includes(piece) || piece.includes(unmatched.replace(/…$/, ''));

function isUnquoted(lexical: Proposal, piece: string): boolean {
  return lexical.unmatched.some(({ text }) => sameRequest(text, piece));
}
