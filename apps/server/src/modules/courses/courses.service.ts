import {
  subjectProgress,
  type ActivityDaysQuery,
  type ActivityDaysResponse,
  type ActivityGroupsQuery,
  type ActivityGroupsResponse,
  type CourseSubjectsResponse,
  type DayActivitiesQuery,
  type DayActivitiesResponse,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import type { Caller } from '../../http/authentication';
import { groupsBySubject, notFound, type CourseAccess } from './course-access';
import { listSubjectActivities } from './courses.queries';

/**
 * The course's subjects and activity hierarchy (spec 4: groups, days and activities, cached by the
 * portal per course, subject, group and day). Each read is the enrolment plus one statement for
 * the whole subject, however many activities it has; locks are recomputed on every read.
 */
export function createCoursesService({ db }: ServiceContext, access: CourseAccess) {
  return {
    /** spec: GetCourseSubjects, response Subjects; Progress from the enrolment's completions. */
    async subjects(caller: Caller, candidateSosId: number): Promise<CourseSubjectsResponse> {
      const course = await access.enrolment(caller, candidateSosId);
      const rows = await listSubjectActivities(db, course.SOSId, null, course.CandidateSOSId);
      const groups = groupsBySubject(rows);
      return {
        Subjects: course.Subjects.map((subject) => {
          const activities = (groups.get(subject.SubjectId) ?? []).flatMap((group) => group.SubjectActivityGroupDays).flatMap((day) => day.SubjectGroupDayActivities);
          return { ...subject, Progress: subjectProgress(activities) };
        }),
      };
    },

    async groups(caller: Caller, query: ActivityGroupsQuery): Promise<ActivityGroupsResponse> {
      const course = await access.enrolment(caller, query.candidateSOSId);
      return { SubjectActivityGroups: await access.subjectGroups(course, query.subjectId) };
    },

    async days(caller: Caller, query: ActivityDaysQuery): Promise<ActivityDaysResponse> {
      const course = await access.enrolment(caller, query.candidateSOSId);
      const group = (await access.subjectGroups(course, query.subjectId)).find((entry) => entry.GroupName === query.groupName);
      if (!group) throw notFound();
      return { SubjectActivityGroupDays: group.SubjectActivityGroupDays };
    },

    async dayActivities(caller: Caller, query: DayActivitiesQuery): Promise<DayActivitiesResponse> {
      const course = await access.enrolment(caller, query.candidateSOSId);
      const group = (await access.subjectGroups(course, query.subjectId)).find((entry) => entry.GroupName === query.groupName);
      const day = group?.SubjectActivityGroupDays.find((entry) => entry.SOSDetailId === query.sosDetailId);
      if (!day) throw notFound();
      return { SubjectGroupDayActivities: day.SubjectGroupDayActivities };
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
