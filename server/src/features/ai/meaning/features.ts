import { REQUEST_OR_FAULT_CUES } from '../lexicon/service-words';
import { cosine, type Vector } from './encoder';

/** A service as the meaning model sees it: its vectors, computed when it was saved. */
export interface ServiceMeaning {
  serviceId: string;
  /** Of the service's name alone. */
  name: Vector;
  /** Of its name, description and "Also known as" phrases. */
  text: Vector;
}

/** A piece of the message the encoder read (clauses.ts) and its vector. */
export interface Piece {
  text: string;
  vector: Vector;
  /** How likely the piece asks for work (piece-intent.ts). */
  asks: number;
  /** Whether the lexical engine found the piece a request it could not quote. */
  unquoted: boolean;
}

/** What the scorer reads of one service for one message. */
export interface CandidateFeatures {
  serviceId: string;
  /** The piece of the message that reads most like the service. */
  piece: number;
  values: number[];
}

export const FEATURE_NAMES = [
  'lexical',
  'textSimilarity',
  'nameSimilarity',
  'inverseRank',
  'gapToPieceBest',
  'gapToMessageBest',
  'zScore',
  'lexicalLines',
  'lexicalAndSimilarity',
  'pieceAsks',
  'pieceWords',
  'lexicalLineInPiece',
  'gapToLexicalInPiece',
  'pieceBest',
  'pieceAsksLearned',
  'pieceUnquoted',
] as const;

/** Services beyond the lexical engine's lines are considered only when this near the top of some piece. */
const MAX_RANK = 3;
const MIN_SIMILARITY = 0.2;

const ASKS = REQUEST_OR_FAULT_CUES.map((cue) => new RegExp(cue, 'i'));

interface PieceStats {
  best: number;
  mean: number;
  std: number;
  asks: number;
  words: number;
  /** How near the piece is to the nearest of the lexical engine's lines (-1 when there are none). */
  lexicalBest: number;
}

/** How near one piece reads to each service, and what the scorer reads of the piece itself. */
interface PieceReading {
  piece: Piece;
  text: number[];
  name: number[];
  stats: PieceStats;
}

function readPiece(
  piece: Piece,
  services: readonly ServiceMeaning[],
  lexical: readonly boolean[],
): PieceReading {
  const text = services.map((service) => cosine(piece.vector, service.text));
  const name = services.map((service) => cosine(piece.vector, service.name));
  const mean = text.reduce((sum, s) => sum + s, 0) / text.length;
  const variance = text.reduce((sum, s) => sum + (s - mean) ** 2, 0) / text.length;
  const stats = {
    best: Math.max(...text),
    mean,
    std: Math.sqrt(variance) || 1,
    asks: ASKS.some((cue) => cue.test(piece.text)) ? 1 : 0,
    words: Math.log1p(piece.text.split(/\s+/).length),
    lexicalBest: Math.max(-1, ...text.filter((_, s) => lexical[s])),
  };
  return { piece, text, name, stats };
}

/** The piece a service reads most like. */
function nearestPiece(readings: readonly PieceReading[], s: number): PieceReading {
  return readings.reduce((best, reading) =>
    (reading.text[s] ?? -1) > (best.text[s] ?? -1) ? reading : best,
  );
}

/**
 * The candidates of one message: the services the lexical engine proposed and those the pieces' meaning puts near
 * the top, each described by the figures the scorer weighs.
 */
export function candidateFeatures(
  pieces: readonly Piece[],
  services: readonly ServiceMeaning[],
  lexicalIds: ReadonlySet<string>,
): CandidateFeatures[] {
  if (services.length === 0 || pieces.length === 0) return [];
  const lexical = services.map((service) => lexicalIds.has(service.serviceId));
  const lexicalLines = Math.min(lexicalIds.size, 3);
  const readings = pieces.map((piece) => readPiece(piece, services, lexical));
  const messageBest = Math.max(...readings.map((reading) => reading.stats.best));
  // The piece each lexical line reads most like: a service found by meaning in that piece is its rival.
  const lexicalPieces = new Set(services.flatMap((_, s) => (lexical[s] ? [nearestPiece(readings, s)] : [])));
  return services.flatMap((service, s): CandidateFeatures[] => {
    const reading = nearestPiece(readings, s);
    const similarity = reading.text[s] ?? 0;
    const rank = 1 + reading.text.filter((other) => other > similarity).length;
    const isLexical = lexical[s] === true;
    if (!isLexical && (rank > MAX_RANK || similarity < MIN_SIMILARITY)) return [];
    const { best, mean, std, asks, words, lexicalBest } = reading.stats;
    const values = [
      isLexical ? 1 : 0,
      similarity,
      Math.max(...readings.map((r) => r.name[s] ?? 0)),
      1 / rank,
      similarity - best,
      similarity - messageBest,
      (similarity - mean) / std,
      lexicalLines,
      isLexical ? similarity : 0,
      asks,
      words,
      !isLexical && lexicalPieces.has(reading) ? 1 : 0,
      isLexical || lexicalBest < 0 ? 0 : similarity - lexicalBest,
      best,
      reading.piece.asks,
      reading.piece.unquoted ? 1 : 0,
    ];
    return [{ serviceId: service.serviceId, piece: pieces.indexOf(reading.piece), values }];
  });
}
