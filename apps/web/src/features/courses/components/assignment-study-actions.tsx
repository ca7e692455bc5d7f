import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ratingQueryOptions,
  removeRatingMutationOptions,
  removeReportProblemMutationOptions,
  reportProblemQueryOptions,
  saveRatingMutationOptions,
  saveReportProblemMutationOptions,
} from '@portal/api';
import { AlertType, ProblemType, RatingItemType } from '@portal/domain';
import { Button, RatingStars, ReportProblemDialog } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';

export interface AssignmentStudyActionsProps {
  readonly candidateSOSId: number;
  readonly assignmentId: number;
}

/** Rating (item type Assignment 6) and report a problem (problem type assignment 5) on an assignment; ItemId = AssignmentId. */
export function AssignmentStudyActions({ candidateSOSId, assignmentId }: AssignmentStudyActionsProps) {
  const ratingQuery = { candidateSOSId, itemType: RatingItemType.Assignment, itemId: assignmentId };
  const rating = useQuery(ratingQueryOptions(apiClient, ratingQuery));
  const saveRating = useMutation(saveRatingMutationOptions(apiClient, queryClient));
  const removeRating = useMutation(removeRatingMutationOptions(apiClient, queryClient));
  const stars = rating.data?.ItemRating?.Rating ?? 0;

  const reportQuery = { candidateSOSId, problemType: ProblemType.assignment, itemId: assignmentId };
  const report = useQuery(reportProblemQueryOptions(apiClient, reportQuery));
  const saveReport = useMutation(saveReportProblemMutationOptions(apiClient, queryClient));
  const removeReport = useMutation(removeReportProblemMutationOptions(apiClient, queryClient));
  const [reportOpen, setReportOpen] = useState(false);
  const reported = report.data?.ReportProblem ?? null;

  return (
    <div data-slot="assignment-study-actions" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border bg-card p-3">
      <div className="flex items-center gap-2">
        <span aria-hidden className="text-sm text-muted-foreground">
          Rate this assignment
        </span>
        <RatingStars
          label="Rate this assignment"
          value={stars}
          size="sm"
          onValueChange={(value) =>
            saveRating.mutate(
              { CandidateSOSId: candidateSOSId, ItemId: assignmentId, ItemType: RatingItemType.Assignment, Rating: value },
              {
                onSuccess: () => feedback.alert(AlertType.success, 'Thank you for rating this assignment.'),
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
        defaultProblemType={ProblemType.assignment}
        problemTypes={[ProblemType.assignment]}
        isReported={reported?.IsReported ?? false}
        reportedDescription={reported?.Description}
        pending={saveReport.isPending || removeReport.isPending}
        errorMessage={saveReport.error ? errorMessage(saveReport.error) : removeReport.error ? errorMessage(removeReport.error) : undefined}
        onSubmit={({ description }) =>
          saveReport.mutate(
            { CandidateSOSId: candidateSOSId, ItemId: assignmentId, ProblemType: ProblemType.assignment, Description: description },
            {
              onSuccess: () => {
                setReportOpen(false);
                feedback.alert(AlertType.success, 'Thank you. We will look into this problem.');
              },
            },
          )
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
    </div>
  );
}
