import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type AppInfo } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** spec 7: AccountService/GetAppInfo, response LatestAppCode and ForceUpdateApp. */
export function getAppInfo(client: ApiClient, signal?: AbortSignal): Promise<AppInfo> {
  return client.call<AppInfo>(ApiRoutes.getAppInfo, { signal });
}

export const appInfoQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: accountKeys.appInfo(),
    queryFn: ({ signal }) => getAppInfo(client, signal),
  });
