import { dot, sigmoid } from './encoder';
import { FEATURE_NAMES } from './features';
import weightsFile from './scorer-weights.json' with { type: 'json' };

/**
 * The learned scorer: a logistic regression over a candidate's features (features.ts), trained on the corpus's
 * tuning trades by `npm run train:scorer -w server`, which writes scorer-weights.json. Features are standardised
 * with the training set's means and deviations before the weights apply.
 */
export interface ScorerWeights {
  features: readonly string[];
  mean: readonly number[];
  std: readonly number[];
  weights: readonly number[];
  bias: number;
  /** A candidate is quoted at this probability or above: chosen on the tuning trades. */
  threshold: number;
}

export function probability(scorer: ScorerWeights, values: readonly number[]): number {
  const standardised = values.map((value, i) => (value - (scorer.mean[i] ?? 0)) / (scorer.std[i] ?? 1));
  return sigmoid(scorer.bias + dot(scorer.weights, standardised));
}

/** The weights in the repository, checked against the features this code computes. */
export function trainedScorer(): ScorerWeights {
  const scorer = weightsFile as ScorerWeights;
  if (scorer.features.join() !== FEATURE_NAMES.join()) {
    throw new Error('scorer-weights.json was trained on other features: run npm run train:scorer -w server');
  }
  return scorer;
}
