import { describe, expect, it } from '@jest/globals';
import { flatVectors, storedPieces, vectorsOf } from './message-pieces';

const vectors = [Float32Array.of(0.6, 0.8, 0), Float32Array.of(0, 0, 1)];

describe('a message reading as a real[] column holds it', () => {
  it('gives back the vectors it was made from', () => {
    expect(vectorsOf(flatVectors(vectors), 2)).toEqual(vectors);
    expect(storedPieces({ model: 'm', pieces: ['a', 'b'], vectors: flatVectors(vectors) }).vectors).toEqual(
      vectors,
    );
  });

  it('gives no vectors when the column cannot be cut into one per piece', () => {
    expect(vectorsOf(flatVectors(vectors), 0)).toEqual([]);
    expect(vectorsOf([0.1, 0.2, 0.3, 0.4, 0.5], 2)).toEqual([]);
  });
});
