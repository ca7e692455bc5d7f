import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { CoursesApiRoutes, canLoadMore, type MiscContentQuery, type MixedContentResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { courseKeys } from './course-keys';

export type MiscContentPageRequest = Omit<MiscContentQuery, 'pageNumber' | 'pageSize'> & { pageNumber: number; pageSize?: number };

/** spec 7: GetCourseMiscContent, paged (MiscContents, TotalRecords). */
export function getCourseMiscContent(client: ApiClient, request: MiscContentPageRequest, signal?: AbortSignal): Promise<MixedContentResponse> {
  return client.call<MixedContentResponse>(CoursesApiRoutes.getCourseMiscContent, { query: { ...request }, signal });
}

export const MISC_CONTENT_PAGE_SIZE = 10;

export const courseMiscContentQueryOptions = (client: ApiClient, request: MiscContentPageRequest) =>
  queryOptions({
    queryKey: courseKeys.miscContent(request.candidateSOSId, request.pageNumber, request.pageSize ?? MISC_CONTENT_PAGE_SIZE),
    queryFn: ({ signal }) => getCourseMiscContent(client, request, signal),
  });

/** spec 4: load more while the loaded count is below TotalRecords. */
export const courseMiscContentPagesQueryOptions = (client: ApiClient, candidateSOSId: number, pageSize = MISC_CONTENT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: courseKeys.miscContentPages(candidateSOSId, pageSize),
    queryFn: ({ pageParam, signal }) => getCourseMiscContent(client, { candidateSOSId, pageNumber: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) =>
      canLoadMore(pages.reduce((loaded, page) => loaded + page.MiscContents.length, 0), lastPage.TotalRecords) && lastPage.MiscContents.length > 0 ? pages.length + 1 : undefined,
  });
