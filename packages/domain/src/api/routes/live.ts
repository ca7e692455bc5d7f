import { route } from './route';

/**
 * Live sessions and webinars (learning-areas.md section 7, "Live lectures (LiveLecturesService)" and
 * "Webinars"). The list queries are LiveClassQuery (candidateSOSId, paging); the spec's "query
 * params come from the data". GetLiveRoom and JoinMeeting are ours: the portal's own meeting room
 * (the local meeting provider) and attendance.
 */
export const LiveApiRoutes = {
  getUpcomingLiveLectures: route('GET', 'LiveLecturesService/GetUpcomingLiveLectures', true),
  getUpcomingLiveLectureSchedules: route('GET', 'LiveLecturesService/GetUpcomingLiveLectureSchedules', true),
  getUpcomingLiveDoubts: route('GET', 'LiveLecturesService/GetUpcomingLiveDoubts', true),
  getUpcomingLiveDoubtSchedules: route('GET', 'LiveLecturesService/GetUpcomingLiveDoubtSchedules', true),
  getUpcomingLiveExclusives: route('GET', 'LiveLecturesService/GetUpcomingLiveExclusives', true),
  getUpcomingLiveExclusiveSchedules: route('GET', 'LiveLecturesService/GetUpcomingLiveExclusiveSchedules', true),
  getSubscribedLiveClasses: route('GET', 'LiveLecturesService/GetSubscribedLiveClasses', true),
  /** Body: SubscribeLiveClassRequest. Idempotent. */
  subscribeLiveClass: route('POST', 'LiveLecturesService/Subscribe', true),
  /** Query: MeetingQuery. The Zoom Meeting SDK signature (attendee); 503 without Zoom keys. */
  generateSdkSignature: route('GET', 'LiveLecturesService/GenerateSdkSignature', true),
  /** Query: MeetingQuery. One occurrence for the meeting room page. */
  getLiveRoom: route('GET', 'LiveLecturesService/GetLiveRoom', true),
  /** Body: JoinMeetingRequest. Records attendance once the session can be joined. */
  joinMeeting: route('POST', 'LiveLecturesService/JoinMeeting', true),
  /** Query: WebinarListQuery. */
  getWebinars: route('GET', 'CandidateWebinarService/GetWebinars', true),
  getWebinarFolderEnum: route('GET', 'CandidateWebinarService/GetWebinarFolderEnum', true),
  /** Query: WebinarRecordingQuery. A past webinar's recording: a signed URL of our storage, Range-served. Ours. */
  getWebinarRecording: route('GET', 'CandidateWebinarService/GetWebinarRecording', true),
  /** Query: AgendaQuery. The candidate's dated study items (classes, webinars, due tests and assignments) in one list. Ours. */
  getAgenda: route('GET', 'AgendaService/GetAgenda', true),
  /** Whether the candidate has a private calendar feed, and since when (the token is never shown again). Ours. */
  getCalendarFeed: route('GET', 'CalendarFeedService/GetCalendarFeed', true),
  /** Body: none. Makes a new feed URL (a long random token), replacing any earlier one. Ours. */
  createCalendarFeed: route('POST', 'CalendarFeedService/CreateCalendarFeed', true),
  /** Body: none. Revokes the feed: its URL answers 404 from then on. Ours. */
  revokeCalendarFeed: route('POST', 'CalendarFeedService/RevokeCalendarFeed', true),
} as const;

/**
 * The private iCalendar feed's own URL, relative to the portal's origin (RFC 5545, text/calendar):
 * outside the API's prefix, envelope and table, the token in the path is the only authority (no
 * bearer, no application header), as a calendar application subscribing to it sends neither.
 */
export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;
