import { queryOptions } from '@tanstack/react-query';
import { AccountApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** spec 7: GET userName; resolves true when the name is still free. */
export function isUserNameUnique(client: ApiClient, userName: string, signal?: AbortSignal): Promise<boolean> {
  return client.call<boolean>(AccountApiRoutes.isUserNameUnique, { query: { userName }, signal });
}

export const userNameUniqueQueryOptions = (client: ApiClient, userName: string) =>
  queryOptions({
    queryKey: accountKeys.userNameUnique(userName),
    queryFn: ({ signal }) => isUserNameUnique(client, userName, signal),
    enabled: userName.trim().length > 0,
  });
