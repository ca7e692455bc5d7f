import { ActivityType } from '../enums/content';
import type { Activity, ActivityGroup } from '../schemas/activity';

type ProgressActivity = Pick<Activity, 'ActivityType' | 'IsContentCompleted'>;

/** A day in course order with its activities' completion: what the locking rule reads. */
export interface DayProgress {
  readonly SOSDetailId: number;
  readonly SubjectGroupDayActivities: readonly ProgressActivity[];
}

/**
 * Decision (spec: "unlocking a day or activity sets IsLocked to false"; the rule itself is not
 * shown): what must be done on a day before the next one opens are its videos and readings, the
 * activities a candidate completes in the course pages. Tests and assignments have their own due
 * dates and marking, so they never hold the next day back.
 */
export function countsForUnlocking(activity: Pick<Activity, 'ActivityType'>): boolean {
  return activity.ActivityType === ActivityType.video || activity.ActivityType === ActivityType.reading;
}

/** True when every video and reading of the day is completed (a day with none is done at once). */
export function isDayDone(day: DayProgress): boolean {
  return day.SubjectGroupDayActivities.filter(countsForUnlocking).every((activity) => activity.IsContentCompleted);
}

/**
 * Decision: days unlock in order. A subject's days are read in course order (groups in order,
 * their days in order); the first day is open, and each later day opens once the day before it is
 * open and done. Returns the SOSDetailIds of the locked days.
 */
export function lockedDayIds(daysInOrder: readonly DayProgress[]): Set<number> {
  const locked = new Set<number>();
  let open = true;
  for (const day of daysInOrder) {
    if (!open) locked.add(day.SOSDetailId);
    open = open && isDayDone(day);
  }
  return locked;
}

/** The days of a subject's groups, in course order. */
export function daysInCourseOrder<Day>(groups: readonly { readonly SubjectActivityGroupDays: readonly Day[] }[]): Day[] {
  return groups.flatMap((group) => group.SubjectActivityGroupDays);
}

/**
 * The groups with IsLocked set by the rule: a locked day's activities are locked too, an open
 * day's are open (spec: a locked day or activity cannot be opened).
 */
export function applyDayLocking(groups: readonly ActivityGroup[]): ActivityGroup[] {
  const locked = lockedDayIds(daysInCourseOrder(groups));
  return groups.map((group) => ({
    ...group,
    SubjectActivityGroupDays: group.SubjectActivityGroupDays.map((day) => {
      const isLocked = locked.has(day.SOSDetailId);
      return {
        ...day,
        IsLocked: isLocked,
        SubjectGroupDayActivities: day.SubjectGroupDayActivities.map((activity) => ({ ...activity, IsLocked: isLocked })),
      };
    }),
  }));
}

/** The days locked before a change and open after it, in course order (what a completion unlocked). */
export function unlockedByChange(before: ReadonlySet<number>, after: ReadonlySet<number>): number[] {
  return [...before].filter((sosDetailId) => !after.has(sosDetailId));
}

/** Percentage (whole number) of a subject's activities completed, all activity types counted. */
export function subjectProgress(activities: readonly Pick<Activity, 'IsContentCompleted'>[]): number {
  if (activities.length === 0) return 0;
  const done = activities.filter((activity) => activity.IsContentCompleted).length;
  return Math.round((done / activities.length) * 100);
}
