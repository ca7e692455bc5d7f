import { describe, expect, it } from 'vitest';
import { MeetingStatus } from '../enums/meeting';
import { canChangeMeetingStatus, canJoinMeeting, removeSubscribedClass } from './live-session-list';

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
});
