/** Keys of the application messages (spec 4: reloaded when MessagesUpdatedOn changes). */
export const messageKeys = {
  all: ['application-messages'] as const,
  /** Keyed by the stamp the portal holds: a new stamp is a new query, so the messages reload. */
  list: (messagesUpdatedOn: string | null) => [...messageKeys.all, 'list', messagesUpdatedOn ?? 'none'] as const,
  forEnum: (audience: number) => [...messageKeys.all, 'for-enum', audience] as const,
  keyEnum: () => [...messageKeys.all, 'key-enum'] as const,
  typeEnum: () => [...messageKeys.all, 'type-enum'] as const,
};
