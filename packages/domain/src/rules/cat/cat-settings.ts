/** Which item attribute content balancing counts by. */
export const CatContentAttribute = { subject: 'subject', topic: 'topic' } as const;
export type CatContentAttribute = (typeof CatContentAttribute)[keyof typeof CatContentAttribute];

/** One content area (a subject or a topic name) and the share of the test it should take. */
export interface CatContentTarget {
  readonly area: string;
  /** A positive weight; the targets are normalised to sum to 1. */
  readonly proportion: number;
}

export interface CatContentBalance {
  readonly attribute: CatContentAttribute;
  readonly targets: readonly CatContentTarget[];
}

/** How one CAT test runs. Stored per test; every field has a default (`DEFAULT_CAT_SETTINGS`). */
export interface CatSettings {
  /** No stop before this many answers, whatever the standard error. */
  readonly minimumItems: number;
  /** Stop at this many answers. */
  readonly maximumItems: number;
  /** Stop once the standard error of θ̂ is at or below this (after `minimumItems`). */
  readonly standardErrorTarget: number;
  /** For this many first items, pick at random among the `randomesqueSize` most informative. */
  readonly randomesqueItems: number;
  readonly randomesqueSize: number;
  /** Skip an item once it has been given in this share of the sessions so far (0 < cap <= 1). */
  readonly exposureCap: number;
  /** Target shares per subject or topic (items outside the listed areas are never given); null gives the whole bank to maximum information. */
  readonly contentBalance: CatContentBalance | null;
}

// The numbers: SE <= 0.30 or 30 items, at least 10; randomesque among 5 (Kohli & Kingsbury
// 1988) for the first 5 items, where θ̂ is still near the prior and every candidate would otherwise
// see the same opening items; a 0.25 cap, inside the 0.2-0.3 range usual for a maximum exposure rate.
export const DEFAULT_CAT_SETTINGS: CatSettings = {
  minimumItems: 10,
  maximumItems: 30,
  standardErrorTarget: 0.3,
  randomesqueItems: 5,
  randomesqueSize: 5,
  exposureCap: 0.25,
  contentBalance: null,
};

const isCount = (value: number, minimum: number) => Number.isInteger(value) && value >= minimum;

/**
 * A test's settings over the defaults, checked; the content targets come back normalised to sum
 * to 1. Throws an Error naming the bad field, so a misconfigured test fails when it is saved or
 * loaded, not halfway through a candidate's attempt.
 */
export function resolveCatSettings(overrides: Partial<CatSettings> = {}): CatSettings {
  const settings = { ...DEFAULT_CAT_SETTINGS, ...overrides };
  const problems: string[] = [];
  if (!isCount(settings.minimumItems, 1)) problems.push('minimumItems must be an integer >= 1');
  if (!isCount(settings.maximumItems, 1)) problems.push('maximumItems must be an integer >= 1');
  if (settings.minimumItems > settings.maximumItems)
    problems.push('minimumItems must not exceed maximumItems');
  if (!(settings.standardErrorTarget > 0)) problems.push('standardErrorTarget must be > 0');
  if (!isCount(settings.randomesqueItems, 0))
    problems.push('randomesqueItems must be an integer >= 0');
  if (!isCount(settings.randomesqueSize, 1))
    problems.push('randomesqueSize must be an integer >= 1');
  if (!(settings.exposureCap > 0 && settings.exposureCap <= 1))
    problems.push('exposureCap must be in (0, 1]');
  const balance = settings.contentBalance;
  if (balance) {
    if (!Object.values(CatContentAttribute).includes(balance.attribute)) {
      problems.push(
        `contentBalance.attribute must be subject or topic (got ${String(balance.attribute)})`,
      );
    }
    if (balance.targets.length === 0)
      problems.push('contentBalance.targets must name at least one area');
    const areas = new Set(balance.targets.map((target) => target.area));
    if (areas.size !== balance.targets.length)
      problems.push('contentBalance.targets must name each area once');
    if (
      balance.targets.some(
        (target) => !(target.proportion > 0 && Number.isFinite(target.proportion)),
      )
    ) {
      problems.push('contentBalance.targets proportions must be positive numbers');
    }
  }
  if (problems.length > 0) throw new Error(`Invalid CAT settings: ${problems.join('; ')}.`);
  if (!balance) return settings;
  const total = balance.targets.reduce((sum, target) => sum + target.proportion, 0);
  return {
    ...settings,
    contentBalance: {
      attribute: balance.attribute,
      targets: balance.targets.map((target) => ({
        area: target.area,
        proportion: target.proportion / total,
      })),
    },
  };
}
