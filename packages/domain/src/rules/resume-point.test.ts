import { describe, expect, it } from 'vitest';
import { ActivityType } from '../enums/content';
import { buildActivity } from '../fixtures/course';
import type { ActivityGroup } from '../schemas/activity';
import { contentPlaces, nextActivityPlace } from './resume-point';

const activity = (id: number, type: ActivityType, done: boolean, locked = false) =>
  buildActivity({ ActivityType: type, SOSDetailContentId: id, ContentId: id, IsContentCompleted: done, IsLocked: locked });

const groups = (entries: ReturnType<typeof activity>[][]): ActivityGroup[] => [
  {
    GroupName: 'Cell Biology',
    SubjectActivityGroupDays: entries.map((activities, index) => ({
      SOSDetailId: 111 + index,
      DayName: `Day ${index + 1}`,
      IsLocked: activities.every((entry) => entry.IsLocked),
      SubjectGroupDayActivities: activities,
    })),
  },
];

describe('resume where you left off: the next activity', () => {
  it('lists videos and readings in course order with their group and day', () => {
    const places = contentPlaces(groups([[activity(1110, ActivityType.video, true), buildActivity({ ActivityType: ActivityType.test, SOSDetailContentId: null, ContentId: null, TestId: 1112 })], [activity(1120, ActivityType.reading, false)]]));
    expect(places.map((place) => [place.GroupName, place.SOSDetailId, place.activity.SOSDetailContentId])).toEqual([
      ['Cell Biology', 111, 1110],
      ['Cell Biology', 112, 1120],
    ]);
  });

  it('is the first video or reading not completed on an open day', () => {
    const next = nextActivityPlace(groups([[activity(1110, ActivityType.video, true), activity(1111, ActivityType.reading, false)], [activity(1120, ActivityType.video, false, true)]]));
    expect(next?.activity.SOSDetailContentId).toBe(1111);
    expect(next?.SOSDetailId).toBe(111);
  });

  it('is the last open one when everything open is done, and null without content', () => {
    const allDone = nextActivityPlace(groups([[activity(1110, ActivityType.video, true)], [activity(1120, ActivityType.reading, true)], [activity(1130, ActivityType.video, false, true)]]));
    expect(allDone?.activity.SOSDetailContentId).toBe(1120);
    expect(nextActivityPlace([])).toBeNull();
  });
});
