import type { CandidateProfile } from '@portal/domain';
import type { Database } from '../../core/context';
import { candidateProfiles } from './profile.tables';

/** One candidate's saved profile (a row that exists is left alone). */
export async function seedCandidateProfile(db: Database, userId: string, profile: CandidateProfile, updatedAt: Date): Promise<void> {
  await db.insert(candidateProfiles).values({ userId, profile, updatedAt }).onConflictDoNothing();
}
