import { ActivityType, Feature, isFeatureAllowed, type Course, type SearchQuery, type SearchResponse } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import type { Caller } from '../../http/authentication';
import type { CoursesModule } from '../courses';
import { searchCourse } from './search.queries';

export interface SearchContext extends ServiceContext {
  readonly courses: Pick<CoursesModule, 'access'>;
}

/** At most this many words of the search text are searched (the rest is ignored, never an error). */
export const searchedWordsMax = 8;

/**
 * The to_tsquery text of a search: its words (runs of letters and digits of any script, each cut
 * to 40 characters), every one a prefix that must match (`cell:* & divis:*`). Quotes, operators,
 * SQL or regex metacharacters and emoji are never words, so no input can make a malformed query;
 * text without words gives '' (no results).
 */
export function toPrefixQuery(searchText: string): string {
  const words = searchText.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 40).toLowerCase()))]
    .slice(0, searchedWordsMax)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** The feature an activity type needs (spec 6: Videos, Readings, Quizzes, Assignments). */
const featureOf: Record<ActivityType, Feature> = {
  [ActivityType.video]: Feature.Videos,
  [ActivityType.reading]: Feature.Readings,
  [ActivityType.test]: Feature.Quizzes,
  [ActivityType.classTest]: Feature.Quizzes,
  [ActivityType.assignment]: Feature.Assignments,
};

/** The activity types the enrolment's package allows (spec 6). */
function allowedActivityTypes(course: Course): ActivityType[] {
  return (Object.entries(featureOf) as [string, Feature][]).filter(([, feature]) => isFeatureAllowed(course, feature)).map(([type]) => Number(type) as ActivityType);
}

/**
 * Search (CandidateKoogleService/Koogle, spec 3 and 7): the caller's own enrolment (404 otherwise)
 * with the Search feature (403 otherwise); only the activities of that course's subjects that the
 * enrolment may open (open days, features allowed) are searched, by PostgreSQL full text with
 * prefix matching, best match first. Two statements whatever the text: the enrolment and the
 * search, which applies the day locks itself (search.queries.ts; the course's hierarchy is no
 * longer loaded per search: bench/results/search-load.md).
 */
export function createSearchService({ db, courses }: SearchContext) {
  return {
    async search(caller: Caller, query: SearchQuery): Promise<SearchResponse> {
      const course = await courses.access.enrolment(caller, query.candidateSOSId, Feature.Search);
      const tsquery = toPrefixQuery(query.searchText);
      if (tsquery === '') return { SearchContent: [], TotalRecords: 0 };
      const subjects = new Map(course.Subjects.map((subject) => [subject.SubjectId, subject.SubjectName]));
      const { rows, total } = await searchCourse(
        db,
        { sosId: course.SOSId, candidateSosId: course.CandidateSOSId, subjectIds: [...subjects.keys()], activityTypes: allowedActivityTypes(course) },
        tsquery,
        { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize },
      );
      return {
        TotalRecords: total,
        SearchContent: rows.map((row) => ({
          Title: row.title,
          Snippet: row.snippet.replace(/\s+/g, ' ').trim(),
          ActivityType: row.activityType as ActivityType,
          SubjectId: row.subjectId,
          SubjectName: subjects.get(row.subjectId) ?? '',
          GroupName: row.groupName,
          SOSDetailId: row.sosDetailId,
          ContentId: row.contentId,
          SOSDetailContentId: row.sosDetailContentId,
          TestId: row.testId,
          SOSDetailTestId: row.sosDetailTestId,
          AssignmentId: row.assignmentId,
          SOSDetailAssignmentId: row.sosDetailAssignmentId,
          DueDate: row.dueDate,
        })),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
