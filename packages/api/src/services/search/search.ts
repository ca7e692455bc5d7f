import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { SearchApiRoutes, searchTextMax, type SearchResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { nextPageNumber } from '../notes/paged-list';
import { searchKeys } from './search-keys';

export interface SearchRequest {
  readonly candidateSOSId: number;
  readonly searchText: string;
  readonly pageNumber?: number;
  readonly pageSize?: number;
}

export const SEARCH_PAGE_SIZE = 10;
/** What the header's suggestions show as you type. */
export const SEARCH_SUGGESTION_COUNT = 5;

/**
 * The text as sent: trimmed, at most the server's bound (100 characters): a longer text typed or
 * pasted is searched by its first words, never refused.
 */
export const searchTextOf = (text: string) => text.trim().slice(0, searchTextMax).trim();

/** spec 7: GET CandidateKoogleService/Koogle (paged search); cancellable like every GET. */
export function search(client: ApiClient, request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  return client.call<SearchResponse>(SearchApiRoutes.search, {
    query: {
      candidateSOSId: request.candidateSOSId,
      searchText: searchTextOf(request.searchText),
      pageNumber: request.pageNumber ?? 1,
      pageSize: request.pageSize ?? SEARCH_PAGE_SIZE,
    },
    signal,
  });
}

/** /search/detail/{searchText}: the full list, Load more appends the next page. */
export const searchPagesQueryOptions = (client: ApiClient, request: Omit<SearchRequest, 'pageNumber'>) => {
  const searchText = searchTextOf(request.searchText);
  const pageSize = request.pageSize ?? SEARCH_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: searchKeys.results(request.candidateSOSId, searchText, pageSize),
    queryFn: ({ pageParam, signal }) => search(client, { ...request, searchText, pageSize, pageNumber: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNumber(pages, (page) => page.SearchContent),
    enabled: searchText.length >= 2,
  });
};

/**
 * /search: the first few hits as you type. A superseded text's request is cancelled by the query's
 * signal (the transport's cancellation) when its key is no longer observed.
 */
export const searchSuggestionsQueryOptions = (client: ApiClient, request: { candidateSOSId: number; searchText: string }) => {
  const searchText = searchTextOf(request.searchText);
  return queryOptions({
    queryKey: searchKeys.suggestions(request.candidateSOSId, searchText),
    queryFn: ({ signal }) => search(client, { candidateSOSId: request.candidateSOSId, searchText, pageSize: SEARCH_SUGGESTION_COUNT }, signal),
    enabled: searchText.length >= 2,
    staleTime: 30_000,
  });
};
