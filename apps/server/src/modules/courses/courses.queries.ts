import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { activityCompletions, courseActivities, courseContents, courseDays, courseMiscContents, resumePoints } from './courses.tables';

/** The completion kind of an activity row: content (video, reading), test (test, class test) or assignment. */
const completionKind = sql<'content' | 'test' | 'assignment'>`case when ${courseActivities.sosDetailContentId} is not null then 'content' when ${courseActivities.sosDetailTestId} is not null then 'test' else 'assignment' end`;
const completionItem = sql<number>`coalesce(${courseActivities.sosDetailContentId}, ${courseActivities.sosDetailTestId}, ${courseActivities.sosDetailAssignmentId})`;

/** What an activity row holds (its day, its ids, whether the enrolment completed it): one enrolment's or many's. */
const activityColumns = {
  subjectId: courseDays.subjectId,
  groupName: courseDays.groupName,
  sosDetailId: courseDays.sosDetailId,
  dayName: courseDays.dayName,
  activityType: courseActivities.activityType,
  title: courseActivities.title,
  sosDetailContentId: courseActivities.sosDetailContentId,
  contentId: courseActivities.contentId,
  assignmentId: courseActivities.assignmentId,
  sosDetailAssignmentId: courseActivities.sosDetailAssignmentId,
  testId: courseActivities.testId,
  sosDetailTestId: courseActivities.sosDetailTestId,
  dueDate: courseActivities.dueDate,
  completed: sql<boolean>`${activityCompletions.itemId} is not null`,
};

/**
 * Every activity of a course's subjects (one subject, or all when `subjectIds` is null) in course
 * order, each with its day and whether the enrolment completed it: one statement, whatever the
 * number of groups, days and activities (the hierarchy and the locks are built from it).
 */
export async function listSubjectActivities(db: Database, sosId: number, subjectIds: readonly number[] | null, candidateSosId: number) {
  const inSubjects = subjectIds === null ? undefined : inArray(courseDays.subjectId, [...subjectIds]);
  return db
    .select(activityColumns)
    .from(courseDays)
    .innerJoin(courseActivities, eq(courseActivities.sosDetailId, courseDays.sosDetailId))
    .leftJoin(
      activityCompletions,
      and(
        eq(activityCompletions.candidateSosId, candidateSosId),
        eq(activityCompletions.kind, completionKind),
        eq(activityCompletions.itemId, completionItem),
      ),
    )
    .where(and(eq(courseDays.sosId, sosId), inSubjects))
    .orderBy(asc(courseDays.subjectId), asc(courseDays.groupPosition), asc(courseDays.dayPosition), asc(courseActivities.position));
}

export type ActivityRow = Awaited<ReturnType<typeof listSubjectActivities>>[number];

/**
 * listSubjectActivities for many enrolments at once (where each of the caller's courses resumes):
 * every activity of each enrolment's subjects, in course order, with that enrolment's completion,
 * in one statement whatever the number of enrolments (no statement per course).
 */
export async function listEnrolmentsActivities(
  db: Database,
  enrolments: readonly { candidateSosId: number; sosId: number; subjectIds: readonly number[] }[],
): Promise<Map<number, ActivityRow[]>> {
  const byEnrolment = new Map<number, ActivityRow[]>(enrolments.map((enrolment) => [enrolment.candidateSosId, []]));
  const wanted = enrolments.flatMap((enrolment) =>
    enrolment.subjectIds.map((subjectId) => sql`(${enrolment.candidateSosId}::integer, ${enrolment.sosId}::integer, ${subjectId}::integer)`),
  );
  if (wanted.length === 0) return byEnrolment;
  const enrolmentSubjects = sql`(values ${sql.join(wanted, sql`, `)}) as enrolment_subjects (candidate_sos_id, sos_id, subject_id)`;
  const candidateSosId = sql<number>`enrolment_subjects.candidate_sos_id`;
  const rows = await db
    .select({ candidateSosId, ...activityColumns })
    .from(enrolmentSubjects)
    .innerJoin(courseDays, sql`${courseDays.sosId} = enrolment_subjects.sos_id and ${courseDays.subjectId} = enrolment_subjects.subject_id`)
    .innerJoin(courseActivities, eq(courseActivities.sosDetailId, courseDays.sosDetailId))
    .leftJoin(
      activityCompletions,
      and(
        sql`${activityCompletions.candidateSosId} = enrolment_subjects.candidate_sos_id`,
        eq(activityCompletions.kind, completionKind),
        eq(activityCompletions.itemId, completionItem),
      ),
    )
    .orderBy(candidateSosId, asc(courseDays.subjectId), asc(courseDays.groupPosition), asc(courseDays.dayPosition), asc(courseActivities.position));
  for (const { candidateSosId: enrolment, ...row } of rows) byEnrolment.get(Number(enrolment))?.push(row);
  return byEnrolment;
}

/** Where a content activity sits (its day and subject), found by SOSDetailContentId or ContentId within a course. */
export async function findContentActivity(db: Database, sosId: number, by: { sosDetailContentId?: number; contentId?: number }) {
  const match = by.sosDetailContentId !== undefined ? eq(courseActivities.sosDetailContentId, by.sosDetailContentId) : eq(courseActivities.contentId, by.contentId ?? 0);
  const condition = by.sosDetailContentId !== undefined && by.contentId !== undefined ? and(match, eq(courseActivities.contentId, by.contentId)) : match;
  const [row] = await db
    .select({
      subjectId: courseDays.subjectId,
      groupName: courseDays.groupName,
      sosDetailId: courseDays.sosDetailId,
      sosDetailContentId: courseActivities.sosDetailContentId,
      contentId: courseActivities.contentId,
      activityType: courseActivities.activityType,
      title: courseActivities.title,
    })
    .from(courseActivities)
    .innerJoin(courseDays, eq(courseDays.sosDetailId, courseActivities.sosDetailId))
    .where(and(eq(courseDays.sosId, sosId), condition))
    .orderBy(asc(courseActivities.sosDetailContentId))
    .limit(1);
  return row;
}

/** Content places (day, subject, title, type) of many SOSDetailContentIds of one course: one statement. */
export async function listContentPlaces(db: Database, sosId: number, sosDetailContentIds: readonly number[]) {
  if (sosDetailContentIds.length === 0) return [];
  return db
    .select({
      subjectId: courseDays.subjectId,
      groupName: courseDays.groupName,
      sosDetailId: courseDays.sosDetailId,
      sosDetailContentId: courseActivities.sosDetailContentId,
      contentId: courseActivities.contentId,
      activityType: courseActivities.activityType,
      title: courseActivities.title,
    })
    .from(courseActivities)
    .innerJoin(courseDays, eq(courseDays.sosDetailId, courseActivities.sosDetailId))
    .where(and(eq(courseDays.sosId, sosId), inArray(courseActivities.sosDetailContentId, [...sosDetailContentIds])));
}

export async function findContent(db: Database, contentId: number) {
  const [row] = await db.select().from(courseContents).where(eq(courseContents.contentId, contentId)).limit(1);
  return row;
}

/** Records a completion; true when this call made it (false: it was already there). */
export async function insertCompletion(db: Database, row: typeof activityCompletions.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(activityCompletions).values(row).onConflictDoNothing().returning({ itemId: activityCompletions.itemId });
  return inserted.length > 0;
}

export async function countMiscContents(db: Database, sosId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courseMiscContents).where(eq(courseMiscContents.sosId, sosId));
  return row?.total ?? 0;
}

export async function listMiscContents(db: Database, sosId: number, offset: number, limit: number) {
  return db
    .select()
    .from(courseMiscContents)
    .where(eq(courseMiscContents.sosId, sosId))
    .orderBy(asc(courseMiscContents.position))
    .offset(offset)
    .limit(limit);
}

export async function listResumePoints(db: Database, userId: string) {
  return db.select().from(resumePoints).where(eq(resumePoints.userId, userId));
}

/**
 * Saves where the candidate is: the content and the second reached (one row per enrolment). With
 * `opened`, the content was only opened: the same content keeps its saved second, another starts at 0.
 */
export async function upsertResumePoint(db: Database, row: typeof resumePoints.$inferInsert, opened = false): Promise<void> {
  const position = opened
    ? sql`case when ${resumePoints.sosDetailContentId} = excluded.sos_detail_content_id then ${resumePoints.positionSeconds} else 0 end`
    : sql`excluded.position_seconds`;
  await db
    .insert(resumePoints)
    .values(row)
    .onConflictDoUpdate({
      target: resumePoints.candidateSosId,
      set: { sosDetailContentId: row.sosDetailContentId, positionSeconds: position, updatedAt: row.updatedAt },
    });
}
