export const contactKeys = {
  all: ['contact'] as const,
  postMessage: () => [...contactKeys.all, 'post-message'] as const,
};
