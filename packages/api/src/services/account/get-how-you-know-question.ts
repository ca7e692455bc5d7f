import { queryOptions } from '@tanstack/react-query';
import { AccountApiRoutes, type HowYouKnowQuestion } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** The how-you-know-us question and its options. */
export function getHowYouKnowQuestion(client: ApiClient, signal?: AbortSignal): Promise<HowYouKnowQuestion> {
  return client.call<HowYouKnowQuestion>(AccountApiRoutes.getHowYouKnowQuestion, { signal });
}

export const howYouKnowQuestionQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: accountKeys.howYouKnowQuestion(),
    queryFn: ({ signal }) => getHowYouKnowQuestion(client, signal),
    // The question does not change during a session.
    staleTime: Infinity,
  });
