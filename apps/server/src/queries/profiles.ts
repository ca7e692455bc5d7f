import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { candidateProfiles } from '../db/schema';

export async function findProfile(db: Database, userId: string) {
  const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)).limit(1);
  return row?.profile;
}

export async function saveProfile(db: Database, userId: string, profile: Record<string, unknown>, now: Date): Promise<void> {
  await db
    .insert(candidateProfiles)
    .values({ userId, profile, updatedAt: now })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { profile, updatedAt: now } });
}
