/**
 * The enum lookups (for / key / type): names with their numbers. The spec gives no response shape
 * ("not shown"); a name-to-number map is what such enum endpoints return.
 */
export type EnumLookup = Readonly<Record<string, number>>;
