import { PagingMode } from '../enums/paging-mode';

// spec: replace clears the list first; loadMore appends.
export function applyPage<T>(current: readonly T[], page: readonly T[], mode: PagingMode): T[] {
  switch (mode) {
    case PagingMode.replace:
      return [...page];
    case PagingMode.loadMore:
      return [...current, ...page];
    default:
      return mode satisfies never;
  }
}

// spec: more can load while the loaded count is below TotalRecords.
export function canLoadMore(loadedCount: number, totalRecords: number): boolean {
  return loadedCount < totalRecords;
}

/** Page number to request next when paging by page number (1-based). */
export function nextPageNumber(loadedCount: number, pageSize: number, mode: PagingMode): number {
  return mode === PagingMode.replace ? 1 : Math.floor(loadedCount / pageSize) + 1;
}
