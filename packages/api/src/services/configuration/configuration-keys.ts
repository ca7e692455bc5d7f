export const configurationKeys = {
  all: ['configuration'] as const,
  reset: () => [...configurationKeys.all, 'reset'] as const,
};
