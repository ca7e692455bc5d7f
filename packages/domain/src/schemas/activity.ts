import { z } from 'zod';
import { ActivityType } from '../enums/content';
import { Id, QueryId } from './id';
import { ValidationBounds, requiredText } from './validation';

/**
 * spec: an activity: SOSDetailContentId, AssignmentId, TestId, IsContentCompleted. Exactly one of the
 * three ids is set, matching ActivityType (video/reading -> content, test/classTest -> test,
 * assignment -> assignment). Title, lock and due date are ours.
 */
export const Activity = z.object({
  ActivityType: z.enum(ActivityType),
  Title: z.string(),
  SOSDetailContentId: Id.nullable(),
  ContentId: Id.nullable(),
  AssignmentId: Id.nullable(),
  SOSDetailAssignmentId: Id.nullable(),
  TestId: Id.nullable(),
  SOSDetailTestId: Id.nullable(),
  IsContentCompleted: z.boolean(),
  IsLocked: z.boolean(),
  DueDate: z.string().nullable(),
});
export type Activity = z.infer<typeof Activity>;

/** spec: a day: SOSDetailId, IsLocked, SubjectGroupDayActivities. */
export const ActivityDay = z.object({
  SOSDetailId: Id,
  DayName: z.string(),
  IsLocked: z.boolean(),
  SubjectGroupDayActivities: z.array(Activity),
});
export type ActivityDay = z.infer<typeof ActivityDay>;

/** spec: a group: GroupName and SubjectActivityGroupDays. */
export const ActivityGroup = z.object({
  GroupName: z.string(),
  SubjectActivityGroupDays: z.array(ActivityDay),
});
export type ActivityGroup = z.infer<typeof ActivityGroup>;

/** GetCourseSubjectActivityGroups response. */
export const ActivityGroupsResponse = z.object({ SubjectActivityGroups: z.array(ActivityGroup) });
export type ActivityGroupsResponse = z.infer<typeof ActivityGroupsResponse>;

/** GetCourseSubjectActivityDays response. */
export const ActivityDaysResponse = z.object({ SubjectActivityGroupDays: z.array(ActivityDay) });
export type ActivityDaysResponse = z.infer<typeof ActivityDaysResponse>;

/** GetCourseSubjectDayActivitites response. */
export const DayActivitiesResponse = z.object({ SubjectGroupDayActivities: z.array(Activity) });
export type DayActivitiesResponse = z.infer<typeof DayActivitiesResponse>;

/** spec payload: candidateSOSId, subjectId, then groupName, then sosDetailId. */
export const ActivityGroupsQuery = z.object({
  candidateSOSId: QueryId,
  subjectId: QueryId,
});
export type ActivityGroupsQuery = z.infer<typeof ActivityGroupsQuery>;
export const ActivityDaysQuery = ActivityGroupsQuery.extend({ groupName: requiredText(ValidationBounds.shortText.max) });
export type ActivityDaysQuery = z.infer<typeof ActivityDaysQuery>;
export const DayActivitiesQuery = ActivityDaysQuery.extend({
  sosDetailId: QueryId,
});
export type DayActivitiesQuery = z.infer<typeof DayActivitiesQuery>;

/** spec: navigation history / default scheme: candidateSOSId, subjectId, groupName, sosDetailId, isLocked, subjectName. */
export const NavigationHistory = z.object({
  candidateSOSId: Id,
  subjectId: Id,
  groupName: z.string(),
  sosDetailId: Id,
  isLocked: z.boolean(),
  subjectName: z.string(),
});
export type NavigationHistory = z.infer<typeof NavigationHistory>;

/** POST MarkContentAsCompleted (not shown: ours). */
export const MarkContentCompletedRequest = z.object({
  CandidateSOSId: Id,
  SOSDetailContentId: Id,
});
export type MarkContentCompletedRequest = z.infer<typeof MarkContentCompletedRequest>;

/**
 * MarkContentAsCompleted's answer (ours): the content is completed (WasAlreadyCompleted when an
 * earlier call did it: marking twice is one completion), the days that completion unlocked, and
 * the subject's new progress, so the portal updates without a reload (spec 4).
 */
export const MarkContentCompletedResponse = z.object({
  SOSDetailContentId: Id,
  IsContentCompleted: z.literal(true),
  WasAlreadyCompleted: z.boolean(),
  SubjectId: Id,
  SubjectProgress: z.number().min(0).max(100),
  UnlockedSOSDetailIds: z.array(Id),
});
export type MarkContentCompletedResponse = z.infer<typeof MarkContentCompletedResponse>;

/**
 * Beyond the spec: where to resume a course. The last video or reading the candidate opened (and
 * the second a video was left at), or, before any, the course's next activity (UpdatedOn null).
 */
export const ResumePoint = z.object({
  CandidateSOSId: Id,
  SubjectId: Id,
  SubjectName: z.string(),
  GroupName: z.string(),
  SOSDetailId: Id,
  ActivityType: z.enum(ActivityType),
  SOSDetailContentId: Id,
  ContentId: Id,
  Title: z.string(),
  PositionSeconds: z.number().int().nonnegative(),
  UpdatedOn: z.string().nullable(),
});
export type ResumePoint = z.infer<typeof ResumePoint>;

/** GET GetResumePoints: one entry per active course that has something to study. */
export const ResumePointsResponse = z.object({ ResumePoints: z.array(ResumePoint) });
export type ResumePointsResponse = z.infer<typeof ResumePointsResponse>;

/** POST SaveResumePoint: sent on opening content, every few seconds while a video plays, on pause and on leave. */
export const SaveResumePointRequest = z.object({
  CandidateSOSId: Id,
  SOSDetailContentId: Id,
  PositionSeconds: z.number().int().min(0).max(86_400),
});
export type SaveResumePointRequest = z.infer<typeof SaveResumePointRequest>;
