import { useState } from 'react';
import { useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import {
  notePagesQueryOptions,
  removeNoteMutationOptions,
  updateNoteMutationOptions,
} from '@portal/api';
import { AlertType, ContentFilter, type CandidateNote } from '@portal/domain';
import { NoteList } from '@portal/ui';
import { MessageDialog, NoteEditorDialog } from '../../../shared/dialogs';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { noteContentPath } from '../course-paths';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/**
 * spec 2: /notes (Notes feature, gated in the route): the candidate's notes with the All/Video/Reading
 * filter, paged (load more while fewer than TotalRecords are loaded, spec 4), edited and deleted
 * here, each opening its content at the right place.
 */
export default function NotesPage() {
  const navigate = useNavigate();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const [filter, setFilter] = useState<ContentFilter>(ContentFilter.All);
  const list = useInfiniteQuery(notePagesQueryOptions(apiClient, course.CandidateSOSId, filter));
  const notes = list.data?.pages.flatMap((page) => page.Notes) ?? [];
  const [editing, setEditing] = useState<CandidateNote | null>(null);
  const [deleting, setDeleting] = useState<CandidateNote | null>(null);
  const update = useMutation(updateNoteMutationOptions(apiClient, queryClient));
  const remove = useMutation(removeNoteMutationOptions(apiClient, queryClient));

  const open = (note: CandidateNote) => {
    const to = noteContentPath(root, note);
    if (to) void navigate(to);
  };
  const confirmDelete = (note: CandidateNote) =>
    remove.mutate(
      { candidateSOSId: course.CandidateSOSId, candidateNoteId: note.CandidateNoteId },
      {
        onSuccess: () =>
          feedback.alert(
            AlertType.success,
            `Your note on “${note.ContentTitle}” has been deleted.`,
          ),
        onError: (error) => feedback.error(`The note was not deleted. ${errorMessage(error)}`),
      },
    );

  return (
    // A plain container: the list inside is the page's one region named after it.
    <div className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Notes
      </h1>
      {list.isError && !list.data ? (
        <ListLoadError what="notes" onRetry={() => void list.refetch()} />
      ) : (
        <NoteList
          notes={notes}
          totalRecords={list.data?.pages.at(-1)?.TotalRecords}
          filter={filter}
          loading={list.isPending}
          onFilterChange={setFilter}
          onOpen={open}
          onEdit={(note) => {
            update.reset();
            setEditing(note);
          }}
          onDelete={setDeleting}
          onLoadMore={() => {
            if (!list.isFetchingNextPage) void list.fetchNextPage();
          }}
        />
      )}
      <NoteEditorDialog
        open={editing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setEditing(null);
        }}
        contentTitle={editing?.ContentTitle ?? ''}
        initialNote={editing?.Note ?? ''}
        videoTimeSeconds={editing?.VideoTimeSeconds}
        pending={update.isPending}
        errorMessage={update.error ? errorMessage(update.error) : undefined}
        onSubmit={(note) => {
          if (!editing) return;
          update.mutate(
            {
              CandidateSOSId: course.CandidateSOSId,
              CandidateNoteId: editing.CandidateNoteId,
              Note: note,
            },
            {
              onSuccess: () => {
                setEditing(null);
                feedback.alert(AlertType.success, 'Your note has been saved.');
              },
            },
          );
        }}
      />
      <MessageDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title="Delete this note?"
        message={
          deleting
            ? `Your note on “${deleting.ContentTitle}” will be deleted. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        cancelLabel="Cancel"
        destructive
        onConfirm={() => {
          if (deleting) confirmDelete(deleting);
        }}
      />
    </div>
  );
}
