import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { assignmentSubmissions, assignments } from './assignments.tables';

export type AssignmentRow = typeof assignments.$inferSelect;
export type SubmissionRow = typeof assignmentSubmissions.$inferSelect;
export interface AssignmentWithWork {
  readonly assignment: AssignmentRow;
  readonly work: SubmissionRow | null;
}

const workOf = (candidateSosId: number) =>
  and(eq(assignmentSubmissions.candidateSosId, candidateSosId), eq(assignmentSubmissions.assignmentId, assignments.assignmentId));

/** The course's assignments in the given subjects with this enrolment's work on each (one statement). */
export async function listCourseAssignments(db: Database, sosId: number, subjectIds: readonly number[], candidateSosId: number): Promise<AssignmentWithWork[]> {
  if (subjectIds.length === 0) return [];
  return db
    .select({ assignment: assignments, work: assignmentSubmissions })
    .from(assignments)
    .leftJoin(assignmentSubmissions, workOf(candidateSosId))
    .where(and(eq(assignments.sosId, sosId), inArray(assignments.subjectId, [...subjectIds])))
    .orderBy(asc(assignments.subjectId), asc(assignments.sosDetailAssignmentId));
}

/** One assignment of the course with this enrolment's work on it (one statement). */
export async function findCourseAssignment(db: Database, sosId: number, assignmentId: number, candidateSosId: number): Promise<AssignmentWithWork | undefined> {
  const [row] = await db
    .select({ assignment: assignments, work: assignmentSubmissions })
    .from(assignments)
    .leftJoin(assignmentSubmissions, workOf(candidateSosId))
    .where(and(eq(assignments.sosId, sosId), eq(assignments.assignmentId, assignmentId)))
    .limit(1);
  return row;
}

/** One assignment by id (the review operation checks its full marks). */
export async function findAssignment(db: Database, assignmentId: number): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(assignments).where(eq(assignments.assignmentId, assignmentId)).limit(1);
  return row;
}

/** Writes the enrolment's work on an assignment (insert or update of the given columns). */
export async function upsertWork(
  db: Database,
  key: { userId: string; candidateSosId: number; assignmentId: number },
  set: Partial<Omit<SubmissionRow, 'userId' | 'candidateSosId' | 'assignmentId'>> & { updatedAt: Date },
): Promise<SubmissionRow> {
  const [row] = await db
    .insert(assignmentSubmissions)
    .values({ ...key, ...set })
    .onConflictDoUpdate({ target: [assignmentSubmissions.candidateSosId, assignmentSubmissions.assignmentId], set })
    .returning();
  if (!row) throw new Error('the assignment work was not stored');
  return row;
}

/** The enrolment's submitted work on an assignment (what the review operation reviews), if any. */
export async function findSubmission(db: Database, candidateSosId: number, assignmentId: number): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(assignmentSubmissions)
    .where(and(eq(assignmentSubmissions.candidateSosId, candidateSosId), eq(assignmentSubmissions.assignmentId, assignmentId), sql`${assignmentSubmissions.submittedAt} is not null`))
    .limit(1);
  return row;
}

export interface ReviewWrite {
  readonly score: number;
  readonly remarks: string;
  readonly reviewedAt: Date;
  /** The annotated file, when the reviewer attaches one (otherwise the columns are left as they are). */
  readonly file?: { key: string; name: string; contentType: string };
}

/** The review of a submission (only a submitted one): true when a submission was there to review. */
export async function writeReview(db: Database, candidateSosId: number, assignmentId: number, review: ReviewWrite): Promise<boolean> {
  const file = review.file ? { reviewedFileKey: review.file.key, reviewedFileName: review.file.name, reviewedFileContentType: review.file.contentType } : {};
  const rows = await db
    .update(assignmentSubmissions)
    .set({ score: review.score, remarks: review.remarks, reviewedAt: review.reviewedAt, updatedAt: review.reviewedAt, ...file })
    .where(and(eq(assignmentSubmissions.candidateSosId, candidateSosId), eq(assignmentSubmissions.assignmentId, assignmentId), sql`${assignmentSubmissions.submittedAt} is not null`))
    .returning({ assignmentId: assignmentSubmissions.assignmentId });
  return rows.length > 0;
}

/** The keys among `keys` a submission holds, submitted or the reviewer's annotated file (so the upload sweep keeps them). */
export async function submissionKeysAmong(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: assignmentSubmissions.fileKey, reviewedKey: assignmentSubmissions.reviewedFileKey })
    .from(assignmentSubmissions)
    .where(or(inArray(assignmentSubmissions.fileKey, [...keys]), inArray(assignmentSubmissions.reviewedFileKey, [...keys])));
  const wanted = new Set(keys);
  return new Set(rows.flatMap((row) => [row.key, row.reviewedKey].filter((key): key is string => key !== null && wanted.has(key))));
}
