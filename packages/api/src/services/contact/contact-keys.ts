export const contactKeys = {
  all: ['contact'] as const,
  /** One enrolment's teacher-support threads. */
  threads: (candidateSOSId: number) => [...contactKeys.all, 'threads', candidateSOSId] as const,
  // Mutations
  postMessage: () => [...contactKeys.all, 'post-message'] as const,
  markThreadRead: () => [...contactKeys.all, 'mark-thread-read'] as const,
};
