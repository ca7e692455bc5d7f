/**
 * How a CAT result is shown to the candidate (issue 13, CAT transparency): the ability estimate
 * with its 95% band after every answer, and a scaled score with a plain band label.
 */

/** z for a two-sided 95% interval: the band drawn around θ̂ is θ̂ ± 1.96·SE. */
export const CAT_BAND_Z = 1.96;

/** The θ range the engine estimates on (the EAP grid): the band is clipped to it. */
export const CAT_THETA_RANGE = { min: -4, max: 4 } as const;

const clip = (value: number) => Math.min(CAT_THETA_RANGE.max, Math.max(CAT_THETA_RANGE.min, value));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** θ̂ ± 1.96·SE, clipped to the grid and rounded to 2 decimals. */
export function catAbilityInterval(theta: number, standardError: number) {
  return {
    low: round2(clip(theta - CAT_BAND_Z * standardError)),
    high: round2(clip(theta + CAT_BAND_Z * standardError)),
  };
}

/** The band labels, from the lowest; `from` is the θ at which a band starts. */
export const CAT_ABILITY_BANDS = [
  { from: Number.NEGATIVE_INFINITY, label: 'Foundation' },
  { from: -1.5, label: 'Developing' },
  { from: -0.5, label: 'Secure' },
  { from: 0.5, label: 'Strong' },
  { from: 1.5, label: 'Exceptional' },
] as const;
export type CatAbilityBand = (typeof CAT_ABILITY_BANDS)[number]['label'];

/** The band a θ̂ falls in (a band includes its lower edge). */
export function catAbilityBand(theta: number): CatAbilityBand {
  let band: CatAbilityBand = CAT_ABILITY_BANDS[0].label;
  for (const entry of CAT_ABILITY_BANDS) if (theta >= entry.from) band = entry.label;
  return band;
}

/** The scaled score's range: 500 at the prior's mean (θ = 0), 100 points per θ unit. */
export const CAT_SCALED_SCORE = { min: 100, max: 900, mean: 500, perTheta: 100 } as const;

/** θ̂ on the 100–900 scale, rounded to the nearest 10 (finer steps than the estimate's precision would mislead). */
export function catScaledScore(theta: number): number {
  const raw = CAT_SCALED_SCORE.mean + CAT_SCALED_SCORE.perTheta * theta;
  const rounded = Math.round(raw / 10) * 10;
  return Math.min(CAT_SCALED_SCORE.max, Math.max(CAT_SCALED_SCORE.min, rounded));
}

/** θ with a sign and 2 decimals, as the result page and its text alternative read it (U+2212 minus). */
export function formatTheta(theta: number): string {
  const fixed = Math.abs(theta).toFixed(2);
  if (fixed === '0.00') return '0.00';
  return theta < 0 ? `\u2212${fixed}` : `+${fixed}`;
}
