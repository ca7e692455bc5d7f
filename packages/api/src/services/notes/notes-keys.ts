/** Keys of course notes and bookmarks; one enrolment's lists nest under `notes(...)` / `bookmarks(...)`. */
export const notesKeys = {
  all: ['course-notes'] as const,
  notes: (candidateSOSId: number) => [...notesKeys.all, candidateSOSId, 'notes'] as const,
  noteList: (candidateSOSId: number, query: object) => [...notesKeys.notes(candidateSOSId), query] as const,
  notePages: (candidateSOSId: number, filter: number, pageSize: number, sosDetailContentId?: number) =>
    [...notesKeys.notes(candidateSOSId), 'pages', filter, pageSize, sosDetailContentId ?? null] as const,
  bookmarks: (candidateSOSId: number) => [...notesKeys.all, candidateSOSId, 'bookmarks'] as const,
  bookmarkList: (candidateSOSId: number, query: object) => [...notesKeys.bookmarks(candidateSOSId), query] as const,
  bookmarkPages: (candidateSOSId: number, filter: number, pageSize: number, sosDetailContentId?: number) =>
    [...notesKeys.bookmarks(candidateSOSId), 'pages', filter, pageSize, sosDetailContentId ?? null] as const,
  // Mutations
  createNote: () => [...notesKeys.all, 'create-note'] as const,
  updateNote: () => [...notesKeys.all, 'update-note'] as const,
  removeNote: () => [...notesKeys.all, 'remove-note'] as const,
  saveBookmark: () => [...notesKeys.all, 'save-bookmark'] as const,
  removeBookmark: () => [...notesKeys.all, 'remove-bookmark'] as const,
};
