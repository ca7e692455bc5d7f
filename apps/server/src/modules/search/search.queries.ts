import { sql } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { assignmentBriefs as assignments } from '../assignments';
import { contentSearchText, courseActivities, courseContents, courseDays } from '../courses';
import { searchDocuments, searchOpenDays } from './search.tables';

/** What a search may return: the course and its subjects, the enrolment (for its open days) and the activity types its package allows. */
export interface SearchScope {
  readonly sosId: number;
  readonly candidateSosId: number;
  readonly subjectIds: readonly number[];
  readonly activityTypes: readonly number[];
}

const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;

/**
 * One page of the course's activities matching `tsquery` (a to_tsquery text built by the service
 * from letters and digits only), best first, in one statement, from the search's stored read path
 * (search.tables.ts, kept by triggers):
 *
 * - `hits`: the activities of search_documents whose title or text document matches (each through
 *   its GIN index: the planner ORs the two bitmaps), in the enrolment's course and subjects, of an
 *   allowed activity type, on an open day: up to and including the subject's first day with a video
 *   or reading the enrolment has not completed, stored per enrolment and subject in
 *   search_open_days (domain rule `lockedDayIds`; a subject without a row has nothing open). Ranked
 *   from the stored documents (the title counts double); the page of them and the total number of
 *   matches (a page past the end counts them in a second statement);
 * - the page's activities with their day and a plain-text headline around the first match.
 *
 * No document is parsed and no completion is read per request (bench/results/search-load.md).
 */
export async function searchCourse(
  db: Database,
  scope: SearchScope,
  tsquery: string,
  page: { limit: number; offset: number },
): Promise<{ rows: SearchRow[]; total: number }> {
  if (scope.subjectIds.length === 0 || scope.activityTypes.length === 0 || tsquery === '')
    return { rows: [], total: 0 };
  const rows = toRows(await db.execute(searchStatement(scope, tsquery, page)));
  if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end: the total still counts every match (the first row of the first page carries it).
  const [first] = toRows(
    await db.execute(searchStatement(scope, tsquery, { limit: 1, offset: 0 })),
  );
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
  return ((result as { rows: SearchRow[] }).rows ?? []).map((row) => ({
    ...row,
    rank: Number(row.rank),
    total: Number(row.total),
  }));
}

export function searchStatement(
  scope: SearchScope,
  tsquery: string,
  page: { limit: number; offset: number },
) {
  const query = sql`to_tsquery('english'::regconfig, ${tsquery})`;
  const text = sql`coalesce(${contentSearchText(courseContents.title, courseContents.description, courseContents.body)}, ${assignments.instructions}, ${courseActivities.title})`;
  return sql`
    with hits as (
      select matched.id, matched.rank, count(*) over () as total
      from (
        select document.activity_id as id,
          greatest(ts_rank(document.title_document, ${query}) * 2, coalesce(ts_rank(document.body_document, ${query}), 0)) as rank
        from ${searchDocuments} document
          join ${searchOpenDays} open_day on open_day.candidate_sos_id = ${scope.candidateSosId} and open_day.subject_id = document.subject_id
        where (document.title_document @@ ${query} or document.body_document @@ ${query})
          and document.sos_id = ${scope.sosId} and document.subject_id = any(${intArray(scope.subjectIds)}) and document.activity_type = any(${intArray(scope.activityTypes)})
          and (open_day.sos_detail_id is null
            or (document.group_position, document.day_position, document.sos_detail_id) <= (open_day.group_position, open_day.day_position, open_day.sos_detail_id))
        -- Not pulled up: each match is ranked as it is read, and the window below buffers (id, rank)
        -- only, not every match's documents (a third less CPU for 1,500 matches on PostgreSQL).
        offset 0
      ) matched
      order by matched.rank desc, matched.id
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
}
