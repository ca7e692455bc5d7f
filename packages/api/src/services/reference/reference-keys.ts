/*
 * Keys of the reference area. Its three kinds of data keep their own roots, so invalidating one
 * (e.g. the messages, when MessagesUpdatedOn changes) never reloads the others.
 */

/** Countries and time zones: fetched once per session. */
export const locationKeys = {
  all: ['location'] as const,
  countries: () => [...locationKeys.all, 'countries'] as const,
  timeZones: () => [...locationKeys.all, 'time-zones'] as const,
};

/** Keys of the application messages (spec 4: reloaded when MessagesUpdatedOn changes). */
export const messageKeys = {
  all: ['application-messages'] as const,
  /** Keyed by the stamp the portal holds: a new stamp is a new query, so the messages reload. */
  list: (messagesUpdatedOn: string | null) => [...messageKeys.all, 'list', messagesUpdatedOn ?? 'none'] as const,
  forEnum: (audience: number) => [...messageKeys.all, 'for-enum', audience] as const,
  keyEnum: () => [...messageKeys.all, 'key-enum'] as const,
  typeEnum: () => [...messageKeys.all, 'type-enum'] as const,
};

/** The reset-configuration action (a mutation). */
export const configurationKeys = {
  all: ['configuration'] as const,
  reset: () => [...configurationKeys.all, 'reset'] as const,
};
