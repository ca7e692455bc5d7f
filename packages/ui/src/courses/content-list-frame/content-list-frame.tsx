import * as React from 'react';
import { ContentFilter } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { ContentTypeFilter } from '../content-type-filter/content-type-filter';
import { Skeleton } from '../../primitives/skeleton/skeleton';

export type ContentListFrameProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The list's data-slot. */
  slot: string;
  /** Accessible name of the section ('Notes', 'Bookmarks'); also names the loading text. */
  label: string;
  /** Accessible name of the All/Video/Reading filter. */
  filterLabel: string;
  filter: ContentFilter;
  onFilterChange?: (filter: ContentFilter) => void;
  /** Shows the content-type filter. @defaultValue true */
  showFilter?: boolean;
  loading: boolean;
  skeletonCount: number;
  /** Height class of a skeleton item. */
  skeletonClassName: string;
  /** Shown when nothing is visible. */
  empty: React.ReactNode;
  /** True when nothing is visible after filtering. */
  isEmpty: boolean;
  /** Shows Load more (when onLoadMore is given). */
  hasMore: boolean;
  onLoadMore?: () => void;
  /** The list itself. */
  list: React.ReactNode;
};

/**
 * The frame the study lists share (notes, bookmarks): the content-type filter, skeletons while
 * loading, the empty state, the list, and Load more while the server has more.
 */
export function ContentListFrame({
  slot,
  label,
  filterLabel,
  filter,
  onFilterChange,
  showFilter = true,
  loading,
  skeletonCount,
  skeletonClassName,
  empty,
  isEmpty,
  hasMore,
  onLoadMore,
  list,
  className,
  ...props
}: ContentListFrameProps) {
  return (
    <section data-slot={slot} aria-label={label} className={cn('grid grid-cols-1 gap-4', className)} {...props}>
      {showFilter ? (
        <ContentTypeFilter value={filter} onValueChange={onFilterChange} label={filterLabel} />
      ) : null}
      {loading ? (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only">Loading {label.toLowerCase()}</span>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <Skeleton key={index} className={cn('w-full', skeletonClassName)} />
          ))}
        </div>
      ) : isEmpty ? (
        empty
      ) : (
        list
      )}
      {!loading && hasMore && onLoadMore ? (
        <Button variant="outline" className="justify-self-center" onClick={onLoadMore}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}
