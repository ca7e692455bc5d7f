export const settingsKeys = {
  all: ['settings'] as const,
  detail: () => [...settingsKeys.all, 'detail'] as const,
  // Mutations
  save: () => [...settingsKeys.all, 'save'] as const,
};
