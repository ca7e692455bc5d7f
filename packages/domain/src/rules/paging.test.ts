import { describe, expect, it } from 'vitest';
import { PagingMode } from '../enums/paging-mode';
import { applyPage, canLoadMore, nextPageNumber } from './paging';

describe('paging', () => {
  it('replace clears first, loadMore appends', () => {
    expect(applyPage([1, 2], [3], PagingMode.replace)).toEqual([3]);
    expect(applyPage([1, 2], [3], PagingMode.loadMore)).toEqual([1, 2, 3]);
  });
  it('does not mutate the current list', () => {
    const current = [1];
    applyPage(current, [2], PagingMode.loadMore);
    expect(current).toEqual([1]);
  });
  it('loads more while loaded < TotalRecords', () => {
    expect(canLoadMore(9, 10)).toBe(true);
    expect(canLoadMore(10, 10)).toBe(false);
    expect(canLoadMore(0, 0)).toBe(false);
  });
  it('computes the next page number', () => {
    expect(nextPageNumber(20, 10, PagingMode.loadMore)).toBe(3);
    expect(nextPageNumber(20, 10, PagingMode.replace)).toBe(1);
  });
});
