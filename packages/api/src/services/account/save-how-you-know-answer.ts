import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { AccountApiRoutes, type HowYouKnowAnswer } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** Saves the candidate's how-you-know-us answer. */
export function saveHowYouKnowAnswer(client: ApiClient, answer: HowYouKnowAnswer): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.saveHowYouKnowAnswer, { body: answer });
}

export const saveHowYouKnowAnswerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: accountKeys.saveHowYouKnowAnswer(),
    mutationFn: (answer: HowYouKnowAnswer) => saveHowYouKnowAnswer(client, answer),
    // spec 4: saving the answer marks it answered (IsHowYouKnowAnswered).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.loggedInUserInfos() }),
  });
