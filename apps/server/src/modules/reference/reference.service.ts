import { MessageAudience, MessageType, type AppInfo, type ApplicationMessages, type Country, type TimeZone } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import {
  countryExists,
  listApplicationMessages,
  listCountries,
  listTimeZones,
  messagesUpdatedOn,
  readConfigurationSnapshot,
  type ConfigurationSnapshot,
  readSettings,
  timeZoneExists,
} from './reference.queries';

export const settingKeys = {
  latestAppCode: 'latestAppCode',
  minimumAppCode: 'minimumAppCode',
  /** The day (YYYY-MM-DD) the database's demo world was seeded for (its fixtures' dates moved to it). */
  demoSeedDay: 'demoSeedDay',
} as const;

/**
 * Which stored audiences a request for `audience` receives: ClientSide gets client and shared
 * messages, ServerSide server and shared ones, Both and All get everything.
 */
function audiencesFor(audience: MessageAudience): number[] {
  switch (audience) {
    case MessageAudience.ClientSide:
      return [MessageAudience.ClientSide, MessageAudience.Both, MessageAudience.All];
    case MessageAudience.ServerSide:
      return [MessageAudience.ServerSide, MessageAudience.Both, MessageAudience.All];
    case MessageAudience.Both:
    case MessageAudience.All:
      return [MessageAudience.ServerSide, MessageAudience.ClientSide, MessageAudience.Both, MessageAudience.All];
    default:
      return audience satisfies never;
  }
}

/**
 * spec: AppInfo { LatestAppCode, ForceUpdateApp }. ForceUpdateApp is true when the caller's app
 * version is below the minimum still supported (the web portal sends its build code; without one
 * nothing is forced).
 */
function appInfoFrom(settings: Map<string, string>, appVersionCode?: number): AppInfo {
  const latest = Number(settings.get(settingKeys.latestAppCode) ?? 1);
  const minimum = Number(settings.get(settingKeys.minimumAppCode) ?? 0);
  return {
    LatestAppCode: latest,
    ForceUpdateApp: appVersionCode !== undefined && appVersionCode > 0 && appVersionCode < minimum,
  };
}

/** ISO stamp of the last application-message change (the epoch when there are none). */
const stamp = (updatedOn: Date | null) => (updatedOn ?? new Date(0)).toISOString();

/** Reference data anyone may read: countries, time zones, application messages, configuration. */
export function createReferenceService({ db }: ServiceContext) {
  const messagesStamp = async () => stamp(await messagesUpdatedOn(db));
  const appInfo = async (appVersionCode?: number) => appInfoFrom(await readSettings(db), appVersionCode);
  return {
    messagesStamp,
    appInfo,

    /** AppInfo and the messages stamp together, from one query, or from a snapshot read with the caller. */
    async appInfoAndMessagesStamp(appVersionCode?: number, snapshot?: ConfigurationSnapshot): Promise<{ appInfo: AppInfo; messagesUpdatedOn: string }> {
      const { settings, messagesUpdatedOn } = snapshot ?? (await readConfigurationSnapshot(db));
      return { appInfo: appInfoFrom(settings, appVersionCode), messagesUpdatedOn: stamp(messagesUpdatedOn) };
    },

    /** The configuration stamps a client resets its caches against. */
    async configuration(): Promise<{ MessagesUpdatedOn: string; AppInfo: AppInfo }> {
      return { MessagesUpdatedOn: await messagesStamp(), AppInfo: await appInfo() };
    },

    async messages(audience?: MessageAudience): Promise<ApplicationMessages> {
      const rows = await listApplicationMessages(db, audience === undefined ? undefined : audiencesFor(audience));
      const Messages: ApplicationMessages['Messages'] = {};
      for (const row of rows) Messages[String(row.id)] = { Message: row.message, Type: row.type as MessageType };
      return { Messages, MessagesUpdatedOn: await messagesStamp() };
    },

    /** Message key name -> id (e.g. loginError -> 72). */
    async messageKeys(): Promise<Record<string, number>> {
      const rows = await listApplicationMessages(db);
      return Object.fromEntries(rows.map((row) => [row.key, row.id]));
    },

    messageTypes: (): Record<string, number> => ({ ...MessageType }),

    async countries(): Promise<Country[]> {
      return (await listCountries(db)).map((row) => ({ CountryId: row.id, Name: row.name, CountryCode: row.code, PhoneCode: row.phoneCode }));
    },

    async timeZones(): Promise<TimeZone[]> {
      return (await listTimeZones(db)).map((row) => ({ TimeZoneId: row.id, DisplayName: row.displayName, UtcOffsetMinutes: row.utcOffsetMinutes }));
    },

    countryExists: (code: string) => countryExists(db, code),
    timeZoneExists: (id: string) => timeZoneExists(db, id),
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
