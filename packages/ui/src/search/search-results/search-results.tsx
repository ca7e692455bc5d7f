import * as React from 'react';
import { canLoadMore, type SearchContentItem } from '@portal/domain';
import { cn } from '../../lib/cn';
import {
  ActivityTypeIcon,
  activityTypeLabel,
} from '../../courses/activity-type-icon/activity-type-icon';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';

/**
 * Marks the words of the text that start with one of the searched words (the server matches word
 * prefixes: "cell" finds "cells"), case-insensitively; anything else in the search is ignored.
 */
function highlight(text: string, term: string): React.ReactNode {
  const words = [...new Set(term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
  if (words.length === 0) return text;
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(
    new RegExp(`(?<![\\p{L}\\p{N}])((?:${escaped.join('|')})[\\p{L}\\p{N}]*)`, 'giu'),
  );
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className="rounded-sm bg-accent px-0.5 text-accent-foreground">
        {part}
      </mark>
    ) : (
      <React.Fragment key={index}>{part}</React.Fragment>
    ),
  );
}

export type SearchResultsProps = Omit<React.ComponentProps<'section'>, 'results'> & {
  /** The text that was searched. */
  searchText: string;
  /** The loaded hits. */
  results: SearchContentItem[];
  /** TotalRecords of the search; a Load more button shows while fewer are loaded. */
  totalRecords: number;
  /** Shows skeletons instead of the results. @defaultValue false */
  loading?: boolean;
  /** Opens a hit. */
  onOpen?: (result: SearchContentItem) => void;
  /** Loads the next page. */
  onLoadMore?: () => void;
};

/** Results of the course search, with the searched text marked in titles and excerpts. */
export function SearchResults({
  searchText,
  results,
  totalRecords,
  loading = false,
  onOpen,
  onLoadMore,
  className,
  ...props
}: SearchResultsProps) {
  const hasMore = canLoadMore(results.length, totalRecords);
  return (
    <section
      data-slot="search-results"
      aria-label={`Search results for ${searchText}`}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {loading
          ? 'Searching…'
          : `${totalRecords} result${totalRecords === 1 ? '' : 's'} for “${searchText}”`}
      </p>
      {loading && results.length === 0 ? (
        <div aria-busy="true" className="grid gap-3">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : results.length === 0 ? (
        <EmptyState avatar="norecord" message={`Nothing matches “${searchText}”.`} />
      ) : (
        <ul className="grid gap-3">
          {results.map((result) => (
            <li
              key={`${result.SOSDetailId}-${result.ActivityType}-${result.ContentId ?? result.Title}`}
            >
              <button
                type="button"
                className="flex w-full gap-3 rounded-lg border border-border bg-card p-4 text-left text-card-foreground transition-[color,background-color,border-color] hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => onOpen?.(result)}
              >
                <ActivityTypeIcon type={result.ActivityType} size="md" className="mt-0.5" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{highlight(result.Title, searchText)}</span>
                  <span className="block text-xs">
                    {activityTypeLabel(result.ActivityType)}
                    {result.SubjectName ? ` · ${result.SubjectName}` : ''}
                  </span>
                  {result.Snippet ? (
                    <span className="mt-1 block text-sm">
                      {highlight(result.Snippet, searchText)}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasMore && onLoadMore ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={loading}
          onClick={onLoadMore}
        >
          Load more
        </Button>
      ) : null}
    </section>
  );
}
