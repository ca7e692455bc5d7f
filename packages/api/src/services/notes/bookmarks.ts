import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ContentFilter, NotesApiRoutes, type Bookmark, type BookmarksResponse, type SaveBookmarkRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { notesKeys } from './notes-keys';
import type { NotesPageRequest } from './notes';
import { NOTES_PAGE_SIZE, nextPageNumber } from './paged-list';

export type BookmarksPageRequest = NotesPageRequest;

/** spec 7: bookmarks POST Save (once per content item). */
export function saveBookmark(client: ApiClient, request: SaveBookmarkRequest): Promise<Bookmark> {
  return client.call<Bookmark>(NotesApiRoutes.saveBookmark, { body: request });
}

/** spec 7: bookmarks GET Get (BookMarks, TotalRecords); with sosDetailContentId: is this content bookmarked. */
export function getBookmarks(client: ApiClient, request: BookmarksPageRequest, signal?: AbortSignal): Promise<BookmarksResponse> {
  return client.call<BookmarksResponse>(NotesApiRoutes.getBookmarks, { query: { ...request }, signal });
}

/** spec 7: bookmarks DELETE Remove (the content names its bookmark). */
export function removeBookmark(client: ApiClient, candidateSOSId: number, sosDetailContentId: number): Promise<unknown> {
  return client.call<unknown>(NotesApiRoutes.removeBookmark, { query: { candidateSOSId, sosDetailContentId } });
}

export const bookmarksQueryOptions = (client: ApiClient, request: BookmarksPageRequest) =>
  queryOptions({
    queryKey: notesKeys.bookmarkList(request.candidateSOSId, request),
    queryFn: ({ signal }) => getBookmarks(client, request, signal),
  });

export const bookmarkPagesQueryOptions = (client: ApiClient, candidateSOSId: number, filter: ContentFilter = ContentFilter.All) =>
  infiniteQueryOptions({
    queryKey: notesKeys.bookmarkPages(candidateSOSId, filter, NOTES_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) => getBookmarks(client, { candidateSOSId, filter, pageNumber: pageParam, pageSize: NOTES_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNumber(pages, (page) => page.BookMarks),
  });

const reloadBookmarks = (queryClient: QueryClient, candidateSOSId: number) => queryClient.invalidateQueries({ queryKey: notesKeys.bookmarks(candidateSOSId) });

export const saveBookmarkMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: notesKeys.saveBookmark(),
    mutationFn: (request: SaveBookmarkRequest) => saveBookmark(client, request),
    onSuccess: (_bookmark, request) => reloadBookmarks(queryClient, request.CandidateSOSId),
  });

export const removeBookmarkMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: notesKeys.removeBookmark(),
    mutationFn: ({ candidateSOSId, sosDetailContentId }: { candidateSOSId: number; sosDetailContentId: number }) => removeBookmark(client, candidateSOSId, sosDetailContentId),
    onSuccess: (_result, { candidateSOSId }) => reloadBookmarks(queryClient, candidateSOSId),
  });
