import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { imagingInstances, imagingSeries, imagingStudies } from './imaging.tables';

export type StudyRow = typeof imagingStudies.$inferSelect;
export type SeriesRow = typeof imagingSeries.$inferSelect;
export type InstanceRow = typeof imagingInstances.$inferSelect;

/** A course's studies with their series and instances, in study, series and instance order (one statement). */
export async function listCourseImages(db: Database, sosId: number) {
  return db
    .select({ study: imagingStudies, series: imagingSeries, instance: { sopInstanceUid: imagingInstances.sopInstanceUid, instanceNumber: imagingInstances.instanceNumber } })
    .from(imagingStudies)
    .innerJoin(imagingSeries, eq(imagingSeries.studyId, imagingStudies.id))
    .innerJoin(imagingInstances, eq(imagingInstances.seriesId, imagingSeries.id))
    .where(eq(imagingStudies.sosId, sosId))
    .orderBy(asc(imagingStudies.id), asc(imagingSeries.seriesNumber), asc(imagingSeries.id), asc(imagingInstances.instanceNumber), asc(imagingInstances.id));
}

/** One instance of a study of the course `sosId`, by its UIDs; null for another course's, or none. */
export async function findCourseInstance(db: Database, sosId: number, uids: { studyUid: string; seriesUid: string; sopInstanceUid: string }) {
  const [row] = await db
    .select({ storageKey: imagingInstances.storageKey, sizeBytes: imagingInstances.sizeBytes })
    .from(imagingInstances)
    .innerJoin(imagingSeries, eq(imagingSeries.id, imagingInstances.seriesId))
    .innerJoin(imagingStudies, eq(imagingStudies.id, imagingSeries.studyId))
    .where(
      and(
        eq(imagingInstances.sopInstanceUid, uids.sopInstanceUid),
        eq(imagingSeries.seriesUid, uids.seriesUid),
        eq(imagingStudies.studyUid, uids.studyUid),
        eq(imagingStudies.sosId, sosId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findStudyByUid(db: Database, sosId: number, studyUid: string): Promise<StudyRow | null> {
  const [row] = await db.select().from(imagingStudies).where(and(eq(imagingStudies.sosId, sosId), eq(imagingStudies.studyUid, studyUid)));
  return row ?? null;
}

export interface NewStudy {
  readonly study: typeof imagingStudies.$inferInsert;
  readonly series: { readonly row: Omit<typeof imagingSeries.$inferInsert, 'studyId'>; readonly instances: Omit<typeof imagingInstances.$inferInsert, 'seriesId'>[] }[];
}

/** Inserts a study with its series and instances in one transaction; null when the course has it already. */
export async function insertStudy(db: Database, study: NewStudy): Promise<StudyRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(imagingStudies).values(study.study).onConflictDoNothing().returning();
    if (!row) return null;
    for (const series of study.series) {
      const [seriesRow] = await tx.insert(imagingSeries).values({ ...series.row, studyId: row.id }).returning();
      if (!seriesRow) throw new Error('the series was not stored');
      await tx.insert(imagingInstances).values(series.instances.map((instance) => ({ ...instance, seriesId: seriesRow.id })));
    }
    return row;
  });
}

/** Storage keys of a course's instances (the seed checks its files are there). */
export async function courseStorageKeys(db: Database, sosIds: readonly number[]): Promise<string[]> {
  if (sosIds.length === 0) return [];
  const rows = await db
    .select({ key: imagingInstances.storageKey })
    .from(imagingInstances)
    .innerJoin(imagingSeries, eq(imagingSeries.id, imagingInstances.seriesId))
    .innerJoin(imagingStudies, eq(imagingStudies.id, imagingSeries.studyId))
    .where(inArray(imagingStudies.sosId, [...sosIds]));
  return rows.map((row) => row.key);
}
