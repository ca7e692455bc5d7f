import type { SubscribedClassTopicType } from '@portal/domain';

/** Which list of an enrolment's live sessions: upcoming classes or schedules of a topic type, or the subscribed ones. */
export type LiveListKind = 'classes' | 'schedules';

/**
 * Keys of live sessions and webinars. Everything of one enrolment nests under
 * `course(candidateSOSId)`, so a subscription refreshes exactly its lists; the room under `room(...)`.
 */
export const liveKeys = {
  all: ['live'] as const,
  course: (candidateSOSId: number) => [...liveKeys.all, candidateSOSId] as const,
  upcoming: (candidateSOSId: number, topicType: SubscribedClassTopicType, kind: LiveListKind, pageNumber: number, pageSize: number) =>
    [...liveKeys.course(candidateSOSId), 'upcoming', topicType, kind, pageNumber, pageSize] as const,
  upcomingOf: (candidateSOSId: number) => [...liveKeys.course(candidateSOSId), 'upcoming'] as const,
  subscribed: (candidateSOSId: number, pageNumber: number, pageSize: number) =>
    [...liveKeys.course(candidateSOSId), 'subscribed', pageNumber, pageSize] as const,
  subscribedOf: (candidateSOSId: number) => [...liveKeys.course(candidateSOSId), 'subscribed'] as const,
  room: (candidateSOSId: number, meetingId: number) => [...liveKeys.course(candidateSOSId), 'room', meetingId] as const,
  signature: (candidateSOSId: number, meetingId: number) => [...liveKeys.course(candidateSOSId), 'signature', meetingId] as const,
  webinars: () => [...liveKeys.all, 'webinars'] as const,
  webinarList: (webinarFolder: number, candidateSOSId: number | null, pageNumber: number, pageSize: number) =>
    [...liveKeys.webinars(), webinarFolder, candidateSOSId, pageNumber, pageSize] as const,
  webinarFolders: () => [...liveKeys.webinars(), 'folders'] as const,
  webinarRecording: (candidateSOSId: number, webinarId: number) => [...liveKeys.webinars(), 'recording', candidateSOSId, webinarId] as const,
  agenda: () => [...liveKeys.all, 'agenda'] as const,
  agendaOf: (candidateSOSId: number | null, days: number) => [...liveKeys.agenda(), candidateSOSId, days] as const,
  calendarFeed: () => [...liveKeys.all, 'calendar-feed'] as const,
  // Mutations
  subscribe: () => [...liveKeys.all, 'subscribe'] as const,
  join: () => [...liveKeys.all, 'join'] as const,
};
