import {
  EBookActivityData,
  type EBookActivity,
  type EBookAllActivitiesResponse,
} from '../schemas/ebook';
import { pdfPageOf } from './text-anchoring';

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

/** One line of the reader's notebook: what the candidate marked, where, and how it looks. */
export interface EBookAnnotationItem {
  readonly eBookActivityId: number;
  readonly kind: EBookActivity['Kind'];
  /** Page (1-based) it was made on; null when its Data does not say. */
  readonly page: number | null;
  /** The marked text (highlights, notes on text). */
  readonly quote: string | null;
  readonly note: string | null;
  readonly color: string | null;
  readonly label: string;
  readonly createdOn: string;
}

/**
 * The notebook's lines, bookmarks and highlights first (newest first as the cache keeps them),
 * then notes in the order written. An activity whose Data cannot be read is still listed.
 */
export function eBookAnnotationItems(activities: EBookAllActivitiesResponse): EBookAnnotationItem[] {
  return [...activities.Bookmarks, ...activities.Highlights, ...activities.Notes].map((activity) => {
    const data = parseEBookActivityData(activity);
    const page = data ? pdfPageOf(data) : null;
    const quote = data?.target.selector.find((selector) => selector.type === 'TextQuoteSelector');
    return {
      eBookActivityId: activity.EBookActivityId,
      kind: activity.Kind,
      page,
      quote: quote?.exact ?? null,
      note: data?.note ?? null,
      color: data?.color ?? null,
      label: data?.label ?? (page ? `Page ${page}` : 'Unknown place'),
      createdOn: activity.CreatedOn,
    };
  });
}
