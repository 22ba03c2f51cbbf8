/** The parts of ml-logistic-regression (which ships no types) the scorer's trainer uses. */
declare module 'ml-logistic-regression' {
  import type { Matrix } from 'ml-matrix';

  export default class LogisticRegression {
    constructor(options?: { numSteps?: number; learningRate?: number });
    classifiers: { weights: Matrix }[];
    train(features: Matrix, labels: Matrix): void;
  }
}
