import * as React from 'react';
import { BookMarked, BookOpen, Bookmark, CircleHelp, Download, Highlighter, StickyNote } from 'lucide-react';
import {
  formatDate,
  notebookKindLabel,
  NotebookKindGroup,
  type NotebookEntry,
  type NotebookEntryKind,
  type NotebookFilter,
} from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { DateInput } from '../../primitives/date-input/date-input';
import { SegmentedFilter } from '../../primitives/segmented-filter/segmented-filter';
import { Select } from '../../primitives/select/select';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { TextInput } from '../../primitives/text-input/text-input';
import { EmptyState } from '../../feedback/empty-state/empty-state';

const groupOptions = [
  { value: NotebookKindGroup.all, label: 'All' },
  { value: NotebookKindGroup.notes, label: 'Notes' },
  { value: NotebookKindGroup.highlights, label: 'Highlights' },
  { value: NotebookKindGroup.bookmarks, label: 'Bookmarks' },
  { value: NotebookKindGroup.mistakes, label: 'Mistakes' },
] as const;

const kindIcons: Record<NotebookEntryKind, typeof StickyNote> = {
  'course-note': StickyNote,
  'course-bookmark': Bookmark,
  'ebook-note': BookOpen,
  'ebook-highlight': Highlighter,
  'ebook-bookmark': BookMarked,
  mistake: CircleHelp,
};

export type NotebookLinkProps = {
  href: string;
  className?: string;
  children: React.ReactNode;
};

export type NotebookListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The entries to show (already filtered, in order). */
  entries: readonly NotebookEntry[];
  /** How many entries there are before filtering (for "3 of 40"). */
  total: number;
  /** The filter the entries were chosen by. */
  filter: NotebookFilter;
  /** Called with the whole new filter when a control changes. */
  onFilterChange?: (filter: NotebookFilter) => void;
  /** The courses and books present (the Course or book choice). */
  sources: readonly string[];
  /** The subjects present (the Subject choice). */
  subjects: readonly string[];
  /** Shows skeletons instead of the list. @defaultValue false */
  loading?: boolean;
  /** Parts that did not load, already worded ("Your mistakes in MDCAT Biology"); the rest shows. */
  missing?: readonly string[];
  /** Downloads the shown entries as Markdown; the button is disabled while nothing is shown. */
  onExport?: () => void;
  /** Renders a link to an entry's place (the portal passes its router's Link). */
  renderLink?: (props: NotebookLinkProps) => React.ReactNode;
};

const defaultLink = ({ href, className, children }: NotebookLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * The notebook (issue 16, beyond the spec): everything the student marked, from every course and
 * book, searchable and filterable by kind, course or book, subject and dates; each entry opens its
 * place. The filter lives with the caller (the portal keeps it in the address).
 */
export function NotebookList({
  entries,
  total,
  filter,
  onFilterChange,
  sources,
  subjects,
  loading = false,
  missing = [],
  onExport,
  renderLink = defaultLink,
  className,
  ...props
}: NotebookListProps) {
  const change = (part: Partial<NotebookFilter>) => onFilterChange?.({ ...filter, ...part });
  const filtered =
    Boolean(filter.search?.trim()) ||
    (filter.group ?? 'all') !== 'all' ||
    Boolean(filter.source || filter.subject || filter.from || filter.to);
  return (
    <section
      data-slot="notebook-list"
      aria-label="Notebook"
      aria-busy={loading || undefined}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div role="search" className="grid gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground">
        <div className="flex flex-wrap items-end gap-3">
          <TextInput
            type="search"
            label="Search your notebook"
            fieldClassName="min-w-0 flex-1 basis-64"
            placeholder="A word from a note, a title, a question…"
            value={filter.search ?? ''}
            onChange={(event) => change({ search: event.target.value })}
          />
          <Button
            type="button"
            variant="outline"
            onClick={onExport}
            disabled={!onExport || loading || entries.length === 0}
          >
            <Download aria-hidden className="size-4" />
            Export as Markdown
          </Button>
        </div>
        <SegmentedFilter
          label="Show"
          size="sm"
          options={groupOptions}
          value={filter.group ?? NotebookKindGroup.all}
          onValueChange={(group) => change({ group })}
        />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Select
            label="Course or book"
            fieldClassName="col-span-2 sm:col-span-1"
            placeholder="All courses and books"
            options={sources.map((source) => ({ value: source, label: source }))}
            value={filter.source ?? ''}
            onChange={(event) => change({ source: event.target.value || undefined })}
          />
          <Select
            label="Subject"
            fieldClassName="col-span-2 sm:col-span-1"
            placeholder="All subjects"
            options={subjects.map((subject) => ({ value: subject, label: subject }))}
            value={filter.subject ?? ''}
            onChange={(event) => change({ subject: event.target.value || undefined })}
          />
          <DateInput
            label="From"
            value={filter.from ?? ''}
            max={filter.to || undefined}
            onChange={(event) => change({ from: event.target.value || undefined })}
          />
          <DateInput
            label="To"
            value={filter.to ?? ''}
            min={filter.from || undefined}
            onChange={(event) => change({ to: event.target.value || undefined })}
          />
        </div>
      </div>

      {missing.length > 0 ? (
        <div role="status" className="rounded-md border border-warning bg-warning/10 p-3 text-sm">
          <p className="font-medium">Some of your notebook could not be loaded:</p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
          <p className="mt-1">What did load is shown below. Reload the page to try again.</p>
        </div>
      ) : null}

      <p role="status" className="text-sm text-muted-foreground">
        {loading
          ? 'Loading your notebook…'
          : filtered
            ? `${entries.length} of ${total} ${total === 1 ? 'item' : 'items'} match.`
            : `${total} ${total === 1 ? 'item' : 'items'}.`}
      </p>

      {loading ? (
        <ul className="grid gap-3" aria-hidden>
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton className="h-24 w-full" />
            </li>
          ))}
        </ul>
      ) : entries.length === 0 ? (
        <EmptyState
          avatar="emptynotes"
          message={
            total === 0
              ? 'Nothing here yet. Notes, bookmarks and highlights you make in your courses and e-books, and questions you miss in tests, will gather here.'
              : 'Nothing matches. Try other words or clear a filter.'
          }
        >
          {total > 0 && filtered ? (
            <Button type="button" variant="outline" onClick={() => onFilterChange?.({})}>
              Clear search and filters
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {entries.map((entry) => {
            const Icon = kindIcons[entry.kind];
            return (
              <li
                key={entry.key}
                className="rounded-lg border border-border bg-card p-4 text-card-foreground"
              >
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <span className="inline-flex items-center gap-1 font-medium text-foreground">
                    <Icon aria-hidden className="size-3.5" />
                    {notebookKindLabel[entry.kind]}
                  </span>
                  <span aria-hidden>·</span>
                  <span>{entry.subject ? `${entry.source} · ${entry.subject}` : entry.source}</span>
                  <span aria-hidden>·</span>
                  <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                </p>
                <h2 className="mt-1 text-sm font-semibold">
                  {entry.href
                    ? renderLink({
                        href: entry.href,
                        className: 'hover:underline focus-visible:underline',
                        children: entry.title,
                      })
                    : entry.title}
                </h2>
                {entry.place ? (
                  <p className="text-xs text-muted-foreground">{entry.place}</p>
                ) : null}
                {entry.text ? (
                  <p
                    className={cn(
                      'mt-2 text-sm whitespace-pre-line',
                      entry.kind === 'ebook-highlight' && 'border-l-4 border-warning pl-3',
                    )}
                  >
                    {entry.text}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
