import { z } from 'zod';
import { SubscribedClassTopicType } from '../enums/course';
import { MeetingStatus, MeetingType } from '../enums/meeting';
import { Id, QueryId } from './id';
import { paged } from './paged';
import { queryWholeNumber } from './validation';

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
  /** The occurrence StartTime and MeetingStatus describe (the one to join); null when none is left. Ours. */
  NextMeetingId: Id.nullable(),
  /** Ours: the candidate's profile time zone (IANA) the page shows StartTime in. */
  TimeZoneId: z.string(),
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
  /** Ours: what the schedule card shows beside the time. */
  TeacherName: z.string(),
  MeetingType: z.enum(MeetingType),
  /**
   * Ours: the candidate's profile time zone (IANA) the page shows StartTime in. A recurring class
   * keeps its wall-clock time in its own zone, so across a DST change its StartTime (UTC) moves.
   */
  TimeZoneId: z.string(),
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
  pageNumber: queryWholeNumber(1).default(1),
  pageSize: queryWholeNumber(1, 100).default(10),
});
export type LiveClassQuery = z.infer<typeof LiveClassQuery>;

/** One occurrence of a live session of an enrolment (the meeting room's and the join calls' query). */
export const MeetingQuery = z.object({ candidateSOSId: QueryId, meetingId: QueryId });
export type MeetingQuery = z.infer<typeof MeetingQuery>;

/** How the portal joins meetings: Zoom's Meeting SDK, or the portal's own room (no Zoom keys). */
export const MeetingProviderKind = z.enum(['zoom', 'local']);
export type MeetingProviderKind = z.infer<typeof MeetingProviderKind>;

/** The meeting room page (ours): one occurrence, its state now, and whether this candidate joined. */
export const LiveRoom = z.object({
  CandidateSOSId: Id,
  Meeting: LiveClassSchedule.extend({
    SubjectName: z.string().nullable(),
    TopicType: z.enum(SubscribedClassTopicType),
  }),
  IsSubscribed: z.boolean(),
  /** canJoinMeeting at the server's clock: started, or scheduled within joinOpensMinutesBefore. */
  CanJoin: z.boolean(),
  /** The server's clock when it answered (the countdown counts from it, not from the device's). */
  ServerTime: z.string(),
  Provider: MeetingProviderKind,
  /** When this candidate joined (attendance), or null. */
  JoinedAt: z.string().nullable(),
  /** Candidates of the course who joined this occurrence. */
  AttendeeCount: z.number().int().nonnegative(),
  /**
   * Ours: the meeting's own join link and passcode (a subscribed candidate only; null otherwise or
   * when the occurrence has no Zoom meeting): the fallback when the Meeting SDK cannot be used.
   */
  JoinUrl: z.string().nullable(),
  Passcode: z.string().nullable(),
});
export type LiveRoom = z.infer<typeof LiveRoom>;

/** POST JoinMeeting (ours): records attendance and gives what the provider needs to join. */
export const JoinMeetingRequest = z.object({ CandidateSOSId: Id, MeetingId: Id });
export type JoinMeetingRequest = z.infer<typeof JoinMeetingRequest>;

export const MeetingJoin = z.object({
  Provider: MeetingProviderKind,
  JoinedAt: z.string(),
  /** Zoom only: the Meeting SDK signature and meeting fields; null for the portal's room. */
  Signature: MeetingSignature.nullable(),
});
export type MeetingJoin = z.infer<typeof MeetingJoin>;

/** GetCalendarFeed (ours): whether a private feed exists; its URL is shown only when made. */
export const CalendarFeedStatus = z.object({ IsActive: z.boolean(), CreatedAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;

/**
 * CreateCalendarFeed (ours): the feed's path on the portal's origin (`/calendar/<token>.ics`); the
 * portal shows it as an absolute URL to copy into Google Calendar, Outlook or Apple Calendar.
 */
export const CalendarFeedCreated = z.object({ FeedPath: z.string(), CreatedAt: z.string() });
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreated>;
