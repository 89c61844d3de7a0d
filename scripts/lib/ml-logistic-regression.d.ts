// The parts of ml-logistic-regression 2.x the ranking fit uses (the package ships no types).
declare module "ml-logistic-regression" {
  import type { Matrix } from "ml-matrix";

  class LogisticRegressionTwoClasses {
    weights: Matrix;
    testScores(features: Matrix): number[];
  }

  export default class LogisticRegression {
    classifiers: LogisticRegressionTwoClasses[];
    constructor(options?: { numSteps?: number; learningRate?: number });
    train(features: Matrix, target: Matrix): void;
    predict(features: Matrix): number[];
  }
}
