import * as React from 'react';
import { Bookmark, Highlighter, Pencil, StickyNote, Trash2 } from 'lucide-react';
import { formatDate, type EBookAnnotationItem } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { SegmentedFilter } from '../../primitives/segmented-filter/segmented-filter';
import { Skeleton } from '../../primitives/skeleton/skeleton';

/** Which of the notebook's lines are shown. */
export const AnnotationFilter = {
  all: 'all',
  highlight: 'highlight',
  note: 'note',
  bookmark: 'bookmark',
} as const;
export type AnnotationFilter = (typeof AnnotationFilter)[keyof typeof AnnotationFilter];

const filterOptions = [
  { value: AnnotationFilter.all, label: 'All' },
  { value: AnnotationFilter.highlight, label: 'Highlights' },
  { value: AnnotationFilter.note, label: 'Notes' },
  { value: AnnotationFilter.bookmark, label: 'Bookmarks' },
] as const;

const kindLabel = { highlight: 'Highlight', note: 'Note', bookmark: 'Bookmark' } as const;
const KindIcon = { highlight: Highlighter, note: StickyNote, bookmark: Bookmark } as const;

/** Tailwind classes of the highlight colours (no style attributes: the CSP refuses them in markup). */
const colourClass: Record<string, string> = {
  '#fde047': 'border-l-[#ca8a04]',
  '#86efac': 'border-l-[#16a34a]',
  '#93c5fd': 'border-l-[#2563eb]',
  '#f9a8d4': 'border-l-[#db2777]',
};

export type AnnotationPanelProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The book's notes, highlights and bookmarks (eBookAnnotationItems from @portal/domain). */
  items: readonly EBookAnnotationItem[];
  /** Ids of highlights and notes whose text is no longer in the book: listed apart, never dropped. */
  orphanedIds?: ReadonlySet<number>;
  /** Which lines show. @defaultValue AnnotationFilter.all */
  filter?: AnnotationFilter;
  /** Shows skeletons instead of the list. @defaultValue false */
  loading?: boolean;
  /** Called with the newly chosen filter. */
  onFilterChange?: (filter: AnnotationFilter) => void;
  /** Jumps to the line's place in the book. */
  onOpen?: (item: EBookAnnotationItem) => void;
  /** Deletes the line (by its EBookActivityId). */
  onRemove?: (item: EBookAnnotationItem) => void;
  /** Edits the note of a note, or of a highlight (adds one to a highlight without). */
  onEdit?: (item: EBookAnnotationItem) => void;
  /** Extra controls under the list (export, import). */
  footer?: React.ReactNode;
};

/** The reader's notebook: the book's highlights, notes and bookmarks, each jumping to its place. */
export function AnnotationPanel({
  items,
  orphanedIds,
  filter = AnnotationFilter.all,
  loading = false,
  onFilterChange,
  onOpen,
  onRemove,
  onEdit,
  footer,
  className,
  ...props
}: AnnotationPanelProps) {
  const shown = items.filter((item) => filter === AnnotationFilter.all || item.kind === filter);
  const placed = shown.filter((item) => !orphanedIds?.has(item.eBookActivityId));
  const orphaned = shown.filter((item) => orphanedIds?.has(item.eBookActivityId));
  const line = (item: EBookAnnotationItem, isOrphaned: boolean) => {
    const Icon = KindIcon[item.kind];
    const title = `${kindLabel[item.kind]}, ${item.label}`;
    return (
      <li
        key={item.eBookActivityId}
        data-kind={item.kind}
        className={cn(
          'flex items-start gap-2 rounded-md border border-border bg-card p-2 text-card-foreground',
          item.kind === 'highlight' && 'border-l-4',
          item.color ? colourClass[item.color] : undefined,
        )}
      >
        <Icon aria-hidden className="mt-1 size-4 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1 text-sm">
          {onOpen && !isOrphaned ? (
            <button
              type="button"
              className="cursor-pointer text-left font-medium hover:underline"
              onClick={() => onOpen(item)}
            >
              {title}
            </button>
          ) : (
            <p className="font-medium">{title}</p>
          )}
          {item.quote ? (
            <blockquote className="line-clamp-3 text-muted-foreground">“{item.quote}”</blockquote>
          ) : null}
          {item.note ? <p className="mt-1 whitespace-pre-line">{item.note}</p> : null}
          <p className="text-xs text-muted-foreground">
            <time dateTime={item.createdOn}>{formatDate(item.createdOn)}</time>
          </p>
        </div>
        {onEdit && item.kind !== 'bookmark' ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${item.note ? 'Edit the note of' : 'Add a note to'} ${title.toLowerCase()}`}
            onClick={() => onEdit(item)}
          >
            <Pencil aria-hidden />
          </Button>
        ) : null}
        {onRemove ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${title.toLowerCase()}`}
            onClick={() => onRemove(item)}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </li>
    );
  };
  return (
    <section
      id="reader-notebook"
      aria-labelledby="reader-notebook-title"
      data-slot="annotation-panel"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-background p-3',
        className,
      )}
      {...props}
    >
      <h2 id="reader-notebook-title" className="text-base font-semibold">
        Notebook
      </h2>
      <SegmentedFilter
        size="sm"
        label="Show"
        options={filterOptions}
        value={filter}
        onValueChange={onFilterChange}
      />
      {loading ? (
        <div
          role="status"
          className="grid gap-2"
          aria-busy="true"
          aria-label="Loading the notebook"
        >
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {filter === AnnotationFilter.all
            ? 'Nothing marked yet. Select text to highlight it or add a note; the bookmark button keeps a page.'
            : `No ${filterOptions.find((option) => option.value === filter)?.label.toLowerCase()} yet.`}
        </p>
      ) : (
        <>
          {placed.length > 0 ? (
            <ul aria-label="In this book" className="grid gap-2">
              {placed.map((item) => line(item, false))}
            </ul>
          ) : null}
          {orphaned.length > 0 ? (
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">Not found in this edition</h3>
              <p className="text-xs text-muted-foreground">
                The book changed and this text is no longer in it. Your notes are kept here.
              </p>
              <ul aria-label="Not found in this edition" className="grid gap-2">
                {orphaned.map((item) => line(item, true))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      {footer}
    </section>
  );
}
