/** Keys of feedback: one enrolment's questionnaire and subjects (IsSaved). */
export const feedbackKeys = {
  all: ['feedback'] as const,
  course: (candidateSOSId: number) => [...feedbackKeys.all, candidateSOSId] as const,
  // Mutations
  save: () => [...feedbackKeys.all, 'save'] as const,
};
