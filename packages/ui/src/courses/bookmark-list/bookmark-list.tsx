import * as React from 'react';
import { Trash2 } from 'lucide-react';
import {
  ContentFilter,
  canLoadMore,
  ofContentType,
  formatDate,
  type Bookmark,
} from '@portal/domain';
import { ActivityTypeIcon, activityTypeLabel } from '../activity-type-icon/activity-type-icon';
import { Button } from '../../primitives/button/button';
import { ContentListFrame } from '../content-list-frame/content-list-frame';
import { EmptyState } from '../../feedback/empty-state/empty-state';

export type BookmarkListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The loaded bookmarks. */
  bookmarks: Bookmark[];
  /** TotalRecords for the current filter; a Load more button shows while fewer are loaded. */
  totalRecords?: number;
  /** Selected content filter (All -1, Video 1, Reading 2). @defaultValue ContentFilter.All */
  filter?: ContentFilter;
  /** Shows skeletons instead of the list. @defaultValue false */
  loading?: boolean;
  /** Called with the newly chosen filter. */
  onFilterChange?: (filter: ContentFilter) => void;
  /** Opens the bookmarked content. */
  onOpen?: (bookmark: Bookmark) => void;
  /** Removes a bookmark. */
  onRemove?: (bookmark: Bookmark) => void;
  /** Loads the next page. */
  onLoadMore?: () => void;
};

/** The candidate's bookmarks with an All/Video/Reading filter. */
export function BookmarkList({
  bookmarks,
  totalRecords,
  filter = ContentFilter.All,
  loading = false,
  onFilterChange,
  onOpen,
  onRemove,
  onLoadMore,
  className,
  ...props
}: BookmarkListProps) {
  const visible = ofContentType(bookmarks, filter);
  const hasMore = totalRecords !== undefined && canLoadMore(bookmarks.length, totalRecords);
  return (
    <ContentListFrame
      slot="bookmark-list"
      label="Bookmarks"
      filterLabel="Filter bookmarks"
      filter={filter}
      onFilterChange={onFilterChange}
      loading={loading}
      skeletonCount={4}
      skeletonClassName="h-16"
      empty={<EmptyState avatar="norecord" message="You have no bookmarks yet." />}
      isEmpty={visible.length === 0}
      hasMore={hasMore}
      onLoadMore={onLoadMore}
      className={className}
      {...props}
      list={
        <ul className="grid grid-cols-1 gap-2">
          {visible.map((bookmark) => (
            <li
              key={bookmark.BookmarkId}
              className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground"
            >
              <span
                aria-hidden
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-muted"
              >
                <ActivityTypeIcon type={bookmark.ContentType} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">
                  <span className="sr-only">{activityTypeLabel(bookmark.ContentType)}: </span>
                  {onOpen ? (
                    <button
                      type="button"
                      className="text-left hover:underline"
                      onClick={() => onOpen(bookmark)}
                    >
                      {bookmark.ContentTitle}
                    </button>
                  ) : (
                    bookmark.ContentTitle
                  )}
                </p>
                <p className="text-xs text-muted-foreground">
                  {bookmark.SubjectName ? `${bookmark.SubjectName} · ` : ''}
                  <time dateTime={bookmark.CreatedOn}>{formatDate(bookmark.CreatedOn)}</time>
                </p>
              </div>
              {onRemove ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove bookmark ${bookmark.ContentTitle}`}
                  onClick={() => onRemove(bookmark)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      }
    />
  );
}
