import { MeetingStatus } from '../enums/meeting';
import type { LiveClass } from '../schemas/live-session';

/**
 * spec: subscribing to a class, doubt session or exclusive session removes it from its upcoming list
 * and decrements the total (never below zero, and only when it was in the list).
 */
export function removeSubscribedClass<T extends Pick<LiveClass, 'MeetingTopicId'>>(
  upcoming: { readonly items: readonly T[]; readonly totalRecords: number },
  meetingTopicId: number,
): { items: T[]; totalRecords: number } {
  const items = upcoming.items.filter((item) => item.MeetingTopicId !== meetingTopicId);
  const removed = upcoming.items.length - items.length;
  return { items, totalRecords: Math.max(0, upcoming.totalRecords - removed) };
}

/**
 * spec: meeting status runs Scheduled, Started, then Completed or Cancelled (transitions "not shown":
 * ours: a scheduled meeting may also be cancelled before it starts; finished states are final).
 */
const nextStatuses: Record<MeetingStatus, readonly MeetingStatus[]> = {
  [MeetingStatus.Scheduled]: [MeetingStatus.Started, MeetingStatus.Cancelled],
  [MeetingStatus.Started]: [MeetingStatus.Completed, MeetingStatus.Cancelled],
  [MeetingStatus.Completed]: [],
  [MeetingStatus.Cancelled]: [],
};

export function canChangeMeetingStatus(from: MeetingStatus, to: MeetingStatus): boolean {
  return nextStatuses[from].includes(to);
}

/** A candidate can join only a started meeting. */
export function canJoinMeeting(meeting: Pick<LiveClass, 'MeetingStatus'>): boolean {
  return meeting.MeetingStatus === MeetingStatus.Started;
}
