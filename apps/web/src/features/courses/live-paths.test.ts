import { describe, expect, it } from 'vitest';
import { meetingRoomIds, meetingRoomPath } from './live-paths';

describe('meeting room paths', () => {
  it('round-trip the enrolment and the meeting, and refuse anything else', () => {
    const path = meetingRoomPath(1001, 100101);
    expect(path).toBe('/course/candidate/meeting?course=1001&meeting=100101');
    expect(meetingRoomIds(path.split('?')[1]!)).toEqual({ candidateSOSId: 1001, meetingId: 100101 });
    for (const search of ['', 'course=1001', 'course=abc&meeting=1', 'course=1&meeting=-4', 'course=1.5&meeting=2', 'course=1&meeting=99999999999']) {
      expect(meetingRoomIds(search), search).toBeNull();
    }
  });
});
