import { describe, expect, it } from 'vitest';
import { ActivityType } from '../enums/content';
import { buildActivity } from '../fixtures/course';
import type { ActivityGroup } from '../schemas/activity';
import {
  applyDayLocking,
  countsForUnlocking,
  daysInCourseOrder,
  isDayDone,
  lockedDayIds,
  subjectProgress,
  unlockedByChange,
} from './course-locking';

const video = (done: boolean) => buildActivity({ ActivityType: ActivityType.video, IsContentCompleted: done });
const reading = (done: boolean) => buildActivity({ ActivityType: ActivityType.reading, IsContentCompleted: done });
const test = (done: boolean) => buildActivity({ ActivityType: ActivityType.test, IsContentCompleted: done });
const assignment = (done: boolean) => buildActivity({ ActivityType: ActivityType.assignment, IsContentCompleted: done });
const day = (SOSDetailId: number, ...SubjectGroupDayActivities: ReturnType<typeof video>[]) => ({
  SOSDetailId,
  DayName: `Day ${SOSDetailId}`,
  IsLocked: false,
  SubjectGroupDayActivities,
});

describe('day locking: days unlock in order as the previous day is done', () => {
  it('only videos and readings hold the next day back (tests and assignments have their own due dates)', () => {
    expect(countsForUnlocking({ ActivityType: ActivityType.video })).toBe(true);
    expect(countsForUnlocking({ ActivityType: ActivityType.reading })).toBe(true);
    expect(countsForUnlocking({ ActivityType: ActivityType.test })).toBe(false);
    expect(countsForUnlocking({ ActivityType: ActivityType.classTest })).toBe(false);
    expect(countsForUnlocking({ ActivityType: ActivityType.assignment })).toBe(false);
    expect(isDayDone(day(1, video(true), reading(true), test(false), assignment(false)))).toBe(true);
    expect(isDayDone(day(1, video(true), reading(false)))).toBe(false);
    expect(isDayDone(day(1, test(false)))).toBe(true);
  });

  it('the first day is open; a later day opens once the day before it is open and done', () => {
    const days = [day(1, video(true), reading(false)), day(2, video(false)), day(3, video(false))];
    expect([...lockedDayIds(days)]).toEqual([2, 3]);
    const firstDone = [day(1, video(true), reading(true)), day(2, video(false)), day(3, video(false))];
    expect([...lockedDayIds(firstDone)]).toEqual([3]);
  });

  it('a done day after a locked one stays locked (order matters, not only the previous day)', () => {
    const days = [day(1, video(false)), day(2, video(true)), day(3, video(true))];
    expect([...lockedDayIds(days)]).toEqual([2, 3]);
  });

  it('reads groups in order, their days in order, and locks a locked day\'s activities too', () => {
    const groups: ActivityGroup[] = [
      { GroupName: 'Cell Biology', SubjectActivityGroupDays: [day(111, video(true), reading(true)), day(112, video(false))] },
      { GroupName: 'Enzymes', SubjectActivityGroupDays: [day(121, video(false), test(false))] },
    ];
    expect(daysInCourseOrder(groups).map((entry) => entry.SOSDetailId)).toEqual([111, 112, 121]);
    const locked = applyDayLocking(groups);
    const [first, second] = locked;
    expect(first?.SubjectActivityGroupDays.map((entry) => entry.IsLocked)).toEqual([false, false]);
    expect(second?.SubjectActivityGroupDays[0]?.IsLocked).toBe(true);
    expect(second?.SubjectActivityGroupDays[0]?.SubjectGroupDayActivities.every((activity) => activity.IsLocked)).toBe(true);
    expect(first?.SubjectActivityGroupDays[1]?.SubjectGroupDayActivities.every((activity) => !activity.IsLocked)).toBe(true);
  });

  it('unlocking a day sets IsLocked to false: the days a change unlocked, in order', () => {
    expect(unlockedByChange(new Set([2, 3]), new Set([3]))).toEqual([2]);
    expect(unlockedByChange(new Set([2]), new Set([2]))).toEqual([]);
  });
});

describe('subject progress', () => {
  it('is the whole-number percentage of activities completed, every activity type counted', () => {
    expect(subjectProgress([])).toBe(0);
    expect(subjectProgress([video(true), reading(false), test(false)])).toBe(33);
    expect(subjectProgress([video(true), assignment(true)])).toBe(100);
  });
});
