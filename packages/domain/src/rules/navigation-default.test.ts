import { describe, expect, it } from 'vitest';
import { defaultNavigation } from './navigation-default';

describe('defaultNavigation', () => {
  const context = { candidateSOSId: 1001, subjectId: 1, subjectName: 'Biology' };
  it('prefills the first group first day', () => {
    const groups = [
      {
        GroupName: 'Week 1',
        SubjectActivityGroupDays: [
          { SOSDetailId: 111, DayName: 'Day 1', IsLocked: false, SubjectGroupDayActivities: [] },
        ],
      },
      { GroupName: 'Week 2', SubjectActivityGroupDays: [] },
    ];
    expect(defaultNavigation(groups, context)).toEqual({
      ...context,
      groupName: 'Week 1',
      sosDetailId: 111,
      isLocked: false,
    });
  });
  it('is null without groups or days', () => {
    expect(defaultNavigation([], context)).toBeNull();
    expect(
      defaultNavigation([{ GroupName: 'Week 1', SubjectActivityGroupDays: [] }], context),
    ).toBeNull();
  });
});
