import {
  ActivityType,
  ContentType,
  Feature,
  applyDayLocking,
  isFeatureAllowed,
  type Activity,
  type ActivityGroup,
  type ContentReference,
  type Course,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import type { DashboardModule } from '../dashboard';
import { findContentActivity, listContentPlaces, listSubjectActivities, type ActivityRow } from './courses.queries';

/** Another candidate's enrolment, subject, day or content answers exactly like a missing one. */
export const notFound = () => new AppError(404, 'NotFoundException', 'NotFound');
/** spec: a feature the package disallows; the portal shows the missing-feature page. */
export const featureNotAllowed = () => new AppError(403, 'FeatureNotAllowedException', 'FeatureNotAllowed');
/** A locked day's activity cannot be opened, completed or annotated, even by URL. */
export const contentLocked = () => new AppError(403, 'ContentLockedException', 'ContentLocked');

/** Where a video or reading sits: the fields notes and bookmarks carry (ContentReference without CreatedOn). */
export type ContentPlace = Omit<ContentReference, 'CreatedOn'>;

export interface CourseAccessContext extends ServiceContext {
  readonly dashboard: Pick<DashboardModule, 'enrolment'>;
}

function toActivity(row: ActivityRow): Activity {
  return {
    ActivityType: row.activityType as ActivityType,
    Title: row.title,
    SOSDetailContentId: row.sosDetailContentId,
    ContentId: row.contentId,
    AssignmentId: row.assignmentId,
    SOSDetailAssignmentId: row.sosDetailAssignmentId,
    TestId: row.testId,
    SOSDetailTestId: row.sosDetailTestId,
    IsContentCompleted: row.completed,
    IsLocked: false,
    DueDate: row.dueDate,
  };
}

/**
 * The hierarchy of each subject from its rows (already in course order), locked by the domain's
 * day-locking rule. Subjects without rows are absent.
 */
export function groupsBySubject(rows: readonly ActivityRow[]): Map<number, ActivityGroup[]> {
  const bySubject = new Map<number, ActivityGroup[]>();
  for (const row of rows) {
    const groups = bySubject.get(row.subjectId) ?? [];
    if (!bySubject.has(row.subjectId)) bySubject.set(row.subjectId, groups);
    let group = groups.at(-1);
    if (!group || group.GroupName !== row.groupName) {
      group = { GroupName: row.groupName, SubjectActivityGroupDays: [] };
      groups.push(group);
    }
    let day = group.SubjectActivityGroupDays.at(-1);
    if (!day || day.SOSDetailId !== row.sosDetailId) {
      day = { SOSDetailId: row.sosDetailId, DayName: row.dayName, IsLocked: false, SubjectGroupDayActivities: [] };
      group.SubjectActivityGroupDays.push(day);
    }
    day.SubjectGroupDayActivities.push(toActivity(row));
  }
  for (const [subjectId, groups] of bySubject) bySubject.set(subjectId, applyDayLocking(groups));
  return bySubject;
}

/** The feature a video or reading needs (spec 6: Readings and Videos each need the matching feature). */
export const contentFeature = (activityType: number): Feature => (activityType === ActivityType.video ? Feature.Videos : Feature.Readings);

/** A content activity the caller may open: its enrolment, place, and its subject's locked hierarchy. */
export interface OpenedContent {
  readonly course: Course;
  readonly subjectId: number;
  readonly subjectName: string;
  readonly groupName: string;
  readonly sosDetailId: number;
  readonly activity: Activity & { SOSDetailContentId: number; ContentId: number };
  /** The subject's groups, locks applied (what a completion recomputes). */
  readonly groups: ActivityGroup[];
}

/**
 * Ownership and permission checks of the study areas, in one place: the caller's own enrolment
 * (else 404, like a missing one), the package's feature (else 403), the subject in the course,
 * and the content on an open day (else 403 locked).
 */
export function createCourseAccess({ db, dashboard }: CourseAccessContext) {
  async function enrolment(caller: Caller, candidateSosId: number, feature?: Feature): Promise<Course> {
    const course = await dashboard.enrolment(caller.user.id, candidateSosId);
    if (!course) throw notFound();
    if (feature !== undefined && !isFeatureAllowed(course, feature)) throw featureNotAllowed();
    return course;
  }

  function subjectOf(course: Course, subjectId: number) {
    const subject = course.Subjects.find((entry) => entry.SubjectId === subjectId);
    if (!subject) throw notFound();
    return subject;
  }

  /** A subject's hierarchy for the enrolment (one statement). */
  async function subjectGroups(course: Course, subjectId: number): Promise<ActivityGroup[]> {
    subjectOf(course, subjectId);
    const rows = await listSubjectActivities(db, course.SOSId, [subjectId], course.CandidateSOSId);
    return groupsBySubject(rows).get(subjectId) ?? [];
  }

  /** Every subject's hierarchy of the enrolment, locks applied (one statement). */
  async function courseGroups(course: Course): Promise<Map<number, ActivityGroup[]>> {
    const subjectIds = course.Subjects.map((subject) => subject.SubjectId);
    const rows = await listSubjectActivities(db, course.SOSId, subjectIds, course.CandidateSOSId);
    return groupsBySubject(rows);
  }

  /**
   * A video or reading of the enrolment's course, checked: the enrolment is the caller's, the
   * content is in one of the course's subjects (and of `expectedType` when given), its package
   * feature is allowed (with `checkFeature`), and its day is open.
   */
  async function content(
    caller: Caller,
    candidateSosId: number,
    by: { sosDetailContentId?: number; contentId?: number },
    options: { expectedType?: ActivityType; checkFeature?: boolean; feature?: Feature } = {},
  ): Promise<OpenedContent> {
    const course = await enrolment(caller, candidateSosId, options.feature);
    const place = await findContentActivity(db, course.SOSId, by);
    const subject = place ? course.Subjects.find((entry) => entry.SubjectId === place.subjectId) : undefined;
    if (!place || !subject || place.sosDetailContentId === null) throw notFound();
    if (options.expectedType !== undefined && place.activityType !== options.expectedType) throw notFound();
    if ((options.checkFeature ?? true) && !isFeatureAllowed(course, contentFeature(place.activityType))) throw featureNotAllowed();
    const groups = await subjectGroups(course, place.subjectId);
    const activity = groups
      .flatMap((group) => group.SubjectActivityGroupDays)
      .flatMap((day) => day.SubjectGroupDayActivities)
      .find((entry) => entry.SOSDetailContentId === place.sosDetailContentId);
    if (!activity || activity.SOSDetailContentId === null || activity.ContentId === null) throw notFound();
    if (activity.IsLocked) throw contentLocked();
    return {
      course,
      subjectId: subject.SubjectId,
      subjectName: subject.SubjectName,
      groupName: place.groupName,
      sosDetailId: place.sosDetailId,
      activity: { ...activity, SOSDetailContentId: activity.SOSDetailContentId, ContentId: activity.ContentId },
      groups,
    };
  }

  /**
   * Where content items of the course sit (subject, group, day, title, type), by
   * SOSDetailContentId: what notes and bookmarks show. One statement for any number of items.
   */
  async function places(course: Course, sosDetailContentIds: readonly number[]): Promise<Map<number, ContentPlace>> {
    const rows = await listContentPlaces(db, course.SOSId, [...new Set(sosDetailContentIds)]);
    const found = new Map<number, ContentPlace>();
    for (const row of rows) {
      const subject = course.Subjects.find((entry) => entry.SubjectId === row.subjectId);
      if (!subject || row.sosDetailContentId === null || row.contentId === null) continue;
      found.set(row.sosDetailContentId, {
        SOSDetailContentId: row.sosDetailContentId,
        ContentId: row.contentId,
        ContentType: row.activityType === ActivityType.video ? ContentType.video : ContentType.reading,
        ContentTitle: row.title,
        SubjectId: subject.SubjectId,
        SubjectName: subject.SubjectName,
        GroupName: row.groupName,
        SOSDetailId: row.sosDetailId,
      });
    }
    return found;
  }

  return { enrolment, subjectOf, subjectGroups, courseGroups, content, places };
}

export type CourseAccess = ReturnType<typeof createCourseAccess>;
