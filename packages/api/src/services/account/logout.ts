import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { AccountApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

export interface LogoutOptions {
  /** Stops waiting for the server (an unreachable server must not hold the student in the app). */
  signal?: AbortSignal;
}

/** Tells the server to end this session (the bearer names it; its tokens stop working). */
export function logout(client: ApiClient, options: LogoutOptions = {}): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.logout, { signal: options.signal });
}

/**
 * spec 4: logout resets every state holder. The server is told first, while the tokens are still
 * stored (the bearer names the session it revokes); whatever it answers (it may be unreachable, or
 * slower than `timeoutMs`), the tokens and the query cache are cleared afterwards, and the app then
 * resets its own state and goes to login.
 */
export const logoutMutationOptions = (
  client: ApiClient,
  queryClient: QueryClient,
  { timeoutMs }: { timeoutMs?: number } = {},
) =>
  mutationOptions({
    mutationKey: accountKeys.logout(),
    mutationFn: () =>
      logout(client, { signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined }),
    onSettled: () => {
      client.tokens.clear();
      queryClient.clear();
    },
  });
