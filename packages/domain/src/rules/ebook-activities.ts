import {
  EBookActivityData,
  type EBookActivity,
  type EBookAllActivitiesResponse,
} from '../schemas/ebook';

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

/** Reads an activity's Data JSON; null when it is not valid JSON of the expected shape. */
export function parseEBookActivityData(
  activity: Pick<EBookActivity, 'Data'>,
): EBookActivityData | null {
  try {
    const result = EBookActivityData.safeParse(JSON.parse(activity.Data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
