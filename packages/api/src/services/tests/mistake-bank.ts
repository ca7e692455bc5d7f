import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  TestsApiRoutes,
  type MistakeBankResponse,
  type RetryMistakeRequest,
  type RetryMistakeResponse,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { testKeys } from './test-keys';

/** GET GetMistakeBank (ours): the wrong answers of the enrolment's submitted tests, by subject. */
export function getMistakeBank(client: ApiClient, candidateSOSId: number, signal?: AbortSignal): Promise<MistakeBankResponse> {
  return client.call<MistakeBankResponse>(TestsApiRoutes.getMistakeBank, { query: { candidateSOSId }, signal });
}

/** POST RetryMistake (ours): a retry of one question of the mistake bank, scored on the server. */
export function retryMistake(client: ApiClient, request: RetryMistakeRequest): Promise<RetryMistakeResponse> {
  return client.call<RetryMistakeResponse>(TestsApiRoutes.retryMistake, { body: request });
}

export const mistakeBankQueryOptions = (client: ApiClient, candidateSOSId: number) =>
  queryOptions({
    queryKey: testKeys.mistakes(candidateSOSId),
    queryFn: ({ signal }) => getMistakeBank(client, candidateSOSId, signal),
  });

/**
 * A retry changes the question's count; the bank is read again only when the page asks (the page
 * keeps showing the answered retry until the candidate moves on).
 */
export const retryMistakeMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: testKeys.retryMistake(),
    mutationFn: (request: RetryMistakeRequest) => retryMistake(client, request),
    onSuccess: (_response, request) =>
      queryClient.invalidateQueries({ queryKey: testKeys.mistakes(request.CandidateSOSId), refetchType: 'none' }),
  });
