import { IRT_SCALING_D, itemProbability, type ItemParameters } from './irt-model';

/** One scored answer: the item's parameters as they were when it was given, and whether it was right. */
export interface ScoredResponse {
  readonly parameters: ItemParameters;
  readonly correct: boolean;
}

export interface AbilityEstimate {
  /** θ̂: the posterior mean. */
  readonly theta: number;
  /** The posterior standard deviation, used as the standard error of θ̂. */
  readonly standardError: number;
}

/**
 * The quadrature grid: θ from −4 to 4 in 0.1 steps (81 points), each weighted by the N(0, 1)
 * density. The weights need no normalising constant: EAP divides by the posterior's total.
 */
const GRID_MIN = -4;
const GRID_STEP = 0.1;
const GRID_POINTS = 81;
export const ABILITY_GRID: readonly number[] = Array.from(
  { length: GRID_POINTS },
  // Built from integers so the points are exactly −4.0, −3.9, ... 4.0 (no accumulated drift).
  (_, index) => Math.round((GRID_MIN + index * GRID_STEP) * 10) / 10,
);
const LOG_PRIOR: readonly number[] = ABILITY_GRID.map((theta) => (-theta * theta) / 2);

/**
 * Expected a posteriori (EAP) ability: the mean of the posterior L(θ)·φ(θ) over the grid, with its
 * standard deviation as the standard error (Bock & Mislevy 1982, Appl. Psychol. Meas. 6(4); the
 * estimator of catR's `eapEst`/`eapSem` and jsCAT's EAPEstimator). Unlike the MLE it exists for
 * all-correct and all-wrong patterns, which every CAT starts with. The log-likelihood is summed
 * and shifted by its maximum before exponentiating, so 30 or 300 answers never underflow.
 */
export function estimateAbilityEap(
  responses: readonly ScoredResponse[],
  scaling: number = IRT_SCALING_D,
): AbilityEstimate {
  const logPosterior = LOG_PRIOR.slice();
  for (const { parameters, correct } of responses) {
    for (let point = 0; point < GRID_POINTS; point += 1) {
      const probability = itemProbability(ABILITY_GRID[point]!, parameters, scaling);
      logPosterior[point]! += Math.log(correct ? probability : 1 - probability);
    }
  }
  const peak = Math.max(...logPosterior);
  let total = 0;
  let first = 0;
  let second = 0;
  for (let point = 0; point < GRID_POINTS; point += 1) {
    const weight = Math.exp(logPosterior[point]! - peak);
    const theta = ABILITY_GRID[point]!;
    total += weight;
    first += weight * theta;
    second += weight * theta * theta;
  }
  const mean = first / total;
  // max(0, …): rounding can make E[θ²] − E[θ]² a hair negative for a posterior on one point.
  return { theta: mean, standardError: Math.sqrt(Math.max(0, second / total - mean * mean)) };
}
