import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { FeedbackApiRoutes, type FeedbackResponse, type SaveFeedbackRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { feedbackKeys } from './feedback-keys';

/** spec 7: GET GetFeedback (FeedbackGroups and SubjectList with IsSaved). */
export function getFeedback(client: ApiClient, candidateSOSId: number, signal?: AbortSignal): Promise<FeedbackResponse> {
  return client.call<FeedbackResponse>(FeedbackApiRoutes.getFeedback, { query: { candidateSOSId }, signal });
}

/** spec 7: POST SaveFeedback (an array body, one entry per answered question). */
export function saveFeedback(client: ApiClient, answers: SaveFeedbackRequest): Promise<unknown> {
  return client.call<unknown>(FeedbackApiRoutes.saveFeedback, { body: answers });
}

export const feedbackQueryOptions = (client: ApiClient, candidateSOSId: number) =>
  queryOptions({
    queryKey: feedbackKeys.course(candidateSOSId),
    queryFn: ({ signal }) => getFeedback(client, candidateSOSId, signal),
  });

/**
 * spec 4: saving clears the cached feedback of the course it was for: a cache no page shows is
 * dropped, the one on screen is asked again (its subject then shows as submitted).
 */
export const saveFeedbackMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: feedbackKeys.save(),
    mutationFn: (answers: SaveFeedbackRequest) => saveFeedback(client, answers),
    onSuccess: (_data, answers) => {
      const candidateSOSId = answers[0]?.CandidateSOSId;
      if (candidateSOSId === undefined) return;
      queryClient.removeQueries({ queryKey: feedbackKeys.course(candidateSOSId), type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey: feedbackKeys.course(candidateSOSId) });
    },
  });
