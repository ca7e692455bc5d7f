import { describe, expect, it } from 'vitest';
import { ABILITY_GRID, estimateAbilityEap, type ScoredResponse } from './ability-estimate';
import type { ItemParameters } from './irt-model';

/**
 * An independent posterior mean and SD: the continuous integral over [−8, 8] by Simpson's rule with
 * 16,000 panels, the 3PL curve written out again here. It shares no code with the engine, and
 * differs from the engine's 81-point grid only by the grid's quadrature error and its [−4, 4] cut.
 */
function referencePosterior(responses: readonly ScoredResponse[]) {
  const panels = 16_000;
  const width = 16 / panels;
  let total = 0;
  let first = 0;
  let second = 0;
  for (let index = 0; index <= panels; index += 1) {
    const theta = -8 + index * width;
    let density = Math.exp((-theta * theta) / 2);
    for (const { parameters: item, correct } of responses) {
      const p = item.c + (1 - item.c) / (1 + Math.exp(-1.702 * item.a * (theta - item.b)));
      density *= correct ? p : 1 - p;
    }
    const simpsonWeight = index === 0 || index === panels ? 1 : index % 2 === 1 ? 4 : 2;
    total += simpsonWeight * density;
    first += simpsonWeight * density * theta;
    second += simpsonWeight * density * theta * theta;
  }
  const mean = first / total;
  return { theta: mean, standardError: Math.sqrt(second / total - mean * mean) };
}

const item = (a: number, b: number, c: number): ItemParameters => ({ a, b, c });

describe('ABILITY_GRID', () => {
  it('runs from −4 to 4 in 0.1 steps', () => {
    expect(ABILITY_GRID).toHaveLength(81);
    expect(ABILITY_GRID[0]).toBe(-4);
    expect(ABILITY_GRID[40]).toBe(0);
    expect(ABILITY_GRID[41]).toBe(0.1);
    expect(ABILITY_GRID[80]).toBe(4);
  });
});

describe('estimateAbilityEap', () => {
  it('returns the prior, N(0, 1) on the grid, before any answer', () => {
    const { theta, standardError } = estimateAbilityEap([]);
    expect(theta).toBeCloseTo(0, 12);
    // The 81-point grid cut at ±4 holds 99.994 % of N(0, 1): its SD is 0.99956, not 1.
    expect(standardError).toBeCloseTo(0.99956, 5);
  });

  it('matches the skew-normal posterior of one correct answer (a worked example with a closed form)', () => {
    // One 2PL item a = 1, b = 0 answered correctly: posterior ∝ φ(θ)·logistic(1.702θ) ≈ φ(θ)·Φ(θ), the
    // skew-normal with α = 1 (Azzalini 1985). Its mean is δ·√(2/π) with δ = α/√(1 + α²) = 1/√2, so
    // 1/√π = 0.564190; its variance is 1 − 2δ²/π = 1 − 1/π = 0.681690, SD 0.825645. D = 1.702 keeps
    // the logistic within 0.01 of Φ, so EAP lands within a few thousandths of these.
    const { theta, standardError } = estimateAbilityEap([
      { parameters: item(1, 0, 0), correct: true },
    ]);
    expect(Math.abs(theta - 1 / Math.sqrt(Math.PI))).toBeLessThan(0.002);
    expect(Math.abs(standardError - Math.sqrt(1 - 1 / Math.PI))).toBeLessThan(0.002);
    // And one wrong answer mirrors it.
    const wrong = estimateAbilityEap([{ parameters: item(1, 0, 0), correct: false }]);
    expect(wrong.theta).toBeCloseTo(-theta, 12);
    expect(wrong.standardError).toBeCloseTo(standardError, 12);
  });

  it('agrees with an independent Simpson-rule posterior on a mixed 3PL pattern', () => {
    const responses: ScoredResponse[] = [
      { parameters: item(1.2, -1.0, 0.2), correct: true },
      { parameters: item(0.8, -0.3, 0.25), correct: true },
      { parameters: item(1.6, 0.4, 0.2), correct: false },
      { parameters: item(1.0, 0.9, 0.15), correct: true },
      { parameters: item(1.9, 1.5, 0.2), correct: false },
      { parameters: item(0.7, 2.2, 0.25), correct: false },
    ];
    const reference = referencePosterior(responses);
    const estimate = estimateAbilityEap(responses);
    expect(Math.abs(estimate.theta - reference.theta)).toBeLessThan(1e-3);
    expect(Math.abs(estimate.standardError - reference.standardError)).toBeLessThan(1e-3);
    // The pattern (easy right, hard wrong) puts θ̂ between the last right and first wrong difficulties.
    expect(estimate.theta).toBeGreaterThan(-0.5);
    expect(estimate.theta).toBeLessThan(1.5);
  });

  it('stays inside the grid and finite for 300 answers all correct or all wrong', () => {
    const many = (correct: boolean) =>
      Array.from({ length: 300 }, (_, index) => ({
        parameters: item(2, -3 + (index % 61) * 0.1, 0.2),
        correct,
      }));
    const high = estimateAbilityEap(many(true));
    const low = estimateAbilityEap(many(false));
    expect(high.theta).toBeGreaterThan(3.5);
    expect(high.theta).toBeLessThanOrEqual(4);
    expect(low.theta).toBeLessThan(-3.5);
    expect(Number.isFinite(high.standardError) && Number.isFinite(low.standardError)).toBe(true);
  });

  it('narrows the standard error as informative answers accumulate', () => {
    const responses = Array.from({ length: 20 }, (_, index) => ({
      parameters: item(1.5, 0, 0.2),
      correct: index % 2 === 0,
    }));
    const after5 = estimateAbilityEap(responses.slice(0, 5)).standardError;
    const after20 = estimateAbilityEap(responses).standardError;
    expect(after5).toBeLessThan(0.99956);
    expect(after20).toBeLessThan(after5);
  });
});
