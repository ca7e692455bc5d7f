import { queryOptions } from '@tanstack/react-query';
import { AccountApiRoutes, Platform, type LoggedInUserInfo } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** spec 7: GET with query AppVersionCode and Platform=1 (web). */
export function getLoggedInUserInfo(
  client: ApiClient,
  appVersionCode: number,
  signal?: AbortSignal,
): Promise<LoggedInUserInfo> {
  return client.call<LoggedInUserInfo>(AccountApiRoutes.getLoggedInUserInfo, {
    query: { AppVersionCode: appVersionCode, Platform: Platform.web },
    signal,
  });
}

export const loggedInUserInfoQueryOptions = (client: ApiClient, appVersionCode: number) =>
  queryOptions({
    queryKey: accountKeys.loggedInUserInfo(appVersionCode),
    queryFn: ({ signal }) => getLoggedInUserInfo(client, appVersionCode, signal),
  });
