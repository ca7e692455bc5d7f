import { describe, expect, it } from 'vitest';
import { accuracySeries, donutCutoutPercent, truncateChartLabel } from './chart';

describe('chart rules', () => {
  it('cuts labels longer than 15 characters and adds ...', () => {
    expect(truncateChartLabel('Biology')).toBe('Biology');
    expect(truncateChartLabel('123456789012345')).toBe('123456789012345');
    expect(truncateChartLabel('Organic Chemistry Basics')).toBe('Organic Chemist...');
  });
  it('grows the donut cutout by 15 per subject from 40, capped at 90', () => {
    expect(donutCutoutPercent(0)).toBe(40);
    expect(donutCutoutPercent(1)).toBe(55);
    expect(donutCutoutPercent(3)).toBe(85);
    expect(donutCutoutPercent(4)).toBe(90);
    expect(donutCutoutPercent(12)).toBe(90);
    expect(donutCutoutPercent(-2)).toBe(40);
  });
  it('accuracy is [Correct, 100 - Correct]', () => {
    expect(accuracySeries(72)).toEqual([72, 28]);
    expect(accuracySeries(130)).toEqual([100, 0]);
    expect(accuracySeries(Number.NaN)).toEqual([0, 100]);
  });
});
