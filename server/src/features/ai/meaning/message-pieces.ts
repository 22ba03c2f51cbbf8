import { piecesOf } from './clauses';
import type { SentenceEncoder, Vector } from './encoder';

/** A message's pieces and their vectors, as the `message-meanings` job stores them. */
export interface PieceVectors {
  model: string;
  pieces: readonly string[];
  vectors: readonly Vector[];
}

/**
 * The pieces of a message's request and their vectors: the stored ones while they are the encoder's and the
 * pieces its text gives now (so a change to piecesOf or the model never reads stale vectors), else the encoder's.
 */
export async function readPieces(
  encoder: SentenceEncoder,
  requested: string,
  stored?: PieceVectors | null,
): Promise<{ pieces: string[]; vectors: Vector[] }> {
  const pieces = piecesOf(requested);
  if (stored && isCurrent(stored, encoder.model, pieces)) return { pieces, vectors: [...stored.vectors] };
  return { pieces, vectors: pieces.length > 0 ? await encoder.embed(pieces) : [] };
}

function isCurrent(stored: PieceVectors, model: string, pieces: readonly string[]): boolean {
  return (
    stored.model === model &&
    stored.vectors.length === pieces.length &&
    stored.pieces.length === pieces.length &&
    stored.pieces.every((piece, i) => piece === pieces[i])
  );
}

/** Vectors of one width as one array, as a `real[]` column holds them. */
export const flatVectors = (vectors: readonly Vector[]): number[] =>
  vectors.flatMap((vector) => Array.from(vector));

/** The `count` vectors of one width a flat array holds (an empty list when it cannot be cut in `count`). */
export function vectorsOf(flat: readonly number[], count: number): Vector[] {
  if (count === 0 || flat.length % count !== 0) return [];
  const width = flat.length / count;
  return Array.from({ length: count }, (_, i) => Float32Array.from(flat.slice(i * width, (i + 1) * width)));
}

/** A `message_meanings` row as the engine reads it. */
export const storedPieces = (row: { model: string; pieces: string[]; vectors: number[] }): PieceVectors => ({
  model: row.model,
  pieces: row.pieces,
  vectors: vectorsOf(row.vectors, row.pieces.length),
});
