import { queryOptions } from '@tanstack/react-query';
import { CoursesApiRoutes, type Content, type ContentQuery } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { courseKeys } from './course-keys';

/** spec 7: GET GetContentVideo (contentId). LMS videos come as signed, seekable URLs with captions. */
export function getContentVideo(client: ApiClient, query: ContentQuery, signal?: AbortSignal): Promise<Content> {
  return client.call<Content>(CoursesApiRoutes.getContentVideo, { query: { ...query }, signal });
}

/** spec 7: GET GetContentReading (contentId). The body is sanitised HTML. */
export function getContentReading(client: ApiClient, query: ContentQuery, signal?: AbortSignal): Promise<Content> {
  return client.call<Content>(CoursesApiRoutes.getContentReading, { query: { ...query }, signal });
}

/** Signed URLs last at least an hour: an hour's cache never hands the player an expired one. */
const contentStaleTime = 30 * 60 * 1000;

export const contentVideoQueryOptions = (client: ApiClient, query: ContentQuery) =>
  queryOptions({
    queryKey: courseKeys.video(query.candidateSOSId, query.contentId),
    queryFn: ({ signal }) => getContentVideo(client, query, signal),
    staleTime: contentStaleTime,
  });

export const contentReadingQueryOptions = (client: ApiClient, query: ContentQuery) =>
  queryOptions({
    queryKey: courseKeys.reading(query.candidateSOSId, query.contentId),
    queryFn: ({ signal }) => getContentReading(client, query, signal),
    staleTime: contentStaleTime,
  });
