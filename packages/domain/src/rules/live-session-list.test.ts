import { describe, expect, it } from 'vitest';
import { MeetingStatus } from '../enums/meeting';
import { canChangeMeetingStatus, canJoinMeeting, meetingStatusAt, removeSubscribedClass } from './live-session-list';

describe('live sessions', () => {
  it('subscribing removes the class and decrements the total', () => {
    const upcoming = { items: [{ MeetingTopicId: 1 }, { MeetingTopicId: 2 }], totalRecords: 12 };
    expect(removeSubscribedClass(upcoming, 2)).toEqual({
      items: [{ MeetingTopicId: 1 }],
      totalRecords: 11,
    });
    expect(removeSubscribedClass(upcoming, 9)).toEqual({ items: upcoming.items, totalRecords: 12 });
    expect(
      removeSubscribedClass({ items: [{ MeetingTopicId: 1 }], totalRecords: 0 }, 1).totalRecords,
    ).toBe(0);
  });
  it('meeting status runs Scheduled -> Started -> Completed or Cancelled', () => {
    expect(canChangeMeetingStatus(MeetingStatus.Scheduled, MeetingStatus.Started)).toBe(true);
    expect(canChangeMeetingStatus(MeetingStatus.Started, MeetingStatus.Completed)).toBe(true);
    expect(canChangeMeetingStatus(MeetingStatus.Started, MeetingStatus.Cancelled)).toBe(true);
    expect(canChangeMeetingStatus(MeetingStatus.Scheduled, MeetingStatus.Completed)).toBe(false);
    expect(canChangeMeetingStatus(MeetingStatus.Completed, MeetingStatus.Started)).toBe(false);
    expect(canJoinMeeting({ MeetingStatus: MeetingStatus.Started })).toBe(true);
    expect(canJoinMeeting({ MeetingStatus: MeetingStatus.Scheduled })).toBe(false);
  });
  it('opens joining 10 minutes before the start, never for finished sessions', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    expect(canJoinMeeting({ MeetingStatus: MeetingStatus.Scheduled, StartTime: at(10) }, now)).toBe(true);
    expect(canJoinMeeting({ MeetingStatus: MeetingStatus.Scheduled, StartTime: at(11) }, now)).toBe(false);
    expect(canJoinMeeting({ MeetingStatus: MeetingStatus.Completed, StartTime: at(-5) }, now)).toBe(false);
    expect(canJoinMeeting({ MeetingStatus: MeetingStatus.Cancelled, StartTime: at(5) }, now)).toBe(false);
  });
  it('derives the status from the clock unless a teacher set one', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const occurrence = (minutes: number, setStatus: MeetingStatus | null = null) => ({
      startTime: new Date(now.getTime() + minutes * 60_000),
      durationMinutes: 60,
      setStatus,
    });
    expect(meetingStatusAt(occurrence(5), now)).toBe(MeetingStatus.Scheduled);
    expect(meetingStatusAt(occurrence(-5), now)).toBe(MeetingStatus.Started);
    expect(meetingStatusAt(occurrence(-60), now)).toBe(MeetingStatus.Completed);
    expect(meetingStatusAt(occurrence(5, MeetingStatus.Started), now)).toBe(MeetingStatus.Started);
    expect(meetingStatusAt(occurrence(-90, MeetingStatus.Started), now)).toBe(MeetingStatus.Started);
    expect(meetingStatusAt(occurrence(-5, MeetingStatus.Cancelled), now)).toBe(MeetingStatus.Cancelled);
    expect(meetingStatusAt(occurrence(30, MeetingStatus.Completed), now)).toBe(MeetingStatus.Completed);
  });
});
