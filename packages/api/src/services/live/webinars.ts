import { queryOptions } from '@tanstack/react-query';
import { LiveApiRoutes, WebinarFolder, type CandidateWebinarListViewModel, type WebinarFolderEnumResponse, type WebinarRecording, type WebinarRecordingQuery } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { liveKeys } from './live-keys';

export interface WebinarListRequest {
  readonly webinarFolder?: WebinarFolder;
  /** One enrolment's webinars; every enrolment's when absent. */
  readonly candidateSOSId?: number;
  readonly pageNumber?: number;
  readonly pageSize?: number;
}

export const WEBINAR_PAGE_SIZE = 20;

const listQuery = (request: WebinarListRequest) => ({
  webinarFolder: request.webinarFolder ?? WebinarFolder.all,
  candidateSOSId: request.candidateSOSId,
  pageNumber: request.pageNumber ?? 1,
  pageSize: request.pageSize ?? WEBINAR_PAGE_SIZE,
});

/** spec 7: GET GetWebinars (webinarFolder). */
export function getWebinars(client: ApiClient, request: WebinarListRequest = {}, signal?: AbortSignal): Promise<CandidateWebinarListViewModel> {
  return client.call<CandidateWebinarListViewModel>(LiveApiRoutes.getWebinars, { query: listQuery(request), signal });
}

/** spec 7: GET GetWebinarFolderEnum. */
export function getWebinarFolderEnum(client: ApiClient, signal?: AbortSignal): Promise<WebinarFolderEnumResponse> {
  return client.call<WebinarFolderEnumResponse>(LiveApiRoutes.getWebinarFolderEnum, { signal });
}

export const webinarsQueryOptions = (client: ApiClient, request: WebinarListRequest = {}) => {
  const query = listQuery(request);
  return queryOptions({
    queryKey: liveKeys.webinarList(query.webinarFolder, query.candidateSOSId ?? null, query.pageNumber, query.pageSize),
    queryFn: ({ signal }) => getWebinars(client, query, signal),
  });
};

export const webinarFoldersQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: liveKeys.webinarFolders(), queryFn: ({ signal }) => getWebinarFolderEnum(client, signal), staleTime: Infinity });

/** Ours: GET GetWebinarRecording, a past webinar's recording (a signed URL of our storage, Range-served). */
export function getWebinarRecording(client: ApiClient, query: WebinarRecordingQuery, signal?: AbortSignal): Promise<WebinarRecording> {
  return client.call<WebinarRecording>(LiveApiRoutes.getWebinarRecording, { query, signal });
}

export const webinarRecordingQueryOptions = (client: ApiClient, query: WebinarRecordingQuery) =>
  queryOptions({
    queryKey: liveKeys.webinarRecording(query.candidateSOSId, query.webinarId),
    queryFn: ({ signal }) => getWebinarRecording(client, query, signal),
    // The signed URL lasts one to two hours: read again well before it expires.
    staleTime: 30 * 60_000,
  });
