import { describe, expect, it } from 'vitest';
import {
  IRT_SCALING_D,
  itemInformation,
  itemParametersProblem,
  itemProbability,
} from './irt-model';

describe('itemProbability', () => {
  it('is 1/2 at θ = b for a 2PL item and c + (1 − c)/2 for a 3PL one', () => {
    // 2PL: exp(0) = 1, P = 1 / (1 + 1) = 0.5.
    expect(itemProbability(0.7, { a: 1.3, b: 0.7, c: 0 })).toBe(0.5);
    // 3PL, c = 0.2: P = 0.2 + 0.8 · 0.5 = 0.6.
    expect(itemProbability(0.5, { a: 1.2, b: 0.5, c: 0.2 })).toBeCloseTo(0.6, 12);
  });

  it('matches a hand-computed 3PL value with D = 1.702', () => {
    // a = 1.2, b = 0.5, c = 0.2, θ = 1.5: D·a = 1.702 · 1.2 = 2.0424; D·a·(θ − b) = 2.0424 · 1 = 2.0424;
    // exp(−2.0424) = exp(−2) · exp(−0.0424) = 0.135335 · 0.958486 = 0.129717;
    // L = 1 / 1.129717 = 0.885177; P = 0.2 + 0.8 · 0.885177 = 0.908142.
    expect(itemProbability(1.5, { a: 1.2, b: 0.5, c: 0.2 })).toBeCloseTo(0.908142, 6);
  });

  it('uses D = 1.702 unless told otherwise (jsCAT and mirt use D = 1)', () => {
    expect(IRT_SCALING_D).toBe(1.702);
    // D = 1, a = 1.5, b = 0, θ = 1: exp(−1.5) = 0.223130; P = 1 / 1.223130 = 0.817574.
    expect(itemProbability(1, { a: 1.5, b: 0, c: 0 }, 1)).toBeCloseTo(0.817574, 6);
    // The same item on our metric is steeper: exp(−1.702 · 1.5) = exp(−2.553) = 0.077848; P = 1 / 1.077848 = 0.927775.
    expect(itemProbability(1, { a: 1.5, b: 0, c: 0 })).toBeCloseTo(0.927775, 6);
  });

  it('falls to c far below b and rises to 1 far above it', () => {
    expect(itemProbability(-40, { a: 1, b: 0, c: 0.25 })).toBeCloseTo(0.25, 12);
    expect(itemProbability(40, { a: 1, b: 0, c: 0.25 })).toBeCloseTo(1, 12);
  });
});

describe('itemInformation', () => {
  it('is (D·a)²/4 for a 2PL item at θ = b', () => {
    // P = Q = 0.5: I = (D·a)² · P · Q = 1.702² · 0.25 = 2.896804 · 0.25 = 0.724201.
    expect(itemInformation(0, { a: 1, b: 0, c: 0 })).toBeCloseTo(0.724201, 12);
  });

  it('matches the 3PL formula worked by hand at θ = b', () => {
    // a = 1.2, b = 0.5, c = 0.2, θ = 0.5: P = 0.6, Q = 0.4, P − c = 0.4, (D·a)² = 2.0424² = 4.17139776.
    // I = (D·a)² · (P − c)² · Q / ((1 − c)² · P) = 4.17139776 · 0.16 · 0.4 / (0.64 · 0.6)
    //   = 0.266969457 / 0.384 = 0.69523296.
    expect(itemInformation(0.5, { a: 1.2, b: 0.5, c: 0.2 })).toBeCloseTo(0.69523296, 8);
  });

  it('matches the 3PL formula worked by hand away from b', () => {
    // θ = 1.5, same item: P = 0.908142 (above), Q = 0.091858, P − c = 0.708142, (P − c)² = 0.501465.
    // I = 4.171398 · 0.501465 · 0.091858 / (0.64 · 0.908142) = 0.192149 / 0.581211 = 0.330602.
    expect(itemInformation(1.5, { a: 1.2, b: 0.5, c: 0.2 })).toBeCloseTo(0.330602, 5);
  });

  it('is a²·P·Q on the D = 1 metric (the jsCAT form)', () => {
    // a = 1.5, θ = 1: P = 0.817574, Q = 0.182426; I = 2.25 · 0.817574 · 0.182426 = 0.335580.
    expect(itemInformation(1, { a: 1.5, b: 0, c: 0 }, 1)).toBeCloseTo(0.33558, 5);
  });

  it('peaks above b when c > 0 (guessing spoils information on easy responses)', () => {
    const item = { a: 1.5, b: 0, c: 0.25 };
    const grid = Array.from({ length: 401 }, (_, index) => -2 + index * 0.01);
    const peak = grid.reduce((best, theta) =>
      itemInformation(theta, item) > itemInformation(best, item) ? theta : best,
    );
    // Birnbaum: θmax = b + ln((1 + √(1 + 8c)) / 2) / (D·a) = ln((1 + √3) / 2) / 2.553 = 0.312375 / 2.553 = 0.1224.
    expect(peak).toBeCloseTo(0.12, 2);
  });

  it('stays finite and small far from b', () => {
    expect(itemInformation(-30, { a: 2, b: 3, c: 0.2 })).toBeGreaterThanOrEqual(0);
    expect(itemInformation(-30, { a: 2, b: 3, c: 0.2 })).toBeLessThan(1e-12);
    expect(itemInformation(30, { a: 2, b: -3, c: 0 })).toBeLessThan(1e-12);
  });
});

describe('itemParametersProblem', () => {
  it('accepts usable parameters and names what is wrong otherwise', () => {
    expect(itemParametersProblem({ a: 1, b: 0, c: 0 })).toBeNull();
    expect(itemParametersProblem({ a: 0, b: 0, c: 0 })).toMatch(
      /discrimination a must be a positive/,
    );
    expect(itemParametersProblem({ a: 1, b: Number.NaN, c: 0 })).toMatch(/difficulty b/);
    expect(itemParametersProblem({ a: 1, b: 0, c: 1 })).toMatch(/guessing c must be in \[0, 1\)/);
    expect(itemParametersProblem({ a: 1, b: 0, c: -0.1 })).toMatch(/guessing c/);
  });
});
