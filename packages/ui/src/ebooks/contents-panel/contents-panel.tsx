import * as React from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

/** A line of the book's table of contents. */
export interface ContentsItem {
  readonly key: string;
  readonly label: string;
  /** Nesting level (0 = top). @defaultValue 0 */
  readonly depth?: number;
  /** A page number to show beside it (PDF). */
  readonly page?: number | null;
}

/** A place the search found: the text around the match. */
export interface SearchResultItem {
  readonly key: string;
  /** Where it is (chapter title, "Page 12"). */
  readonly label: string;
  readonly before: string;
  readonly match: string;
  readonly after: string;
}

export type ContentsPanelProps = Omit<React.ComponentProps<'nav'>, 'children' | 'onSubmit'> & {
  items: readonly ContentsItem[];
  /** The key of the item the reader is in (marked as the current location). */
  currentKey?: string | null;
  onOpenItem?: (key: string) => void;
  /** Search inside the book: the results (null before any search). */
  searchResults?: readonly SearchResultItem[] | null;
  /** A search is running. @defaultValue false */
  searching?: boolean;
  onSearch?: (query: string) => void;
  onOpenResult?: (key: string) => void;
};

/** How many results are listed (the count says how many were found). */
const shownResults = 50;

/** The reader's side panel: the table of contents and search inside the book. */
export function ContentsPanel({
  items,
  currentKey,
  onOpenItem,
  searchResults: results = null,
  searching = false,
  onSearch,
  onOpenResult,
  className,
  ...props
}: ContentsPanelProps) {
  const [query, setQuery] = React.useState('');
  const searchId = React.useId();
  return (
    <nav
      aria-label="Table of contents"
      data-slot="contents-panel"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground',
        className,
      )}
      {...props}
    >
      <h2 className="text-sm font-semibold">Contents</h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">This book has no table of contents.</p>
      ) : (
        <ol className="flex flex-col gap-0.5 text-sm">
          {items.map((item) => (
            <li key={item.key} style={{ paddingInlineStart: `${(item.depth ?? 0) * 0.75}rem` }}>
              <button
                type="button"
                className="flex w-full items-baseline gap-2 rounded px-2 py-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=location]:bg-muted aria-[current=location]:font-medium"
                aria-current={item.key === currentKey ? 'location' : undefined}
                onClick={() => onOpenItem?.(item.key)}
              >
                <span className="flex-1">{item.label}</span>
                {item.page ? (
                  <span className="text-xs text-muted-foreground tabular-nums">{item.page}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ol>
      )}
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) onSearch?.(query.trim());
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          Search in the book
        </label>
        <input
          id={searchId}
          type="search"
          className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm"
          placeholder="Search in the book"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="outline" size="sm" disabled={searching}>
          <Search aria-hidden />
          Search
        </Button>
      </form>
      {searching || results ? (
        <div className="flex flex-col gap-1 text-sm">
          <p aria-live="polite" className="text-muted-foreground">
            {searching
              ? 'Searching…'
              : results?.length === 0
                ? 'No results.'
                : `${results?.length ?? 0} result${results?.length === 1 ? '' : 's'}`}
          </p>
          {results && results.length > 0 ? (
            <ol aria-label="Search results" className="flex flex-col gap-0.5">
              {results.slice(0, shownResults).map((result) => (
                <li key={result.key}>
                  <button
                    type="button"
                    className="w-full rounded px-2 py-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => onOpenResult?.(result.key)}
                  >
                    <span className="block text-xs text-muted-foreground">{result.label}</span>…
                    {result.before}
                    <mark className="rounded-sm bg-yellow-200 px-0.5 text-black">
                      {result.match}
                    </mark>
                    {result.after}…
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
