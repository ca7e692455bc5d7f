/**
 * Keys of the e-books area: one book's activities, file and last location nest under `book(...)`;
 * the notebook's lists over every book under `lists()`.
 */
export const eBooksKeys = {
  all: ['e-books'] as const,
  book: (candidateSOSId: number, eBookId: number) => [...eBooksKeys.all, 'book', candidateSOSId, eBookId] as const,
  activities: (candidateSOSId: number, eBookId: number) => [...eBooksKeys.book(candidateSOSId, eBookId), 'activities'] as const,
  file: (candidateSOSId: number, eBookId: number) => [...eBooksKeys.book(candidateSOSId, eBookId), 'file'] as const,
  location: (candidateSOSId: number, eBookId: number) => [...eBooksKeys.book(candidateSOSId, eBookId), 'location'] as const,
  lists: () => [...eBooksKeys.all, 'list'] as const,
  list: (query: object) => [...eBooksKeys.lists(), query] as const,
  // Mutations
  saveActivity: () => [...eBooksKeys.all, 'save-activity'] as const,
  updateActivity: () => [...eBooksKeys.all, 'update-activity'] as const,
  removeActivity: () => [...eBooksKeys.all, 'remove-activity'] as const,
  saveLocation: () => [...eBooksKeys.all, 'save-location'] as const,
};
