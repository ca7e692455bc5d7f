/** Keys of ratings and problem reports, per enrolment and item. */
export const ratingsKeys = {
  all: ['ratings'] as const,
  rating: (candidateSOSId: number, itemType: number, itemId: number) => [...ratingsKeys.all, candidateSOSId, 'rating', itemType, itemId] as const,
  report: (candidateSOSId: number, problemType: number, itemId: number) => [...ratingsKeys.all, candidateSOSId, 'report', problemType, itemId] as const,
  // Mutations
  saveRating: () => [...ratingsKeys.all, 'save-rating'] as const,
  removeRating: () => [...ratingsKeys.all, 'remove-rating'] as const,
  saveReport: () => [...ratingsKeys.all, 'save-report'] as const,
  removeReport: () => [...ratingsKeys.all, 'remove-report'] as const,
};
