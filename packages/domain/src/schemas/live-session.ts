import { z } from 'zod';
import { SubscribedClassTopicType } from '../enums/course';
import { MeetingStatus, MeetingType } from '../enums/meeting';
import { Id, QueryId } from './id';
import { paged } from './paged';

/**
 * spec: live classes, doubts and exclusive sessions share shapes: UpcomingClasses,
 * UpcomingClassSchedules and SubscribedClasses, each with TotalRecords and MeetingTopicId.
 * The other fields are ours.
 */
export const LiveClass = z.object({
  MeetingTopicId: Id,
  Topic: z.string(),
  TeacherName: z.string(),
  SubjectName: z.string().nullable(),
  TopicType: z.enum(SubscribedClassTopicType),
  MeetingType: z.enum(MeetingType),
  MeetingStatus: z.enum(MeetingStatus),
  StartTime: z.string(),
  DurationMinutes: z.number().int().positive(),
  IsSubscribed: z.boolean(),
});
export type LiveClass = z.infer<typeof LiveClass>;

/** One scheduled occurrence of a (recurring) meeting topic. */
export const LiveClassSchedule = z.object({
  MeetingId: Id,
  MeetingTopicId: Id,
  Topic: z.string(),
  StartTime: z.string(),
  DurationMinutes: z.number().int().positive(),
  MeetingStatus: z.enum(MeetingStatus),
});
export type LiveClassSchedule = z.infer<typeof LiveClassSchedule>;

export const UpcomingClassesResponse = paged('UpcomingClasses', LiveClass);
export type UpcomingClassesResponse = z.infer<typeof UpcomingClassesResponse>;

export const UpcomingClassSchedulesResponse = paged('UpcomingClassSchedules', LiveClassSchedule);
export type UpcomingClassSchedulesResponse = z.infer<typeof UpcomingClassSchedulesResponse>;

export const SubscribedClassesResponse = paged('SubscribedClasses', LiveClass);
export type SubscribedClassesResponse = z.infer<typeof SubscribedClassesResponse>;

/** spec: exclusive schedules response: UpcomingExclusiveSchedules, TotalRecords. */
export const UpcomingExclusiveSchedulesResponse = paged(
  'UpcomingExclusiveSchedules',
  LiveClassSchedule,
);
export type UpcomingExclusiveSchedulesResponse = z.infer<typeof UpcomingExclusiveSchedulesResponse>;

/** POST Subscribe (body not shown: ours). */
export const SubscribeLiveClassRequest = z.object({
  CandidateSOSId: Id,
  MeetingTopicId: Id,
  TopicType: z.enum(SubscribedClassTopicType),
});
export type SubscribeLiveClassRequest = z.infer<typeof SubscribeLiveClassRequest>;

/**
 * GenerateSdkSignature: its shape is "not shown". Ours follows the Zoom Meeting SDK: a JWT signature
 * plus what the client needs to join. `SdkKey` is public; the secret never leaves the server.
 */
export const MeetingSignature = z.object({
  Signature: z.string(),
  SdkKey: z.string(),
  MeetingNumber: z.string(),
  Password: z.string(),
  UserName: z.string(),
  UserEmail: z.string(),
  /** 0 attendee, 1 host. Candidates always join as attendees. */
  Role: z.literal(0),
});
export type MeetingSignature = z.infer<typeof MeetingSignature>;

/** Live-session list queries (spec: "query params come from the data"): the course plus paging. */
export const LiveClassQuery = z.object({
  candidateSOSId: QueryId,
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type LiveClassQuery = z.infer<typeof LiveClassQuery>;
