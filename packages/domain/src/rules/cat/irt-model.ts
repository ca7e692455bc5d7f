/**
 * The three-parameter logistic (3PL) item response model: the probability that a candidate of
 * ability θ answers an item correctly, and the Fisher information the item carries about θ.
 *
 *   P(θ) = c + (1 − c) / (1 + exp(−D·a·(θ − b)))
 *   I(θ) = (D·a)² · (P − c)² · Q / ((1 − c)² · P),   Q = 1 − P
 *
 * a is the discrimination, b the difficulty, c the lower asymptote (guessing); c = 0 gives the 2PL.
 * These are the formulas of catR's `Pi`/`Ii` with d = 1 (Magis & Raîche 2012, J. Stat. Softw. 48(8);
 * Magis & Barrada 2017, 76(1)), of mirtCAT/mirt's 3PL, and of jsCAT's `itemResponseFunction` and
 * `fisherInformation` (yeatmanlab/jsCAT src/utils.ts), which fix D = 1.
 */

/**
 * Decision: the bank's a and b are on the normal-ogive metric, so every formula multiplies a by
 * D = 1.702. With it the logistic curve stays within 0.01 of the normal ogive Φ(a(θ − b)) for every
 * θ (Haley 1952; Camilli 1994, J. Educ. Behav. Stat. 19(3)), and discriminations land in the
 * familiar 0.5-2.5 range that calibration software reports on that metric (BILOG-MG, catR's
 * `D = 1.7` option). jsCAT and mirt use D = 1: their a equals 1.702 × ours.
 */
export const IRT_SCALING_D = 1.702;

/** An item's 3PL parameters. A snapshot of them is stored with every answer, so a result can be re-scored. */
export interface ItemParameters {
  /** Discrimination, > 0. */
  readonly a: number;
  /** Difficulty, on the θ scale. */
  readonly b: number;
  /** Lower asymptote (pseudo-guessing), in [0, 1); 0 makes the item 2PL. */
  readonly c: number;
}

/** P(correct | θ) under the 3PL model (2PL when c = 0). */
export function itemProbability(
  theta: number,
  { a, b, c }: ItemParameters,
  scaling: number = IRT_SCALING_D,
): number {
  return c + (1 - c) / (1 + Math.exp(-scaling * a * (theta - b)));
}

/**
 * Fisher information of one item at θ. Written with L, the 2PL curve, because P − c = (1 − c)·L
 * and Q = (1 − c)·(1 − L), so I = (D·a)²·(1 − c)·L²·(1 − L) / P: no division by (1 − c)² and no
 * cancellation when P is close to c. `prepareItemBank` uses the same form with (D·a)²·(1 − c)
 * precomputed.
 */
export function itemInformation(
  theta: number,
  { a, b, c }: ItemParameters,
  scaling: number = IRT_SCALING_D,
): number {
  const scaledA = scaling * a;
  const logistic = 1 / (1 + Math.exp(-scaledA * (theta - b)));
  const probability = c + (1 - c) * logistic;
  return (scaledA * scaledA * (1 - c) * logistic * logistic * (1 - logistic)) / probability;
}

/** The reason an item's parameters are unusable, or null when they are fine. */
export function itemParametersProblem({ a, b, c }: ItemParameters): string | null {
  if (!Number.isFinite(a) || a <= 0) return `discrimination a must be a positive number (got ${a})`;
  if (!Number.isFinite(b)) return `difficulty b must be a finite number (got ${b})`;
  if (!Number.isFinite(c) || c < 0 || c >= 1) return `guessing c must be in [0, 1) (got ${c})`;
  return null;
}
