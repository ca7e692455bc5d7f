/**
 * Keys of tests (spec 4: results and result details are cached per test and course). Everything
 * of one enrolment nests under `course(candidateSOSId)`, one test's info, attempt and results
 * under `test(...)`, so a submit invalidates exactly what it changed.
 */
export const testKeys = {
  all: ['tests'] as const,
  filters: () => [...testKeys.all, 'filters'] as const,
  course: (candidateSOSId: number) => [...testKeys.all, candidateSOSId] as const,
  lists: (candidateSOSId: number) => [...testKeys.course(candidateSOSId), 'list'] as const,
  list: (candidateSOSId: number, kind: 'sos' | 'system', query: { subjectId?: number; filter: number; pageNumber: number; pageSize: number }) =>
    [...testKeys.lists(candidateSOSId), kind, query.subjectId ?? null, query.filter, query.pageNumber, query.pageSize] as const,
  test: (candidateSOSId: number, testId: number) => [...testKeys.course(candidateSOSId), 'test', testId] as const,
  info: (candidateSOSId: number, testId: number) => [...testKeys.test(candidateSOSId, testId), 'info'] as const,
  questions: (candidateSOSId: number, testId: number) => [...testKeys.test(candidateSOSId, testId), 'questions'] as const,
  result: (candidateSOSId: number, testId: number) => [...testKeys.test(candidateSOSId, testId), 'result'] as const,
  resultDetail: (candidateSOSId: number, testId: number) => [...testKeys.test(candidateSOSId, testId), 'result-detail'] as const,
  mistakes: (candidateSOSId: number) => [...testKeys.course(candidateSOSId), 'mistakes'] as const,
  attemptDetail: (testAttemptId: number) => [...testKeys.all, 'attempt', testAttemptId, 'detail'] as const,
  // Mutations
  saveAnswer: () => [...testKeys.all, 'save-answer'] as const,
  nextQuestion: () => [...testKeys.all, 'next-question'] as const,
  submit: () => [...testKeys.all, 'submit'] as const,
  retryMistake: () => [...testKeys.all, 'retry-mistake'] as const,
};
