import { describe, expect, it } from 'vitest';
import { unlockActivity, unlockDay } from './unlocking';

describe('unlocking', () => {
  it('sets IsLocked false on the matching day only', () => {
    const days = [
      { SOSDetailId: 1, IsLocked: true },
      { SOSDetailId: 2, IsLocked: true },
    ];
    expect(unlockDay(days, 2)).toEqual([
      { SOSDetailId: 1, IsLocked: true },
      { SOSDetailId: 2, IsLocked: false },
    ]);
  });
  it('sets IsLocked false on the matching activities', () => {
    const activities = [
      { TestId: 1, IsLocked: true },
      { TestId: 2, IsLocked: true },
    ];
    expect(
      unlockActivity(activities, (activity) => activity.TestId === 1).map((a) => a.IsLocked),
    ).toEqual([false, true]);
  });
});
