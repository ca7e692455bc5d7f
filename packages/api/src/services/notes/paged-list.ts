import { canLoadMore } from '@portal/domain';

/** Page size of the notes and bookmarks lists (spec: page sizes not shown; ours). */
export const NOTES_PAGE_SIZE = 10;

/** spec 4: the next page number while the loaded count is below TotalRecords, else undefined. */
export function nextPageNumber<Page extends { TotalRecords: number }>(pages: readonly Page[], itemsOf: (page: Page) => readonly unknown[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 1;
  const loaded = pages.reduce((count, page) => count + itemsOf(page).length, 0);
  return canLoadMore(loaded, last.TotalRecords) && itemsOf(last).length > 0 ? pages.length + 1 : undefined;
}
