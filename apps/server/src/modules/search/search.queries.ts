import { sql } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { assignmentBriefs as assignments } from '../assignments';
import { contentSearchText, courseActivities, courseContents, courseDays } from '../courses';

/** What a search may return: the course and its subjects, the enrolment (for its locks) and the activity types its package allows. */
export interface SearchScope {
  readonly sosId: number;
  readonly candidateSosId: number;
  readonly subjectIds: readonly number[];
  readonly activityTypes: readonly number[];
}

/** The activity's title document, on the alias `a`: the expression of its GIN index (activitySearchDocument). */
const activityTitleDocument = sql.raw("to_tsvector('english'::regconfig, a.title)");
const intArray = (values: readonly number[]) => sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;

/**
 * One page of the course's activities matching `tsquery` (a to_tsquery text built by the service
 * from letters and digits only), best first, in one statement:
 *
 * - `matched`: the activities whose title, video's or reading's stored document, or assignment's
 *   brief matches, each found through its own GIN index (a union, so no document is parsed per
 *   request: an `or` across the joined tables would scan and parse every row of the course; the
 *   tsquery is written inline, not in a CTE, so the planner can use the indexes);
 * - `boundary`: per subject, the first day (in course order) with a video or reading the enrolment
 *   has not completed. Days unlock in order (domain rule `lockedDayIds`: a day opens once the day
 *   before it is open and done), so the open days are those up to and including that one, and
 *   every day of a subject without one;
 * - the matches in the enrolment's course and subjects, of an allowed activity type, on an open
 *   day, ranked from the stored documents; the page of them with a plain-text headline around the
 *   first match, and the total number of matches (a page past the end counts them in a second
 *   statement).
 */
export async function searchCourse(db: Database, scope: SearchScope, tsquery: string, page: { limit: number; offset: number }): Promise<{ rows: SearchRow[]; total: number }> {
  if (scope.subjectIds.length === 0 || scope.activityTypes.length === 0 || tsquery === '') return { rows: [], total: 0 };
  const rows = toRows(await db.execute(searchStatement(scope, tsquery, page)));
  if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end: the total still counts every match (the first row of the first page carries it).
  const [first] = toRows(await db.execute(searchStatement(scope, tsquery, { limit: 1, offset: 0 })));
  return { rows, total: first?.total ?? 0 };
}

export interface SearchRow {
  readonly rank: number;
  readonly total: number;
  readonly subjectId: number;
  readonly groupName: string;
  readonly sosDetailId: number;
  readonly activityType: number;
  readonly title: string;
  readonly sosDetailContentId: number | null;
  readonly contentId: number | null;
  readonly testId: number | null;
  readonly sosDetailTestId: number | null;
  readonly assignmentId: number | null;
  readonly sosDetailAssignmentId: number | null;
  readonly dueDate: string | null;
  readonly snippet: string;
}

/** The rows of `db.execute` (PGlite and node-postgres both answer `{ rows }`), numbers as numbers. */
function toRows(result: unknown): SearchRow[] {
  return ((result as { rows: SearchRow[] }).rows ?? []).map((row) => ({ ...row, rank: Number(row.rank), total: Number(row.total) }));
}

export function searchStatement(scope: SearchScope, tsquery: string, page: { limit: number; offset: number }) {
  const query = sql`to_tsquery('english'::regconfig, ${tsquery})`;
  const subjects = intArray(scope.subjectIds);
  const types = intArray(scope.activityTypes);
  const text = sql`coalesce(${contentSearchText(courseContents.title, courseContents.description, courseContents.body)}, ${assignments.instructions}, ${courseActivities.title})`;
  const hits = sql`
    with matched as (
      select a.id from ${courseActivities} a where ${activityTitleDocument} @@ ${query}
      union
      select a.id from ${courseContents} c join ${courseActivities} a on a.content_id = c.content_id where c.search_document @@ ${query}
      union
      select a.id from ${assignments} s join ${courseActivities} a on a.assignment_id = s.assignment_id
        where to_tsvector('english'::regconfig, s.instructions) @@ ${query}
    ),
    boundary as materialized (
      select distinct on (d.subject_id) d.subject_id, d.group_position, d.day_position, d.sos_detail_id
      from ${courseDays} d join ${courseActivities} a on a.sos_detail_id = d.sos_detail_id
      where d.sos_id = ${scope.sosId} and d.subject_id = any(${subjects}) and a.activity_type in (1, 2)
        and not exists (
          select 1 from activity_completions done
          where done.candidate_sos_id = ${scope.candidateSosId} and done.kind = 'content' and done.item_id = a.sos_detail_content_id
        )
      order by d.subject_id, d.group_position, d.day_position, d.sos_detail_id
    ),
    hits as (
      select a.id,
        greatest(ts_rank(${activityTitleDocument}, ${query}) * 2, coalesce(ts_rank(c.search_document, ${query}), 0),
          coalesce(ts_rank(to_tsvector('english'::regconfig, s.instructions), ${query}), 0)) as rank,
        count(*) over () as total
      from matched m
        join ${courseActivities} a on a.id = m.id
        join ${courseDays} d on d.sos_detail_id = a.sos_detail_id
        left join boundary b on b.subject_id = d.subject_id
        left join ${courseContents} c on c.content_id = a.content_id
        left join ${assignments} s on s.assignment_id = a.assignment_id
      where d.sos_id = ${scope.sosId} and d.subject_id = any(${subjects}) and a.activity_type = any(${types})
        and (b.subject_id is null or (d.group_position, d.day_position, d.sos_detail_id) <= (b.group_position, b.day_position, b.sos_detail_id))
      order by rank desc, a.id
      limit ${page.limit} offset ${page.offset}
    )
    select hits.rank, hits.total::int as total,
      ${courseDays.subjectId} as "subjectId", ${courseDays.groupName} as "groupName", ${courseDays.sosDetailId} as "sosDetailId",
      ${courseActivities.activityType} as "activityType", ${courseActivities.title} as title,
      ${courseActivities.sosDetailContentId} as "sosDetailContentId", ${courseActivities.contentId} as "contentId",
      ${courseActivities.testId} as "testId", ${courseActivities.sosDetailTestId} as "sosDetailTestId",
      ${courseActivities.assignmentId} as "assignmentId", ${courseActivities.sosDetailAssignmentId} as "sosDetailAssignmentId",
      ${courseActivities.dueDate} as "dueDate",
      ts_headline('english'::regconfig, ${text}, ${query}, 'StartSel="", StopSel="", MaxWords=30, MinWords=12, ShortWord=2') as snippet
    from hits
      join ${courseActivities} on ${courseActivities.id} = hits.id
      join ${courseDays} on ${courseDays.sosDetailId} = ${courseActivities.sosDetailId}
      left join ${courseContents} on ${courseContents.contentId} = ${courseActivities.contentId}
      left join ${assignments} on ${assignments.assignmentId} = ${courseActivities.assignmentId}
    order by hits.rank desc, hits.id`;
  return hits;
}
