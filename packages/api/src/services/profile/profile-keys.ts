export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  update: () => [...profileKeys.all, 'update'] as const,
};
