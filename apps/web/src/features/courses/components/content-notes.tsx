import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { notePagesQueryOptions } from '@portal/api';
import { canOpenArea, ContentFilter, ContentType, type Content, type Course } from '@portal/domain';
import { NoteList } from '@portal/ui';
import { apiClient } from '../../../shared/services';

export interface ContentNotesProps {
  readonly course: Course;
  readonly content: Content;
  /** The note the page was opened for (the reading route's optional candidateNoteId, spec 2). */
  readonly activeNoteId?: number;
}

/**
 * The candidate's notes on the content on screen, newest first; the one opened from /notes is
 * marked and brought into view. Nothing shows while there are none (or the package has no Notes).
 */
export function ContentNotes({ course, content, activeNoteId }: ContentNotesProps) {
  const allowed = canOpenArea(course, 'notes');
  const list = useInfiniteQuery({
    ...notePagesQueryOptions(apiClient, course.CandidateSOSId, ContentFilter.All, content.SOSDetailContentId),
    enabled: allowed,
  });
  const notes = list.data?.pages.flatMap((page) => page.Notes) ?? [];
  const section = useRef<HTMLDivElement>(null);
  const hasActive = activeNoteId !== undefined && notes.some((note) => note.CandidateNoteId === activeNoteId);
  useEffect(() => {
    if (hasActive) section.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'center' });
  }, [hasActive]);

  if (!allowed || notes.length === 0) return null;
  const label = `My notes on this ${content.ContentType === ContentType.video ? 'video' : 'reading'}`;
  return (
    <div ref={section} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{label}</h2>
      <NoteList
        notes={notes}
        label={label}
        showFilter={false}
        activeNoteId={activeNoteId}
        totalRecords={list.data?.pages.at(-1)?.TotalRecords}
        onLoadMore={() => {
          if (!list.isFetchingNextPage) void list.fetchNextPage();
        }}
      />
    </div>
  );
}
