import type { CatContentTarget } from './cat-settings';

/**
 * Content areas in the order the next item should be drawn from: the one furthest behind its
 * target count first. After t items, area k with target share p_k and n_k items so far is behind
 * by (t + 1)·p_k − n_k once the next item is counted; the largest deficit goes first, ties in the
 * order the targets are listed. This is Kingsbury & Zara's constrained CAT (1989, Appl. Meas.
 * Educ. 2(4)), choosing the most under-represented area and then maximum information within it;
 * counting the next item gives the heavier area the first turn when every area is on target.
 * Later areas are the fallbacks when an area has no item left to give.
 */
export function contentAreaOrder(
  targets: readonly CatContentTarget[],
  countsByArea: ReadonlyMap<string, number>,
  itemsGiven: number,
): string[] {
  return targets
    .map((target, order) => ({
      area: target.area,
      order,
      // Rounded so that float noise (0.1 · 3 = 0.30000000000000004) cannot break a real tie.
      deficit: Math.round(
        ((itemsGiven + 1) * target.proportion - (countsByArea.get(target.area) ?? 0)) * 1e9,
      ),
    }))
    .sort((left, right) => right.deficit - left.deficit || left.order - right.order)
    .map((entry) => entry.area);
}

/** The largest gap, in items, between an area's count and its target share of `itemsGiven`. */
export function contentBalanceDeviation(
  targets: readonly CatContentTarget[],
  countsByArea: ReadonlyMap<string, number>,
  itemsGiven: number,
): number {
  return Math.max(
    0,
    ...targets.map((target) =>
      Math.abs((countsByArea.get(target.area) ?? 0) - target.proportion * itemsGiven),
    ),
  );
}
