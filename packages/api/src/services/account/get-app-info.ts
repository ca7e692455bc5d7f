import { queryOptions } from '@tanstack/react-query';
import { AccountApiRoutes, type AppInfo } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/**
 * spec 7: AccountService/GetAppInfo, response LatestAppCode and ForceUpdateApp. With the portal's
 * own version code, the server can say whether this version must update.
 */
export function getAppInfo(client: ApiClient, appVersionCode?: number, signal?: AbortSignal): Promise<AppInfo> {
  return client.call<AppInfo>(AccountApiRoutes.getAppInfo, { query: { AppVersionCode: appVersionCode }, signal });
}

export const appInfoQueryOptions = (client: ApiClient, appVersionCode?: number) =>
  queryOptions({
    queryKey: accountKeys.appInfo(appVersionCode),
    queryFn: ({ signal }) => getAppInfo(client, appVersionCode, signal),
  });
