import { describe, expect, it } from 'vitest';
import {
  catAbilityBand,
  catAbilityInterval,
  catScaledScore,
  formatTheta,
} from './cat-report';

describe('the CAT result as shown', () => {
  it('draws θ̂ ± 1.96·SE, clipped to the [-4, 4] grid', () => {
    expect(catAbilityInterval(0.5, 0.3)).toEqual({ low: -0.09, high: 1.09 });
    expect(catAbilityInterval(-3.5, 1)).toEqual({ low: -4, high: -1.54 });
    expect(catAbilityInterval(3.9, 0.5)).toEqual({ low: 2.92, high: 4 });
  });

  it('labels the bands at their lower edges', () => {
    expect(catAbilityBand(-2)).toBe('Foundation');
    expect(catAbilityBand(-1.5)).toBe('Developing');
    expect(catAbilityBand(-0.51)).toBe('Developing');
    expect(catAbilityBand(-0.5)).toBe('Secure');
    expect(catAbilityBand(0.49)).toBe('Secure');
    expect(catAbilityBand(0.5)).toBe('Strong');
    expect(catAbilityBand(1.5)).toBe('Exceptional');
  });

  it('scales θ to 100-900 in steps of 10', () => {
    expect(catScaledScore(0)).toBe(500);
    expect(catScaledScore(0.42)).toBe(540);
    expect(catScaledScore(-1.26)).toBe(370);
    expect(catScaledScore(-4)).toBe(100);
    expect(catScaledScore(5)).toBe(900);
  });

  it('writes θ with its sign', () => {
    expect(formatTheta(0.4249)).toBe('+0.42');
    expect(formatTheta(-1.2)).toBe('\u22121.20');
    expect(formatTheta(-0.001)).toBe('0.00');
  });
});
