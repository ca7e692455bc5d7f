/**
 * How often each item has been given so far, supplied by the caller (the server counts it from the
 * stored steps). `sessions` is the number of CAT sessions of this bank started before the current
 * one; `administrations[itemId]` is in how many of those the item was given.
 */
export interface CatExposure {
  readonly sessions: number;
  readonly administrations: Readonly<Record<string, number>>;
}

/**
 * An item is at its cap once its exposure rate (administrations / sessions) has reached the cap;
 * it is then skipped. With the rate taken over the sessions before the current one, an item given
 * now had fewer than cap·s administrations in s sessions, so after N sessions it has at most
 * ⌈cap·(N − 1)⌉: never more than cap·N when cap·N is a whole number (500 sessions at 0.25: <= 125).
 * Before the first session nothing has been given and every item is open.
 */
export function isAtExposureCap(
  itemId: string,
  exposure: CatExposure | null,
  cap: number,
): boolean {
  if (!exposure || exposure.sessions <= 0) return false;
  return (exposure.administrations[itemId] ?? 0) / exposure.sessions >= cap;
}
