import { ContentFilter } from '../enums/content';

/**
 * The items a content filter shows (notes, bookmarks): All shows everything, Video and Reading only
 * items of that content type. The server filters too; this keeps a list right while a page of the
 * new filter is on its way.
 */
export function ofContentType<T extends { readonly ContentType: number }>(
  items: readonly T[],
  filter: ContentFilter,
): readonly T[] {
  return filter === ContentFilter.All ? items : items.filter((item) => item.ContentType === filter);
}
