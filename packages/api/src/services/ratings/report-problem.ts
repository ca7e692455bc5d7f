import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  RatingsApiRoutes,
  type ReportProblem,
  type ReportProblemQuery,
  type ReportProblemResponse,
  type SaveReportProblemRequest,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { ratingsKeys } from './ratings-keys';

/** spec 7: POST SaveReportProblem (video 1 / reading 2; Description required). */
export function saveReportProblem(client: ApiClient, request: SaveReportProblemRequest): Promise<ReportProblem> {
  return client.call<ReportProblem>(RatingsApiRoutes.saveReportProblem, { body: request });
}

/** spec 7: DELETE RemoveReportProblem. */
export function removeReportProblem(client: ApiClient, query: ReportProblemQuery): Promise<unknown> {
  return client.call<unknown>(RatingsApiRoutes.removeReportProblem, { query: { ...query } });
}

/** spec 7: GET (report): the caller's report on an item (IsReported), or null. */
export function getReportProblem(client: ApiClient, query: ReportProblemQuery, signal?: AbortSignal): Promise<ReportProblemResponse> {
  return client.call<ReportProblemResponse>(RatingsApiRoutes.getReportProblem, { query: { ...query }, signal });
}

export const reportProblemQueryOptions = (client: ApiClient, query: ReportProblemQuery) =>
  queryOptions({
    queryKey: ratingsKeys.report(query.candidateSOSId, query.problemType, query.itemId),
    queryFn: ({ signal }) => getReportProblem(client, query, signal),
  });

/** IsReported shows at once (spec: reflected in the UI): the cached answer is replaced. */
const setReport = (queryClient: QueryClient, query: ReportProblemQuery, report: ReportProblem | null) =>
  queryClient.setQueryData<ReportProblemResponse>(ratingsKeys.report(query.candidateSOSId, query.problemType, query.itemId), { ReportProblem: report });

export const saveReportProblemMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ratingsKeys.saveReport(),
    mutationFn: (request: SaveReportProblemRequest) => saveReportProblem(client, request),
    onSuccess: (report, request) => {
      setReport(queryClient, { candidateSOSId: request.CandidateSOSId, problemType: request.ProblemType, itemId: request.ItemId }, report);
    },
  });

export const removeReportProblemMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ratingsKeys.removeReport(),
    mutationFn: (query: ReportProblemQuery) => removeReportProblem(client, query),
    onSuccess: (_result, query) => {
      setReport(queryClient, query, null);
    },
  });
