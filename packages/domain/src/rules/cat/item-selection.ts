import { ABILITY_GRID } from './ability-estimate';
import { bankItemInformation, type CatItemBank } from './item-bank';

export interface RankedItem {
  /** The item's index in the bank. */
  readonly index: number;
  /** Its Fisher information at the θ it was ranked at. */
  readonly information: number;
}

/** Restricts a search to one content area: items whose `of[index]` equals `id`. */
export interface CatAreaFilter {
  readonly of: Int32Array;
  readonly id: number;
}

const GRID_FIRST = ABILITY_GRID[0]!;
const GRID_STEP = ABILITY_GRID[1]! - GRID_FIRST;

/**
 * The `count` most informative items at θ that `isEligible` accepts (and that lie in `area`, when
 * given), most informative first: maximum Fisher information selection (Lord 1980; catR's "MFI").
 * Exact at any θ, not only at grid points.
 *
 * The walk follows the bank's list for the grid point g nearest θ, highest information at g first,
 * and computes each item's exact information at θ. It may stop once the next item's information
 * at g, scaled up by the most information can grow between g and θ, cannot beat the shortlist:
 * |d ln I/dθ| <= 2·D·a for a 3PL item: with L the 2PL curve, d ln I/dθ = D·a·(2 − 3L − (1 − c)·L·(1 − L)/P),
 * where 2 − 3L lies in [−1, 2] and the last term in [0, 1] (P >= (1 − c)·L). So
 * I(θ) <= I(g)·exp(2·max(D·a)·|θ − g|). Eligibility
 * (already given? at its exposure cap?) is asked only of items good enough to enter the shortlist.
 */
export function mostInformativeItems(
  bank: CatItemBank,
  theta: number,
  count: number,
  isEligible: (index: number) => boolean,
  area: CatAreaFilter | null = null,
): RankedItem[] {
  const point = Math.min(
    ABILITY_GRID.length - 1,
    Math.max(0, Math.round((theta - GRID_FIRST) / GRID_STEP)),
  );
  const order = bank.orderAtGrid[point]!;
  const atPoint = bank.informationAtGrid[point]!;
  // The 1e-9 margin keeps the bound safe from rounding in the exponent.
  const growth =
    Math.exp(2 * bank.maxScaledA * Math.abs(theta - ABILITY_GRID[point]!)) * (1 + 1e-9);
  const shortlist: RankedItem[] = [];
  for (let position = 0; position < order.length; position += 1) {
    const full = shortlist.length === count;
    if (full && atPoint[position]! * growth <= shortlist[count - 1]!.information) break;
    const index = order[position]!;
    if (area && area.of[index] !== area.id) continue;
    const information = bankItemInformation(bank, index, theta);
    if (full && information <= shortlist[count - 1]!.information) continue;
    if (!isEligible(index)) continue;
    let insertAt = shortlist.length;
    while (insertAt > 0 && shortlist[insertAt - 1]!.information < information) insertAt -= 1;
    shortlist.splice(insertAt, 0, { index, information });
    if (shortlist.length > count) shortlist.pop();
  }
  return shortlist;
}
