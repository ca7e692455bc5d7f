/** Keys of search: one enrolment's results by text and page size (each page a page of one query). */
export const searchKeys = {
  all: ['search'] as const,
  course: (candidateSOSId: number) => [...searchKeys.all, candidateSOSId] as const,
  results: (candidateSOSId: number, searchText: string, pageSize: number) =>
    [...searchKeys.course(candidateSOSId), searchText, pageSize] as const,
  suggestions: (candidateSOSId: number, searchText: string) =>
    [...searchKeys.course(candidateSOSId), 'suggestions', searchText] as const,
};
