/**
 * Keys of assignments. Everything of one enrolment nests under `course(candidateSOSId)`: its lists
 * under `lists`, one assignment under `assignment(...)`, so a submit invalidates what it changed.
 */
export const assignmentKeys = {
  all: ['assignments'] as const,
  filters: () => [...assignmentKeys.all, 'filters'] as const,
  course: (candidateSOSId: number) => [...assignmentKeys.all, candidateSOSId] as const,
  lists: (candidateSOSId: number) => [...assignmentKeys.course(candidateSOSId), 'list'] as const,
  list: (candidateSOSId: number, query: { subjectId?: number; filter: number; pageSize: number }) =>
    [...assignmentKeys.lists(candidateSOSId), query.subjectId ?? null, query.filter, query.pageSize] as const,
  assignment: (candidateSOSId: number, assignmentId: number) => [...assignmentKeys.course(candidateSOSId), 'assignment', assignmentId] as const,
  // Mutations
  submit: () => [...assignmentKeys.all, 'submit'] as const,
  saveDraft: () => [...assignmentKeys.all, 'save-draft'] as const,
};
