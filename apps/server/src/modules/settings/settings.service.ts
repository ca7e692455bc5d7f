import { CandidateSettings, defaultCandidateSettings } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import type { Caller } from '../../http/authentication';
import { findSettings, saveSettings, type SettingsRow } from './settings.queries';

/** A stored row read back through the schema: a value a later release no longer knows reads as the default. */
function toSettings(row: SettingsRow | undefined): CandidateSettings {
  if (!row) return defaultCandidateSettings;
  const parsed = CandidateSettings.safeParse({
    Theme: row.theme,
    NotificationKinds: row.notificationKinds,
    PushNotifications: row.pushNotifications,
    LeaderboardAnonymous: row.leaderboardAnonymous,
  });
  return parsed.success ? parsed.data : defaultCandidateSettings;
}

/** GetSettings / SaveSettings: always the caller's own row (the bearer names it; no id is taken). */
export function createSettingsService({ db, clock }: ServiceContext) {
  return {
    async get(caller: Caller): Promise<CandidateSettings> {
      return toSettings(await findSettings(db, caller.user.id));
    },

    async settingsOf(userId: string): Promise<CandidateSettings> {
      return toSettings(await findSettings(db, userId));
    },

    async save(caller: Caller, settings: CandidateSettings): Promise<CandidateSettings> {
      await saveSettings(db, {
        userId: caller.user.id,
        theme: settings.Theme,
        notificationKinds: settings.NotificationKinds,
        pushNotifications: settings.PushNotifications,
        leaderboardAnonymous: settings.LeaderboardAnonymous,
        updatedAt: clock(),
      });
      return settings;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
