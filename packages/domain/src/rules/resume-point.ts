import type { Activity, ActivityGroup } from '../schemas/activity';
import { countsForUnlocking } from './course-locking';

/** Where a video or reading sits in a subject: what the portal needs to open it. */
export interface ActivityPlace {
  readonly GroupName: string;
  readonly SOSDetailId: number;
  readonly activity: Activity;
}

/** Every video and reading of a subject's groups, in course order, with its place. */
export function contentPlaces(groups: readonly ActivityGroup[]): ActivityPlace[] {
  return groups.flatMap((group) =>
    group.SubjectActivityGroupDays.flatMap((day) =>
      day.SubjectGroupDayActivities.filter(countsForUnlocking).map((activity) => ({
        GroupName: group.GroupName,
        SOSDetailId: day.SOSDetailId,
        activity,
      })),
    ),
  );
}

/**
 * Decision (beyond the spec: resume where you left off): before the candidate has opened anything,
 * a course resumes at its next activity: the first video or reading not yet completed on an open
 * day, in course order. When everything open is done, the last open one (review); null when the
 * subject has no video or reading.
 */
export function nextActivityPlace(groups: readonly ActivityGroup[]): ActivityPlace | null {
  const open = contentPlaces(groups).filter((place) => !place.activity.IsLocked);
  return open.find((place) => !place.activity.IsContentCompleted) ?? open.at(-1) ?? null;
}
