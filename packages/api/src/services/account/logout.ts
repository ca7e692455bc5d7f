import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { AccountApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** Tells the server to end this session (the bearer names it; its tokens stop working). */
export function logout(client: ApiClient): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.logout);
}

/**
 * spec 4: logout resets every state holder. Whatever the server answers (it may be unreachable),
 * the tokens and the query cache are cleared; the app then resets its own state and goes to login.
 */
export const logoutMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: accountKeys.logout(),
    mutationFn: () => logout(client),
    onSettled: () => {
      client.tokens.clear();
      queryClient.clear();
    },
  });
