import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { assignmentBriefs as assignments } from '../assignments';
import { activitySearchDocument, contentSearchDocument, contentSearchText, courseActivities, courseContents, courseDays } from '../courses';

/** The activities a search may return: by their SOSDetail...Ids (open days, allowed features). */
export interface SearchableActivities {
  readonly sosDetailContentIds: readonly number[];
  readonly sosDetailTestIds: readonly number[];
  readonly sosDetailAssignmentIds: readonly number[];
}

const activityDocument = activitySearchDocument(courseActivities.title);
const contentDocument = contentSearchDocument(courseContents.title, courseContents.description, courseContents.body);
const assignmentDocument = sql`to_tsvector('english'::regconfig, ${assignments.instructions})`;

function searchable(allowed: SearchableActivities): SQL | undefined {
  const parts = [
    allowed.sosDetailContentIds.length > 0 ? inArray(courseActivities.sosDetailContentId, [...allowed.sosDetailContentIds]) : undefined,
    allowed.sosDetailTestIds.length > 0 ? inArray(courseActivities.sosDetailTestId, [...allowed.sosDetailTestIds]) : undefined,
    allowed.sosDetailAssignmentIds.length > 0 ? inArray(courseActivities.sosDetailAssignmentId, [...allowed.sosDetailAssignmentIds]) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length === 0 ? undefined : or(...parts);
}

/**
 * One page of the course's activities matching `tsquery` (a to_tsquery text built by the service
 * from letters and digits only), best first: the activity's title, a video's or reading's text
 * (GIN-indexed documents) and an assignment's instructions. Each row carries a plain-text
 * headline around the first match and the total number of matches (one statement; a page past
 * the end counts the matches in a second one).
 */
export async function searchCourse(
  db: Database,
  course: { sosId: number; subjectIds: readonly number[] },
  allowed: SearchableActivities,
  tsquery: string,
  page: { limit: number; offset: number },
) {
  const inAllowed = searchable(allowed);
  if (!inAllowed || course.subjectIds.length === 0 || tsquery === '') return { rows: [], total: 0 };
  const query = sql`to_tsquery('english'::regconfig, ${tsquery})`;
  const matches = or(
    sql`${activityDocument} @@ ${query}`,
    sql`${contentDocument} @@ ${query}`,
    sql`${assignmentDocument} @@ ${query}`,
  );
  const rank = sql<number>`greatest(ts_rank(${activityDocument}, ${query}) * 2, coalesce(ts_rank(${contentDocument}, ${query}), 0), coalesce(ts_rank(${assignmentDocument}, ${query}), 0))`;
  const text = sql`coalesce(${contentSearchText(courseContents.title, courseContents.description, courseContents.body)}, ${assignments.instructions}, ${courseActivities.title})`;
  const where = and(eq(courseDays.sosId, course.sosId), inArray(courseDays.subjectId, [...course.subjectIds]), inAllowed, matches);
  const from = () =>
    db
      .select({
        id: courseActivities.id,
        rank: rank.as('rank'),
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(courseActivities)
      .innerJoin(courseDays, eq(courseDays.sosDetailId, courseActivities.sosDetailId))
      .leftJoin(courseContents, eq(courseContents.contentId, courseActivities.contentId))
      .leftJoin(assignments, eq(assignments.assignmentId, courseActivities.assignmentId));
  const hits = from().where(where).orderBy(desc(sql`rank`), asc(courseActivities.id)).limit(page.limit).offset(page.offset).as('hits');
  const rows = await db
    .select({
      rank: hits.rank,
      total: hits.total,
      subjectId: courseDays.subjectId,
      groupName: courseDays.groupName,
      sosDetailId: courseDays.sosDetailId,
      activityType: courseActivities.activityType,
      title: courseActivities.title,
      sosDetailContentId: courseActivities.sosDetailContentId,
      contentId: courseActivities.contentId,
      testId: courseActivities.testId,
      sosDetailTestId: courseActivities.sosDetailTestId,
      assignmentId: courseActivities.assignmentId,
      sosDetailAssignmentId: courseActivities.sosDetailAssignmentId,
      dueDate: courseActivities.dueDate,
      snippet: sql<string>`ts_headline('english'::regconfig, ${text}, ${query}, 'StartSel="", StopSel="", MaxWords=30, MinWords=12, ShortWord=2')`,
    })
    .from(hits)
    .innerJoin(courseActivities, eq(courseActivities.id, hits.id))
    .innerJoin(courseDays, eq(courseDays.sosDetailId, courseActivities.sosDetailId))
    .leftJoin(courseContents, eq(courseContents.contentId, courseActivities.contentId))
    .leftJoin(assignments, eq(assignments.assignmentId, courseActivities.assignmentId))
    .orderBy(desc(hits.rank), asc(hits.id));
  if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end: the total still counts every match.
  const [counted] = await db
    .select({ total: count() })
    .from(courseActivities)
    .innerJoin(courseDays, eq(courseDays.sosDetailId, courseActivities.sosDetailId))
    .leftJoin(courseContents, eq(courseContents.contentId, courseActivities.contentId))
    .leftJoin(assignments, eq(assignments.assignmentId, courseActivities.assignmentId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export type SearchRow = Awaited<ReturnType<typeof searchCourse>>['rows'][number];
