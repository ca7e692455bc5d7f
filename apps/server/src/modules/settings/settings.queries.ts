import { eq } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { candidateSettings } from './settings.tables';

export type SettingsRow = typeof candidateSettings.$inferSelect;

/** The owner's settings row, if they ever saved any. */
export async function findSettings(db: Database, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(candidateSettings).where(eq(candidateSettings.userId, userId)).limit(1);
  return row;
}

export async function saveSettings(db: Database, row: SettingsRow): Promise<void> {
  const { userId: _userId, ...values } = row;
  await db.insert(candidateSettings).values(row).onConflictDoUpdate({ target: candidateSettings.userId, set: values });
}
