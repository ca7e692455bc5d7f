import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { AccountApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** "Not now" to the how-you-know question (issue 11): the server remembers it with its date. */
export function postponeHowYouKnowQuestion(client: ApiClient): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.postponeHowYouKnowQuestion);
}

export const postponeHowYouKnowQuestionMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: accountKeys.postponeHowYouKnowQuestion(),
    mutationFn: () => postponeHowYouKnowQuestion(client),
    // The question's AskNow has changed: read it again next time.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.howYouKnowQuestion() }),
  });
