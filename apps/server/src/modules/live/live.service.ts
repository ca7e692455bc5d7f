import {
  AgendaItemKind,
  Feature,
  MeetingStatus,
  utcOffsetMinutes,
  type AgendaItem,
  type AgendaQuery,
  type AgendaResponse,
  SubscribedClassTopicType,
  WebinarFolder,
  canChangeMeetingStatus,
  canJoinMeeting,
  isFeatureAllowed,
  meetingStatusAt,
  type CandidateWebinarListViewModel,
  type Course,
  type JoinMeetingRequest,
  type LiveClass,
  type LiveClassQuery,
  type LiveClassSchedule,
  type LiveRoom,
  type MeetingJoin,
  type MeetingQuery,
  type MeetingSignature,
  type MeetingType,
  type SubscribeLiveClassRequest,
  type Webinar,
  type WebinarListQuery,
  type WebinarRecording,
  type WebinarRecordingQuery,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import type { CoursesModule } from '../courses';
import type { DashboardModule } from '../dashboard';
import type { FilesModule } from '../files';
import {
  findCourseMeeting,
  findCourseTopic,
  findCourseWebinar,
  findCourseWebinarRecording,
  findMeeting,
  deleteCalendarFeed,
  findCalendarFeed,
  findCalendarFeedByHash,
  insertExpandedOccurrences,
  listSubscribedOccurrencesOf,
  saveCalendarFeed,
  insertSubscription,
  listRecurringTopicsToExpand,
  listCourseOccurrences,
  listCourseWebinars,
  listSubscribedOccurrences,
  listTopicOccurrences,
  recordAttendance,
  subscribedTopicIds,
  updateMeetingStatus,
  type MeetingRow,
  type TopicRow,
  type WebinarRow,
} from './live.queries';
import { zoomJoinUrl, type MeetingProvider } from './meeting-provider';
import { createHash, randomBytes } from 'node:crypto';
import { calendarFeedPath, type CalendarFeedCreated, type CalendarFeedStatus } from '@portal/domain';
import { buildCalendarFeed, type FeedEvent, type FeedRecurringClass } from './calendar-feed';
import { expandRecurrence } from './recurrence';

const day = 24 * 60 * 60_000;
/** Recurring classes are expanded 8 weeks ahead, topped up once less than a week is left. */
export const recurrenceWindow = { aheadDays: 56, refillDays: 7 } as const;

/** Another course's class, meeting or webinar answers exactly like a missing one. */
const notFound = () => new AppError(404, 'NotFoundException', 'NotFound');
const featureNotAllowed = () => new AppError(403, 'FeatureNotAllowedException', 'FeatureNotAllowed');

/** The feed token: 32 random bytes (256 bits), base64url; only its SHA-256 is stored. */
const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
const feedTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface LiveContext extends ServiceContext {
  readonly courses: Pick<CoursesModule, 'access'>;
  readonly dashboard: Pick<DashboardModule, 'enrolments'>;
  readonly provider: MeetingProvider;
  readonly files: Pick<FilesModule, 'signedReadUrl'>;
}

/** Dated items another module adds to the study agenda (due tests, due assignments) for these enrolments. */
export type AgendaSource = (enrolments: readonly Course[], from: Date, to: Date) => Promise<AgendaItem[]>;

/** The start of the calendar day that contains `now` in the zone (UTC instant). */
export function startOfDayIn(now: Date, timeZoneId: string): Date {
  const offset = utcOffsetMinutes(timeZoneId, now) * 60_000;
  const local = new Date(now.getTime() + offset);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight - utcOffsetMinutes(timeZoneId, new Date(midnight - offset)) * 60_000);
}

type Occurrence = { readonly topic: TopicRow; readonly meeting: MeetingRow };

const statusOf = (meeting: MeetingRow, now: Date) =>
  meetingStatusAt({ startTime: meeting.startAt, durationMinutes: meeting.durationMinutes, setStatus: (meeting.setStatus as MeetingStatus | null) ?? null }, now);
const isOpen = (status: MeetingStatus) => status === MeetingStatus.Scheduled || status === MeetingStatus.Started;

/** The candidate's profile time zone (UTC when none is set): the zone the pages show times in. */
const zoneOf = (caller: Caller) => caller.user.timeZoneId ?? 'UTC';

function toSchedule({ topic, meeting }: Occurrence, now: Date, timeZoneId: string): LiveClassSchedule {
  return {
    MeetingId: meeting.meetingId,
    MeetingTopicId: topic.meetingTopicId,
    Topic: topic.topic,
    StartTime: meeting.startAt.toISOString(),
    DurationMinutes: meeting.durationMinutes,
    MeetingStatus: statusOf(meeting, now),
    TeacherName: topic.teacherName,
    MeetingType: topic.meetingType as MeetingType,
    TimeZoneId: timeZoneId,
  };
}

/**
 * A topic as a LiveClass, described by its next open occurrence (started or scheduled, skipping
 * cancelled ones), else its latest one; `next` is undefined when it has no occurrence at all.
 */
function toLiveClass(topic: TopicRow, occurrences: readonly MeetingRow[], subscribed: boolean, now: Date, timeZoneId: string): LiveClass | undefined {
  const open = occurrences.find((meeting) => isOpen(statusOf(meeting, now)));
  const shown = open ?? occurrences.at(-1);
  if (!shown) return undefined;
  return {
    MeetingTopicId: topic.meetingTopicId,
    Topic: topic.topic,
    TeacherName: topic.teacherName,
    SubjectName: topic.subjectName,
    TopicType: topic.topicType as SubscribedClassTopicType,
    MeetingType: topic.meetingType as MeetingType,
    MeetingStatus: statusOf(shown, now),
    StartTime: shown.startAt.toISOString(),
    DurationMinutes: shown.durationMinutes,
    IsSubscribed: subscribed,
    NextMeetingId: open ? open.meetingId : null,
    TimeZoneId: timeZoneId,
  };
}

function byTopic(rows: readonly Occurrence[]): Map<number, { topic: TopicRow; meetings: MeetingRow[] }> {
  const topics = new Map<number, { topic: TopicRow; meetings: MeetingRow[] }>();
  for (const row of rows) {
    const entry = topics.get(row.topic.meetingTopicId) ?? { topic: row.topic, meetings: [] };
    entry.meetings.push(row.meeting);
    topics.set(row.topic.meetingTopicId, entry);
  }
  return topics;
}

const page = <T>(items: readonly T[], { pageNumber, pageSize }: { pageNumber: number; pageSize: number }) =>
  items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);

/** spec 6: live lectures need LiveLectures or LiveDoubts (every live-session call checks it). */
const liveAllowed = (course: Course) => isFeatureAllowed(course, Feature.LiveLectures) || isFeatureAllowed(course, Feature.LiveDoubts);

function webinarFolderOf(row: WebinarRow, now: Date): Exclude<WebinarFolder, typeof WebinarFolder.all> {
  const start = row.startAt.getTime();
  if (now.getTime() < start) return WebinarFolder.upcoming;
  if (now.getTime() < start + row.durationMinutes * 60_000) return WebinarFolder.current;
  return WebinarFolder.past;
}

/**
 * Live lectures, doubt sessions and exclusive sessions (LiveLecturesService) and webinars. Every
 * call checks the caller's enrolment (another's answers 404) and the LiveLectures/LiveDoubts feature
 * (403); a meeting or topic must be of the enrolment's course (else 404, like a missing one).
 */
export function createLiveService({ db, clock, courses, dashboard, provider, files }: LiveContext) {
  /**
   * Expands the courses' recurring classes into dated occurrences up to 8 weeks ahead (in each
   * class's own zone, DST included), when less than a week of them is left: usually one statement
   * that finds nothing to do, whatever the number of courses; else two more for all the classes due
   * together (never a statement per class or per course). Expanded rows are ordinary occurrences
   * (join, attendance, cancel).
   */
  async function expandRecurringClasses(sosIds: readonly number[], now: Date): Promise<void> {
    if (sosIds.length === 0) return;
    const horizon = new Date(now.getTime() + recurrenceWindow.refillDays * day);
    const topics = await listRecurringTopicsToExpand(db, sosIds, horizon);
    if (topics.length === 0) return;
    const until = new Date(now.getTime() + recurrenceWindow.aheadDays * day);
    const rows = topics.flatMap((topic) => {
      const from = topic.expandedUntil ?? new Date(now.getTime() - day);
      const starts = expandRecurrence(
        { rule: topic.recurrenceRule!, timeZone: topic.recurrenceTimeZone ?? 'UTC', localStart: topic.recurrenceLocalStart! },
        from,
        until,
      );
      return starts.map((startAt) => ({ meetingTopicId: topic.meetingTopicId, startAt, durationMinutes: topic.recurrenceMinutes ?? 60 }));
    });
    await insertExpandedOccurrences(
      db,
      topics.map((topic) => topic.meetingTopicId),
      rows,
      until,
    );
  }

  async function liveEnrolment(caller: Caller, candidateSosId: number): Promise<Course> {
    const course = await courses.access.enrolment(caller, candidateSosId);
    if (!liveAllowed(course)) throw featureNotAllowed();
    await expandRecurringClasses([course.SOSId], clock());
    return course;
  }

  async function upcomingOccurrences(caller: Caller, query: LiveClassQuery, topicType: SubscribedClassTopicType) {
    const course = await liveEnrolment(caller, query.candidateSOSId);
    const now = clock();
    const [rows, subscribed] = await Promise.all([listCourseOccurrences(db, course.SOSId, now), subscribedTopicIds(db, course.CandidateSOSId)]);
    return { rows: rows.filter((row) => row.topic.topicType === topicType), subscribed, now, zone: zoneOf(caller) };
  }

  /** The type's topics with an open occurrence, not subscribed (spec: subscribing removes it), by next start. */
  async function upcomingClasses(caller: Caller, query: LiveClassQuery, topicType: SubscribedClassTopicType) {
    const { rows, subscribed, now, zone } = await upcomingOccurrences(caller, query, topicType);
    const classes = [...byTopic(rows).values()]
      .filter(({ topic }) => !subscribed.has(topic.meetingTopicId))
      .map(({ topic, meetings }) => toLiveClass(topic, meetings, false, now, zone))
      .filter((item): item is LiveClass => item !== undefined && item.NextMeetingId !== null)
      .sort((a, b) => a.StartTime.localeCompare(b.StartTime));
    return { UpcomingClasses: page(classes, query), TotalRecords: classes.length };
  }

  /** Every not-yet-ended occurrence of the type (cancelled ones included, marked), by start. */
  async function upcomingSchedules(caller: Caller, query: LiveClassQuery, topicType: SubscribedClassTopicType) {
    const { rows, now, zone } = await upcomingOccurrences(caller, query, topicType);
    const schedules = rows.map((row) => toSchedule(row, now, zone));
    return { items: page(schedules, query), total: schedules.length };
  }

  /** Checks for joining: the meeting is of the enrolment's course, subscribed, and open now. */
  async function joinable(caller: Caller, candidateSosId: number, meetingId: number) {
    const course = await liveEnrolment(caller, candidateSosId);
    const row = await findCourseMeeting(db, course.SOSId, course.CandidateSOSId, meetingId);
    if (!row) throw notFound();
    const now = clock();
    const status = statusOf(row.meeting, now);
    if (!row.subscribedAt) throw new AppError(403, 'NotSubscribedException', 'LiveClassNotSubscribed');
    if (status === MeetingStatus.Completed || status === MeetingStatus.Cancelled) throw new AppError(409, 'MeetingClosedException', 'LiveClassEnded');
    if (!canJoinMeeting({ MeetingStatus: status, StartTime: row.meeting.startAt.toISOString() }, now)) {
      throw new AppError(409, 'MeetingNotOpenException', 'LiveClassNotOpenYet');
    }
    return { course, row, now };
  }

  const agendaSources: AgendaSource[] = [];

  const joinTarget = (caller: Caller, meeting: MeetingRow) => ({
    meetingNumber: meeting.zoomMeetingNumber,
    passcode: meeting.zoomPasscode,
    userName: caller.user.fullName,
    userEmail: caller.user.email,
  });

  return {
    getUpcomingLiveLectures: (caller: Caller, query: LiveClassQuery) => upcomingClasses(caller, query, SubscribedClassTopicType.LiveLecture),
    getUpcomingLiveDoubts: (caller: Caller, query: LiveClassQuery) => upcomingClasses(caller, query, SubscribedClassTopicType.LiveDoubts),
    getUpcomingLiveExclusives: (caller: Caller, query: LiveClassQuery) => upcomingClasses(caller, query, SubscribedClassTopicType.Exclusive),

    async getUpcomingSchedules(caller: Caller, query: LiveClassQuery, topicType: SubscribedClassTopicType) {
      const { items, total } = await upcomingSchedules(caller, query, topicType);
      return { UpcomingClassSchedules: items, TotalRecords: total };
    },

    async getUpcomingLiveExclusiveSchedules(caller: Caller, query: LiveClassQuery) {
      const { items, total } = await upcomingSchedules(caller, query, SubscribedClassTopicType.Exclusive);
      return { UpcomingExclusiveSchedules: items, TotalRecords: total };
    },

    /** The enrolment's subscribed topics of every type, each by its next open occurrence (else its last), by start. */
    async getSubscribedLiveClasses(caller: Caller, query: LiveClassQuery) {
      const course = await liveEnrolment(caller, query.candidateSOSId);
      const now = clock();
      const rows = await listSubscribedOccurrences(db, course.CandidateSOSId, course.SOSId);
      const classes = [...byTopic(rows).values()]
        .map(({ topic, meetings }) => toLiveClass(topic, meetings, true, now, zoneOf(caller)))
        .filter((item): item is LiveClass => item !== undefined)
        .sort((a, b) => Number(b.NextMeetingId !== null) - Number(a.NextMeetingId !== null) || a.StartTime.localeCompare(b.StartTime));
      return { SubscribedClasses: page(classes, query), TotalRecords: classes.length };
    },

    /** Idempotent: subscribing twice keeps one subscription. A class with no open occurrence left is refused. */
    async subscribe(caller: Caller, request: SubscribeLiveClassRequest): Promise<LiveClass> {
      const course = await liveEnrolment(caller, request.CandidateSOSId);
      const topic = await findCourseTopic(db, course.SOSId, request.MeetingTopicId);
      if (!topic || topic.topicType !== request.TopicType) throw notFound();
      const now = clock();
      const occurrences = await listTopicOccurrences(db, topic.meetingTopicId);
      const liveClass = toLiveClass(topic, occurrences, true, now, zoneOf(caller));
      if (!liveClass || liveClass.NextMeetingId === null) throw new AppError(409, 'MeetingClosedException', 'LiveClassEnded');
      await insertSubscription(db, { candidateSosId: course.CandidateSOSId, meetingTopicId: topic.meetingTopicId, userId: caller.user.id, createdAt: now });
      return liveClass;
    },

    async liveRoom(caller: Caller, query: MeetingQuery): Promise<LiveRoom> {
      const course = await liveEnrolment(caller, query.candidateSOSId);
      const row = await findCourseMeeting(db, course.SOSId, course.CandidateSOSId, query.meetingId);
      if (!row) throw notFound();
      const now = clock();
      const schedule = toSchedule(row, now, zoneOf(caller));
      return {
        CandidateSOSId: course.CandidateSOSId,
        Meeting: { ...schedule, SubjectName: row.topic.subjectName, TopicType: row.topic.topicType as SubscribedClassTopicType },
        IsSubscribed: row.subscribedAt !== null,
        CanJoin: row.subscribedAt !== null && canJoinMeeting(schedule, now),
        ServerTime: now.toISOString(),
        Provider: provider.kind,
        JoinedAt: row.joinedAt ? row.joinedAt.toISOString() : null,
        AttendeeCount: row.attendees,
        JoinUrl: row.subscribedAt !== null && row.meeting.zoomMeetingNumber ? zoomJoinUrl(row.meeting.zoomMeetingNumber) : null,
        Passcode: row.subscribedAt !== null && row.meeting.zoomMeetingNumber ? row.meeting.zoomPasscode : null,
      };
    },

    /** Records attendance (the first join counts) and gives the provider's join fields. */
    async join(caller: Caller, request: JoinMeetingRequest): Promise<MeetingJoin> {
      const { course, row, now } = await joinable(caller, request.CandidateSOSId, request.MeetingId);
      const joinedAt = await recordAttendance(db, { candidateSosId: course.CandidateSOSId, meetingId: row.meeting.meetingId, userId: caller.user.id, joinedAt: now });
      return { Provider: provider.kind, JoinedAt: joinedAt.toISOString(), Signature: provider.attendeeJoin(joinTarget(caller, row.meeting), now) };
    },

    /** GenerateSdkSignature: the Zoom SDK JWT (attendee) for a joinable meeting; 503 when Zoom is not configured. */
    async sdkSignature(caller: Caller, query: MeetingQuery): Promise<MeetingSignature> {
      const { row, now } = await joinable(caller, query.candidateSOSId, query.meetingId);
      const signature = provider.attendeeJoin(joinTarget(caller, row.meeting), now);
      if (!signature) throw new AppError(503, 'MeetingServiceUnavailableException', 'MeetingServiceUnavailable');
      return signature;
    },

    /**
     * The teacher's side (not a candidate call; the spec shows no transitions): start early, end or
     * cancel one occurrence, along the domain's status rule. False when the meeting does not exist
     * or the change is not allowed from its current status.
     */
    async setMeetingStatus(meetingId: number, to: MeetingStatus): Promise<boolean> {
      const meeting = await findMeeting(db, meetingId);
      if (!meeting || !canChangeMeetingStatus(statusOf(meeting, clock()), to)) return false;
      return updateMeetingStatus(db, meetingId, to);
    },

    async webinars(caller: Caller, query: WebinarListQuery): Promise<CandidateWebinarListViewModel> {
      const enrolments = query.candidateSOSId === undefined ? await dashboard.enrolments(caller.user.id) : [await courses.access.enrolment(caller, query.candidateSOSId)];
      const enrolmentOf = new Map(enrolments.map((course) => [course.SOSId, course.CandidateSOSId]));
      const now = clock();
      const rows = await listCourseWebinars(db, [...enrolmentOf.keys()]);
      const all: Webinar[] = rows.map((row) => {
        const folder = webinarFolderOf(row, now);
        return {
          WebinarId: row.webinarId,
          CandidateSOSId: enrolmentOf.get(row.sosId)!,
          Title: row.title,
          Presenter: row.presenter,
          StartTime: row.startAt.toISOString(),
          DurationMinutes: row.durationMinutes,
          WebinarFolder: folder,
          Url: folder === WebinarFolder.current ? row.joinUrl : folder === WebinarFolder.past ? row.recordingUrl : null,
        };
      });
      const selected = query.webinarFolder === WebinarFolder.all ? all : all.filter((webinar) => webinar.WebinarFolder === query.webinarFolder);
      // Past webinars newest first; the others soonest first.
      if (query.webinarFolder === WebinarFolder.past) selected.reverse();
      return { Webinars: page(selected, query), TotalRecords: selected.length, WebinarFolder: query.webinarFolder };
    },

    /** Another module's dated items join the agenda (app.ts wires the tests and assignments modules). */
    useAgendaSource(source: AgendaSource): void {
      agendaSources.push(source);
    },

    /**
     * AgendaService/GetAgenda: from the start of the candidate's today for `days` days, the occurrences
     * of the classes the enrolments subscribed to (LiveLectures or LiveDoubts; cancelled ones marked),
     * the webinars, and the sources' due tests and assignments; one enrolment (the caller's, else
     * 404) or all of them. Sorted by time, then key.
     */
    async agenda(caller: Caller, query: AgendaQuery): Promise<AgendaResponse> {
      const enrolments = query.candidateSOSId === undefined ? await dashboard.enrolments(caller.user.id) : [await courses.access.enrolment(caller, query.candidateSOSId)];
      const now = clock();
      const zone = zoneOf(caller);
      const from = startOfDayIn(now, zone);
      const to = new Date(from.getTime() + query.days * day);
      const live = enrolments.filter(liveAllowed);
      await expandRecurringClasses([...new Set(live.map((course) => course.SOSId))], now);
      const bySos = new Map(enrolments.map((course) => [course.SOSId, course]));
      const byEnrolment = new Map(enrolments.map((course) => [course.CandidateSOSId, course]));
      const [rows, webinarRows, ...sourced] = await Promise.all([
        listSubscribedOccurrencesOf(db, live.map((course) => course.CandidateSOSId)),
        listCourseWebinars(db, [...bySos.keys()]),
        ...agendaSources.map((source) => source(enrolments, from, to)),
      ]);
      const inWindow = (start: Date, minutes: number) => start.getTime() + minutes * 60_000 > from.getTime() && start.getTime() < to.getTime();
      const items: AgendaItem[] = [];
      for (const { topic, meeting, candidateSosId } of rows) {
        const course = byEnrolment.get(candidateSosId);
        if (!course || !inWindow(meeting.startAt, meeting.durationMinutes)) continue;
        items.push({
          Key: `meeting-${candidateSosId}-${meeting.meetingId}`,
          Kind: AgendaItemKind.liveClass,
          ItemId: meeting.meetingId,
          CandidateSOSId: candidateSosId,
          CourseName: course.CourseName,
          Title: topic.topic,
          Detail: topic.subjectName ? `${topic.teacherName} · ${topic.subjectName}` : topic.teacherName,
          StartTime: meeting.startAt.toISOString(),
          DurationMinutes: meeting.durationMinutes,
          MeetingStatus: statusOf(meeting, now),
        });
      }
      for (const row of webinarRows) {
        const course = bySos.get(row.sosId);
        if (!course || !inWindow(row.startAt, row.durationMinutes)) continue;
        items.push({
          Key: `webinar-${course.CandidateSOSId}-${row.webinarId}`,
          Kind: AgendaItemKind.webinar,
          ItemId: row.webinarId,
          CandidateSOSId: course.CandidateSOSId,
          CourseName: course.CourseName,
          Title: row.title,
          Detail: row.presenter,
          StartTime: row.startAt.toISOString(),
          DurationMinutes: row.durationMinutes,
          MeetingStatus: null,
        });
      }
      items.push(...sourced.flat());
      items.sort((a, b) => a.StartTime.localeCompare(b.StartTime) || a.Key.localeCompare(b.Key));
      return { Items: items, From: from.toISOString(), To: to.toISOString(), TimeZoneId: zone, ServerTime: now.toISOString() };
    },

    /**
     * A past webinar's recording of the enrolment's course: a signed, expiring URL of our storage
     * (Range-served). Another's enrolment or another course's webinar: 404; not yet past: 409; a
     * past webinar without a recording: 404 (WebinarRecordingNotFound).
     */
    async webinarRecording(caller: Caller, query: WebinarRecordingQuery): Promise<WebinarRecording> {
      const course = await courses.access.enrolment(caller, query.candidateSOSId);
      const row = await findCourseWebinarRecording(db, course.SOSId, query.webinarId);
      if (!row) throw notFound();
      if (webinarFolderOf(row.webinar, clock()) !== WebinarFolder.past) throw new AppError(409, 'WebinarNotEndedException', 'WebinarNotEnded');
      if (!row.recording) throw new AppError(404, 'NotFoundException', 'WebinarRecordingNotFound');
      const signed = await files.signedReadUrl(row.recording.fileKey, { contentType: row.recording.contentType });
      return {
        WebinarId: row.webinar.webinarId,
        Url: signed.url,
        ContentType: row.recording.contentType,
        DurationSeconds: row.recording.durationSeconds,
        ExpiresOn: signed.expiresAt.toISOString(),
      };
    },

    async calendarFeedStatus(caller: Caller): Promise<CalendarFeedStatus> {
      const row = await findCalendarFeed(db, caller.user.id);
      return { IsActive: row !== undefined, CreatedAt: row ? row.createdAt.toISOString() : null };
    },

    /** A new private feed URL (the token is shown this once); an earlier URL stops working. */
    async createCalendarFeed(caller: Caller): Promise<CalendarFeedCreated> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await saveCalendarFeed(db, { userId: caller.user.id, tokenHash: feedTokenHash(token), createdAt: now });
      return { FeedPath: calendarFeedPath(token), CreatedAt: now.toISOString() };
    },

    revokeCalendarFeed: (caller: Caller) => deleteCalendarFeed(db, caller.user.id),

    /**
     * The feed for a token (undefined for an unknown, malformed or revoked one): the subscribed
     * classes of every enrolment with live classes (recurring ones as RRULE events, cancelled
     * occurrences marked) and the webinars of every enrolment that have not ended.
     */
    async calendarFeed(token: string): Promise<string | undefined> {
      if (!feedTokenPattern.test(token)) return undefined;
      const feed = await findCalendarFeedByHash(db, feedTokenHash(token));
      if (!feed) return undefined;
      const now = clock();
      const enrolments = await dashboard.enrolments(feed.userId);
      const live = enrolments.filter(liveAllowed);
      await expandRecurringClasses([...new Set(live.map((course) => course.SOSId))], now);
      const [rows, webinarRows] = await Promise.all([
        listSubscribedOccurrencesOf(db, live.map((course) => course.CandidateSOSId)),
        listCourseWebinars(db, enrolments.map((course) => course.SOSId)),
      ]);
      const courseName = new Map(enrolments.map((course) => [course.SOSId, course.CourseName]));
      const recurring = new Map<number, FeedRecurringClass & { cancelled: Date[] }>();
      const events: FeedEvent[] = [];
      for (const { topic, meeting } of rows) {
        const description = `${topic.teacherName}${topic.subjectName ? ` · ${topic.subjectName}` : ''} · ${courseName.get(topic.sosId) ?? ''}`;
        if (topic.recurrenceRule && topic.recurrenceLocalStart) {
          const entry = recurring.get(topic.meetingTopicId) ?? {
            topicId: topic.meetingTopicId,
            title: topic.topic,
            description,
            rule: topic.recurrenceRule,
            timeZone: topic.recurrenceTimeZone ?? 'UTC',
            localStart: topic.recurrenceLocalStart,
            durationMinutes: topic.recurrenceMinutes ?? meeting.durationMinutes,
            cancelled: [],
          };
          if (meeting.setStatus === MeetingStatus.Cancelled) entry.cancelled.push(meeting.startAt);
          recurring.set(topic.meetingTopicId, entry);
        } else {
          events.push({ uid: `meeting-${meeting.meetingId}`, title: topic.topic, description, start: meeting.startAt, durationMinutes: meeting.durationMinutes, status: statusOf(meeting, now) });
        }
      }
      for (const row of webinarRows) {
        if (webinarFolderOf(row, now) === WebinarFolder.past) continue;
        events.push({
          uid: `webinar-${row.webinarId}`,
          title: `Webinar: ${row.title}`,
          description: `${row.presenter} · ${courseName.get(row.sosId) ?? ''}`,
          start: row.startAt,
          durationMinutes: row.durationMinutes,
          status: MeetingStatus.Scheduled,
          url: row.joinUrl,
        });
      }
      const year = now.getUTCFullYear();
      return buildCalendarFeed({
        recurring: [...recurring.values()],
        events,
        now,
        zoneFrom: new Date(Date.UTC(year - 1, 0, 1)),
        zoneTo: new Date(Date.UTC(year + 3, 0, 1)),
      });
    },

    /** For ratings (item type 7): a topic of the enrolment's course the candidate subscribed to. */
    async rateableMeeting(caller: Caller, candidateSosId: number, meetingTopicId: number): Promise<void> {
      const course = await liveEnrolment(caller, candidateSosId);
      const topic = await findCourseTopic(db, course.SOSId, meetingTopicId);
      if (!topic) throw notFound();
      if (!(await subscribedTopicIds(db, course.CandidateSOSId)).has(meetingTopicId)) throw new AppError(403, 'NotSubscribedException', 'LiveClassNotSubscribed');
    },

    /** For ratings (item type 8): a webinar of the enrolment's course that has started. */
    async rateableWebinar(caller: Caller, candidateSosId: number, webinarId: number): Promise<void> {
      const course = await courses.access.enrolment(caller, candidateSosId);
      const row = await findCourseWebinar(db, course.SOSId, webinarId);
      if (!row) throw notFound();
      if (webinarFolderOf(row, clock()) === WebinarFolder.upcoming) throw new AppError(409, 'WebinarNotStartedException', 'WebinarNotStarted');
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
