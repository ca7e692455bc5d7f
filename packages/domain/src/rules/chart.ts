/** spec: feature chart x labels are truncated at 15 characters plus an ellipsis. */
export const CHART_LABEL_MAX_LENGTH = 15;
/**
 * We use three ASCII dots rather than the single '…' character: every bundled font has them, and
 * screenshot baselines stay identical across fonts.
 */
export const CHART_LABEL_ELLIPSIS = '...';

export function truncateChartLabel(label: string, maxLength = CHART_LABEL_MAX_LENGTH): string {
  return label.length > maxLength ? `${label.slice(0, maxLength)}${CHART_LABEL_ELLIPSIS}` : label;
}

/**
 * spec: the multi-subject donut cutout starts at 40 percent and grows by 15 per subject, capped at 90.
 * Returns the percentage as a number (recharts takes `${n}%` as innerRadius).
 */
export function donutCutoutPercent(subjectCount: number): number {
  const count = Math.max(0, Math.trunc(subjectCount));
  return Math.min(40 + 15 * count, 90);
}

/** spec: the accuracy chart shows Correct versus 100 minus Correct (clamped to 0-100). */
export function accuracySeries(correct: number): [correct: number, rest: number] {
  const value = Number.isFinite(correct) ? Math.min(Math.max(correct, 0), 100) : 0;
  return [value, 100 - value];
}
