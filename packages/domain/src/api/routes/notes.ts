import { route } from './route';

/**
 * Course notes and bookmarks (learning-areas.md section 7, "Notes and bookmarks (course)"):
 * CandidateNotesService's four calls, and the bookmarks' Save, Get and Remove (their service name
 * is not shown: ours).
 */
export const NotesApiRoutes = {
  createNote: route('POST', 'CandidateNotesService/CreateNote', true),
  updateNote: route('POST', 'CandidateNotesService/UpdateNote', true),
  /** Query: candidateSOSId, filter, pageNumber, pageSize, sosDetailContentId?. */
  getNotes: route('GET', 'CandidateNotesService/GetNotes', true),
  /** Query: candidateSOSId, candidateNoteId. */
  removeNote: route('DELETE', 'CandidateNotesService/RemoveNote', true),
  saveBookmark: route('POST', 'CandidateBookmarksService/Save', true),
  /** Query: candidateSOSId, filter, pageNumber, pageSize, sosDetailContentId?. */
  getBookmarks: route('GET', 'CandidateBookmarksService/Get', true),
  /** Query: candidateSOSId, sosDetailContentId. */
  removeBookmark: route('DELETE', 'CandidateBookmarksService/Remove', true),
} as const;
