import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { TestsApiRoutes, type SubmitTestRequest, type TestResult } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { courseKeys } from '../courses/course-keys';
import { clearAllStats } from '../stats/stats-keys';
import { testKeys } from './test-keys';

/** spec 7: POST SubmitTest. Submitting twice answers the same single result. */
export function submitTest(client: ApiClient, request: SubmitTestRequest): Promise<TestResult> {
  return client.call<TestResult>(TestsApiRoutes.submitTest, { body: request });
}

/**
 * spec 4: saving a test stores its result (cached per test and course). The lists and the info
 * page change (attempted, score), and so does the course hierarchy (the quiz is completed); every
 * stats answer of the course is cleared (a full clear: accuracy, progress, score too).
 */
export async function applyTestSubmitted(queryClient: QueryClient, result: TestResult): Promise<void> {
  queryClient.setQueryData(testKeys.result(result.CandidateSOSId, result.TestId), result);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: testKeys.lists(result.CandidateSOSId) }),
    queryClient.invalidateQueries({ queryKey: testKeys.info(result.CandidateSOSId, result.TestId) }),
    queryClient.invalidateQueries({ queryKey: testKeys.questions(result.CandidateSOSId, result.TestId) }),
    queryClient.invalidateQueries({ queryKey: courseKeys.course(result.CandidateSOSId) }),
    clearAllStats(queryClient, result.CandidateSOSId),
  ]);
}

export const submitTestMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: testKeys.submit(),
    mutationFn: (request: SubmitTestRequest) => submitTest(client, request),
    onSuccess: (result) => applyTestSubmitted(queryClient, result),
  });
