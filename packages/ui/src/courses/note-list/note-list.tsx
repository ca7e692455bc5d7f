import * as React from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import {
  ContentFilter,
  canLoadMore,
  ofContentType,
  formatDate,
  formatDuration,
  type CandidateNote,
} from '@portal/domain';
import { ActivityTypeIcon, activityTypeLabel } from '../activity-type-icon/activity-type-icon';
import { Button } from '../../primitives/button/button';
import { ContentListFrame } from '../content-list-frame/content-list-frame';
import { EmptyState } from '../../feedback/empty-state/empty-state';

export type NoteListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The loaded notes. */
  notes: CandidateNote[];
  /** TotalRecords for the current filter; a Load more button shows while fewer are loaded. */
  totalRecords?: number;
  /** Selected content filter (All -1, Video 1, Reading 2). @defaultValue ContentFilter.All */
  filter?: ContentFilter;
  /** Shows skeletons instead of the list. @defaultValue false */
  loading?: boolean;
  /** Called with the newly chosen filter. */
  onFilterChange?: (filter: ContentFilter) => void;
  /** Opens the content the note was written on. */
  onOpen?: (note: CandidateNote) => void;
  /** Edits a note. */
  onEdit?: (note: CandidateNote) => void;
  /** Deletes a note. */
  onDelete?: (note: CandidateNote) => void;
  /** Loads the next page. */
  onLoadMore?: () => void;
  /** The note to mark as the current one (a reading opened from /notes). */
  activeNoteId?: number;
  /** Shows the All/Video/Reading filter (hidden for one content item's own notes). @defaultValue true */
  showFilter?: boolean;
  /** The list's accessible name. @defaultValue 'Notes' */
  label?: string;
};

/** The candidate's notes with an All/Video/Reading filter. */
export function NoteList({
  notes,
  totalRecords,
  filter = ContentFilter.All,
  loading = false,
  onFilterChange,
  onOpen,
  onEdit,
  onDelete,
  onLoadMore,
  activeNoteId,
  showFilter = true,
  label = 'Notes',
  className,
  ...props
}: NoteListProps) {
  const visible = ofContentType(notes, filter);
  const hasMore = totalRecords !== undefined && canLoadMore(notes.length, totalRecords);
  return (
    <ContentListFrame
      slot="note-list"
      label={label}
      filterLabel="Filter notes"
      showFilter={showFilter}
      filter={filter}
      onFilterChange={onFilterChange}
      loading={loading}
      skeletonCount={3}
      skeletonClassName="h-24"
      empty={<EmptyState avatar="emptynotes" message="You have no notes yet." />}
      isEmpty={visible.length === 0}
      hasMore={hasMore}
      onLoadMore={onLoadMore}
      className={className}
      {...props}
      list={
        <ul className="grid grid-cols-1 gap-3">
          {visible.map((note) => (
            <li
              key={note.CandidateNoteId}
              aria-current={note.CandidateNoteId === activeNoteId ? 'true' : undefined}
              className="rounded-lg border border-border bg-card p-4 text-card-foreground aria-[current=true]:border-primary aria-[current=true]:ring-2 aria-[current=true]:ring-primary/40"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 text-sm font-semibold">
                    <ActivityTypeIcon type={note.ContentType} />
                    <span className="sr-only">{activityTypeLabel(note.ContentType)}: </span>
                    {onOpen ? (
                      <button
                        type="button"
                        className="truncate text-left hover:underline"
                        onClick={() => onOpen(note)}
                      >
                        {note.ContentTitle}
                      </button>
                    ) : (
                      <span className="truncate">{note.ContentTitle}</span>
                    )}
                  </p>
                  <p className="mt-0.5 text-xs text-muted-foreground">
                    <time dateTime={note.CreatedOn}>{formatDate(note.CreatedOn)}</time>
                    {note.VideoTimeSeconds !== null
                      ? ` · at ${formatDuration(note.VideoTimeSeconds)} of the video`
                      : ''}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  {onEdit ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit note on ${note.ContentTitle}`}
                      onClick={() => onEdit(note)}
                    >
                      <Pencil aria-hidden className="size-4" />
                    </Button>
                  ) : null}
                  {onDelete ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete note on ${note.ContentTitle}`}
                      onClick={() => onDelete(note)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  ) : null}
                </div>
              </div>
              <p className="mt-2 text-sm whitespace-pre-line">{note.Note}</p>
            </li>
          ))}
        </ul>
      }
    />
  );
}
