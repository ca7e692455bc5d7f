import { route } from './route';

/**
 * E-books (learning-areas.md section 7, "E-books"): CandidateEBookActivitiesService's nine calls
 * (notes, bookmarks and highlights of a book), and ours on CandidateEBookService: the book file
 * through a signed URL, and where the candidate left the book. GetMyEBooks is the dashboard's.
 */
export const EBooksApiRoutes = {
  /** Query: candidateSOSId, eBookId. All-activities response (Notes, Bookmarks, Highlights). */
  getEBookActivities: route('GET', 'CandidateEBookActivitiesService/GetEBookActivities', true),
  /** Query: eBookId?, kind?, pageNumber, pageSize. Every e-book's activities, newest first. */
  getEBookActivitiesList: route('GET', 'CandidateEBookActivitiesService/GetEBookActivitiesList', true),
  /** A note. */
  saveEBookActivity: route('POST', 'CandidateEBookActivitiesService/SaveEBookActivity', true),
  saveEBookBookMark: route('POST', 'CandidateEBookActivitiesService/SaveEBookBookMark', true),
  saveEBookHighlight: route('POST', 'CandidateEBookActivitiesService/SaveEBookHighlight', true),
  updateEBookActivity: route('PUT', 'CandidateEBookActivitiesService/UpdateEBookActivity', true),
  /** Query: candidateSOSId, eBookId, eBookActivityId (a note). */
  removeEBookActivity: route('DELETE', 'CandidateEBookActivitiesService/RemoveEBookActivity', true),
  /** Query: candidateSOSId, eBookId, eBookActivityId (a highlight). */
  removeEBookHighlight: route('DELETE', 'CandidateEBookActivitiesService/RemoveEBookHighlight', true),
  /** Query: candidateSOSId, eBookId, eBookActivityId (a bookmark). */
  removeEBookBookMark: route('DELETE', 'CandidateEBookActivitiesService/RemoveEBookBookMark', true),
  /** Query: candidateSOSId, eBookId. A signed, expiring URL of the book file. */
  getEBookFile: route('GET', 'CandidateEBookService/GetEBookFile', true),
  /** Query: candidateSOSId, eBookId. Where the candidate left the book, or null. */
  getEBookLocation: route('GET', 'CandidateEBookService/GetEBookLocation', true),
  saveEBookLocation: route('PUT', 'CandidateEBookService/SaveEBookLocation', true),
} as const;
