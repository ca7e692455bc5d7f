// Free of zod: the cache updates that @portal/api's e-book mutations run. Reading an activity's
// Data (zod) is in ebook-activity-data.ts, so the reader's first paint does not load zod (issue #10).
import type { EBookActivity, EBookAllActivitiesResponse } from '../schemas/ebook';

/**
 * spec: adding a note appends it; adding a bookmark or highlight puts it first; deleting removes by
 * EBookActivityId.
 */
export function addEBookActivity(
  activities: EBookAllActivitiesResponse,
  activity: EBookActivity,
): EBookAllActivitiesResponse {
  switch (activity.Kind) {
    case 'note':
      return { ...activities, Notes: [...activities.Notes, activity] };
    case 'bookmark':
      return { ...activities, Bookmarks: [activity, ...activities.Bookmarks] };
    case 'highlight':
      return { ...activities, Highlights: [activity, ...activities.Highlights] };
    default:
      return activity.Kind satisfies never;
  }
}

export function removeEBookActivity(
  activities: EBookAllActivitiesResponse,
  eBookActivityId: number,
): EBookAllActivitiesResponse {
  const keep = (activity: EBookActivity) => activity.EBookActivityId !== eBookActivityId;
  return {
    Notes: activities.Notes.filter(keep),
    Bookmarks: activities.Bookmarks.filter(keep),
    Highlights: activities.Highlights.filter(keep),
  };
}
