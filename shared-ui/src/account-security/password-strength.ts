import type { ZxcvbnResult } from '@zxcvbn-ts/core';

type Estimate = (password: string, userInputs: string[]) => ZxcvbnResult['score'];

let estimator: Promise<Estimate> | undefined;

/**
 * zxcvbn with its common-password dictionaries and keyboard graphs: loaded on first use (hundreds of kB), so
 * only the screens that set a password download it.
 */
export function loadStrengthEstimator(): Promise<Estimate> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) => {
      const zxcvbn = new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
      return (password, userInputs) => zxcvbn.check(password, userInputs).score;
    },
  );
  return estimator;
}

/** What each zxcvbn score (0–4) is called under the meter. */
export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
