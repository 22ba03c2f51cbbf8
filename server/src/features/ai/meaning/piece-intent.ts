import { dot, sigmoid, type Vector } from './encoder';
import weightsFile from './piece-intent-weights.json' with { type: 'json' };

/**
 * Whether a piece of a message asks for work, read from its meaning: a logistic regression over the piece's
 * sentence vector, trained on the corpus's tuning trades (a piece asks when it is where a requested service reads
 * most like; past, declined, hypothetical and someone else's work, greetings and addresses do not).
 * `npm run train:scorer -w server` writes piece-intent-weights.json.
 */
export interface PieceIntentWeights {
  model: string;
  bias: number;
  weights: readonly number[];
}

export function asksProbability(intent: PieceIntentWeights, vector: Vector): number {
  return sigmoid(intent.bias + dot(intent.weights, vector));
}

export const trainedPieceIntent = (): PieceIntentWeights => weightsFile as PieceIntentWeights;
