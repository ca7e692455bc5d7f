import { route } from './route';

/**
 * Search (learning-areas.md section 7: GET CandidateKoogleService/Koogle, paged): the enrolment's
 * own course content, only what its package's features allow (Search feature).
 */
export const SearchApiRoutes = {
  /** Query: SearchQuery (candidateSOSId, searchText, pageNumber, pageSize). */
  search: route('GET', 'CandidateKoogleService/Koogle', true),
} as const;
