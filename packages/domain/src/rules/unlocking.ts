import type { Activity, ActivityDay } from '../schemas/activity';

// spec: unlocking a day or activity sets IsLocked to false.
export function unlockDay<T extends Pick<ActivityDay, 'SOSDetailId' | 'IsLocked'>>(
  days: readonly T[],
  sosDetailId: number,
): T[] {
  return days.map((day) => (day.SOSDetailId === sosDetailId ? { ...day, IsLocked: false } : day));
}

export function unlockActivity<T extends Pick<Activity, 'IsLocked'>>(
  activities: readonly T[],
  isTarget: (activity: T) => boolean,
): T[] {
  return activities.map((activity) =>
    isTarget(activity) ? { ...activity, IsLocked: false } : activity,
  );
}
