import type { AppInfo } from '@portal/domain';
import type { Database } from '../db/client';
import { messagesUpdatedOn, readConfigurationSnapshot, readSettings } from '../queries/reference';

export const settingKeys = {
  latestAppCode: 'latestAppCode',
  minimumAppCode: 'minimumAppCode',
} as const;

/**
 * spec: AppInfo { LatestAppCode, ForceUpdateApp }. ForceUpdateApp is true when the caller's app
 * version is below the minimum still supported (the web portal sends its build code; without one
 * nothing is forced).
 */
export async function appInfo(db: Database, appVersionCode?: number): Promise<AppInfo> {
  return appInfoFrom(await readSettings(db), appVersionCode);
}

function appInfoFrom(settings: Map<string, string>, appVersionCode?: number): AppInfo {
  const latest = Number(settings.get(settingKeys.latestAppCode) ?? 1);
  const minimum = Number(settings.get(settingKeys.minimumAppCode) ?? 0);
  return {
    LatestAppCode: latest,
    ForceUpdateApp: appVersionCode !== undefined && appVersionCode > 0 && appVersionCode < minimum,
  };
}

/** ISO stamp of the last application-message change (the epoch when there are none). */
export async function applicationMessagesStamp(db: Database): Promise<string> {
  return ((await messagesUpdatedOn(db)) ?? new Date(0)).toISOString();
}

/** AppInfo and the messages stamp together, from one query. */
export async function appInfoAndMessagesStamp(db: Database, appVersionCode?: number): Promise<{ appInfo: AppInfo; messagesUpdatedOn: string }> {
  const snapshot = await readConfigurationSnapshot(db);
  return {
    appInfo: appInfoFrom(snapshot.settings, appVersionCode),
    messagesUpdatedOn: (snapshot.messagesUpdatedOn ?? new Date(0)).toISOString(),
  };
}
