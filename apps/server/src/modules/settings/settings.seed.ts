import type { CandidateSettings } from '@portal/domain';
import type { Database } from '../../core/context';
import { candidateSettings } from './settings.tables';

/** Candidates' saved settings (issue 17: the cohort members who chose to be anonymous); rows there are kept. */
export async function seedCandidateSettings(db: Database, entries: readonly { userId: string; settings: CandidateSettings }[], now: Date): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(candidateSettings)
    .values(
      entries.map(({ userId, settings }) => ({
        userId,
        theme: settings.Theme,
        notificationKinds: settings.NotificationKinds,
        pushNotifications: settings.PushNotifications,
        leaderboardAnonymous: settings.LeaderboardAnonymous,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}
