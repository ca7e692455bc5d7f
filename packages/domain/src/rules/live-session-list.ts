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

/** How long before its start a scheduled meeting may be joined (the waiting room opens). */
export const joinOpensMinutesBefore = 10;

/**
 * Our join rule (the spec shows none): a started meeting can be joined; a scheduled one from
 * `joinOpensMinutesBefore` minutes before its start (given `now`); completed and cancelled ones never.
 */
export function canJoinMeeting(
  meeting: Pick<LiveClass, 'MeetingStatus'> & { readonly StartTime?: string },
  now?: Date,
): boolean {
  if (meeting.MeetingStatus === MeetingStatus.Started) return true;
  if (meeting.MeetingStatus !== MeetingStatus.Scheduled || !meeting.StartTime || !now) return false;
  const opensAt = new Date(meeting.StartTime).getTime() - joinOpensMinutesBefore * 60_000;
  return now.getTime() >= opensAt;
}

/**
 * The status of one occurrence at `now`: a status a teacher set (started early, cancelled, ended)
 * wins; otherwise it follows the clock: Scheduled before the start, Started until start plus
 * duration, Completed after. A started meeting stays Started while the teacher keeps it open.
 */
export function meetingStatusAt(
  occurrence: { readonly startTime: Date; readonly durationMinutes: number; readonly setStatus: MeetingStatus | null },
  now: Date,
): MeetingStatus {
  const { setStatus } = occurrence;
  if (setStatus === MeetingStatus.Cancelled || setStatus === MeetingStatus.Completed) return setStatus;
  const start = occurrence.startTime.getTime();
  const end = start + occurrence.durationMinutes * 60_000;
  if (now.getTime() >= end) return setStatus === MeetingStatus.Started ? MeetingStatus.Started : MeetingStatus.Completed;
  if (now.getTime() >= start || setStatus === MeetingStatus.Started) return MeetingStatus.Started;
  return MeetingStatus.Scheduled;
}
