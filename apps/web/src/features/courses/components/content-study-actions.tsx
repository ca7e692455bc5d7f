import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  bookmarksQueryOptions,
  createNoteMutationOptions,
  ratingQueryOptions,
  removeBookmarkMutationOptions,
  removeRatingMutationOptions,
  removeReportProblemMutationOptions,
  reportProblemQueryOptions,
  saveBookmarkMutationOptions,
  saveRatingMutationOptions,
  saveReportProblemMutationOptions,
} from '@portal/api';
import { AlertType, canOpenArea, ContentFilter, ContentType, ProblemType, RatingItemType, type Content, type Course } from '@portal/domain';
import { BookmarkToggle, Button, RatingStars } from '@portal/ui';
import { NoteEditorDialog, ReportProblemDialog } from '../../../shared/dialogs';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';

export interface ContentStudyActionsProps {
  readonly course: Course;
  readonly content: Content;
  /** The second the video is at (a note on a video is taken there); null on a reading or an embed. */
  readonly currentVideoSecond: () => number | null;
}

/**
 * What a candidate does with a video or reading besides studying it (issue 12): add a note (on a
 * video at the current second), bookmark it, rate it (rating item type Content 2) and report a
 * problem (video 1 / reading 2). Notes and bookmarks only when the package includes them.
 */
export function ContentStudyActions({ course, content, currentVideoSecond }: ContentStudyActionsProps) {
  const candidateSOSId = course.CandidateSOSId;
  const sosDetailContentId = content.SOSDetailContentId;
  const notesAllowed = canOpenArea(course, 'notes');
  const bookmarksAllowed = canOpenArea(course, 'bookmarks');

  // Bookmarks: the content's own entry (one per content item) says whether it is bookmarked.
  const bookmark = useQuery({
    ...bookmarksQueryOptions(apiClient, { candidateSOSId, filter: ContentFilter.All, pageNumber: 1, pageSize: 1, sosDetailContentId }),
    enabled: bookmarksAllowed,
  });
  const isBookmarked = (bookmark.data?.TotalRecords ?? 0) > 0;
  const saveBookmark = useMutation(saveBookmarkMutationOptions(apiClient, queryClient));
  const removeBookmark = useMutation(removeBookmarkMutationOptions(apiClient, queryClient));
  const toggleBookmark = (pressed: boolean) => {
    const onError = (error: unknown) => feedback.error(`The bookmark was not ${pressed ? 'saved' : 'removed'}. ${errorMessage(error)}`);
    if (pressed) saveBookmark.mutate({ CandidateSOSId: candidateSOSId, SOSDetailContentId: sosDetailContentId }, { onError });
    else removeBookmark.mutate({ candidateSOSId, sosDetailContentId }, { onError });
  };

  // Notes: the second is read when the editor opens (the video may keep playing while one writes).
  const [noteAt, setNoteAt] = useState<number | null | undefined>(undefined);
  const createNote = useMutation(createNoteMutationOptions(apiClient, queryClient));

  // Rating (Content 2: ItemId = ContentId); the content's answer carries the current one.
  const ratingQuery = { candidateSOSId, itemType: RatingItemType.Content, itemId: content.ContentId };
  const rating = useQuery({ ...ratingQueryOptions(apiClient, ratingQuery), initialData: { ItemRating: content.ItemRating } });
  const saveRating = useMutation(saveRatingMutationOptions(apiClient, queryClient));
  const removeRating = useMutation(removeRatingMutationOptions(apiClient, queryClient));
  const stars = rating.data.ItemRating?.Rating ?? 0;

  // Report a problem: the problem type follows the content (spec: video 1 / reading 2).
  const problemType = content.ContentType === ContentType.video ? ProblemType.video : ProblemType.reading;
  const reportQuery = { candidateSOSId, problemType, itemId: content.ContentId };
  const report = useQuery(reportProblemQueryOptions(apiClient, reportQuery));
  const saveReport = useMutation(saveReportProblemMutationOptions(apiClient, queryClient));
  const removeReport = useMutation(removeReportProblemMutationOptions(apiClient, queryClient));
  const [reportOpen, setReportOpen] = useState(false);
  const reported = report.data?.ReportProblem ?? null;
  const kind = content.ContentType === ContentType.video ? 'video' : 'reading';

  return (
    <div data-slot="content-study-actions" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border bg-card p-3">
      {notesAllowed ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            createNote.reset();
            setNoteAt(content.ContentType === ContentType.video ? currentVideoSecond() : null);
          }}
        >
          Add a note
        </Button>
      ) : null}
      {bookmarksAllowed ? (
        <BookmarkToggle
          pressed={isBookmarked}
          pending={bookmark.isPending || saveBookmark.isPending || removeBookmark.isPending}
          onPressedChange={toggleBookmark}
        />
      ) : null}
      <div className="flex items-center gap-2">
        {/* The stars' group is named for assistive technology; this says the same on screen. */}
        <span aria-hidden className="text-sm text-muted-foreground">
          Rate this {kind}
        </span>
        <RatingStars
          label={`Rate this ${kind}`}
          value={stars}
          size="sm"
          onValueChange={(value) =>
            saveRating.mutate(
              { CandidateSOSId: candidateSOSId, ItemId: content.ContentId, ItemType: RatingItemType.Content, Rating: value },
              {
                onSuccess: () => feedback.alert(AlertType.success, `Thank you for rating this ${kind}.`),
                onError: (error) => feedback.error(`Your rating was not saved. ${errorMessage(error)}`),
              },
            )
          }
        />
        {stars > 0 ? (
          <Button
            variant="link"
            size="sm"
            disabled={removeRating.isPending}
            onClick={() => removeRating.mutate(ratingQuery, { onError: (error) => feedback.error(`Your rating was not removed. ${errorMessage(error)}`) })}
          >
            Remove rating
          </Button>
        ) : null}
      </div>
      <ReportProblemDialog
        open={reportOpen}
        onOpenChange={(open) => {
          if (open) {
            saveReport.reset();
            removeReport.reset();
          }
          setReportOpen(open);
        }}
        defaultProblemType={problemType}
        problemTypes={[problemType]}
        isReported={reported?.IsReported ?? false}
        reportedDescription={reported?.Description}
        pending={saveReport.isPending || removeReport.isPending}
        errorMessage={saveReport.error ? errorMessage(saveReport.error) : removeReport.error ? errorMessage(removeReport.error) : undefined}
        onSubmit={({ description }) =>
          saveReport.mutate({ CandidateSOSId: candidateSOSId, ItemId: content.ContentId, ProblemType: problemType, Description: description })
        }
        onRemove={() =>
          removeReport.mutate(reportQuery, {
            onSuccess: () => {
              setReportOpen(false);
              feedback.alert(AlertType.success, 'Your report has been withdrawn.');
            },
          })
        }
      />
      {notesAllowed ? (
        <NoteEditorDialog
          open={noteAt !== undefined}
          onOpenChange={(open) => {
            if (!open) setNoteAt(undefined);
          }}
          contentTitle={content.Title}
          videoTimeSeconds={noteAt}
          pending={createNote.isPending}
          errorMessage={createNote.error ? errorMessage(createNote.error) : undefined}
          onSubmit={(note) =>
            createNote.mutate(
              { CandidateSOSId: candidateSOSId, SOSDetailContentId: sosDetailContentId, Note: note, VideoTimeSeconds: noteAt ?? null },
              {
                onSuccess: () => {
                  setNoteAt(undefined);
                  feedback.alert(AlertType.success, 'Your note has been saved.');
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
