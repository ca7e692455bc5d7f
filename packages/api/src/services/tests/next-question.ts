import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { TestsApiRoutes, type NextQuestionRequest, type NextQuestionResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { clearAllStats } from '../stats/stats-keys';
import { testKeys } from './test-keys';

/**
 * spec 7: GET GetNextQuestion with the next-question request (build it with the domain's
 * `nextQuestionRequest`, which refuses an empty CAT answer with 'Please select an option').
 */
export function getNextQuestion(client: ApiClient, request: NextQuestionRequest, signal?: AbortSignal): Promise<NextQuestionResponse> {
  return client.call<NextQuestionResponse>(TestsApiRoutes.getNextQuestion, {
    query: { ...request, CandidateAnswer: request.CandidateAnswer ?? '' },
    signal,
  });
}

/** An answer moves the CAT on; when it stops, the test is submitted, so its lists, result and the course's stats are stale. */
export const nextQuestionMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: testKeys.nextQuestion(),
    mutationFn: (request: NextQuestionRequest) => getNextQuestion(client, request),
    onSuccess: async (response, request) => {
      if (!response.IsCompleted) return;
      await queryClient.invalidateQueries({ queryKey: testKeys.lists(request.CandidateSOSId) });
      await queryClient.invalidateQueries({ queryKey: testKeys.test(request.CandidateSOSId, request.TestId) });
      await clearAllStats(queryClient, request.CandidateSOSId);
    },
  });
