import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { saveRatingMutationOptions, saveReportProblemMutationOptions, testKeys } from '@portal/api';
import { AlertType, ProblemType, RatingItemType, type TestResult } from '@portal/domain';
import { Button, RatingStars, ReportProblemDialog } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';

/**
 * Rate a finished test (rating item type Test 4) and report a problem with it (problem type test
 * 3): both are written onto the cached result (spec), which shows them back (ItemRating,
 * ReportProblem). Shown on the result and detail pages.
 */
export function TestFeedback({ result }: { result: TestResult }) {
  const candidateSOSId = result.CandidateSOSId;
  const saveRating = useMutation(saveRatingMutationOptions(apiClient, queryClient));
  const saveReport = useMutation(saveReportProblemMutationOptions(apiClient, queryClient));
  const [reportOpen, setReportOpen] = useState(false);
  const [rating, setRating] = useState(result.ItemRating?.Rating ?? 0);
  const [report, setReport] = useState(result.ReportProblem);
  // The result and its detail are cached for the session: read them again with the new feedback.
  const refreshResult = () =>
    queryClient.invalidateQueries({ queryKey: testKeys.test(candidateSOSId, result.TestId) });

  return (
    <section
      data-slot="test-feedback"
      aria-labelledby="test-feedback-title"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border bg-card p-3"
    >
      <h2 id="test-feedback-title" className="sr-only">
        Rate this test or report a problem
      </h2>
      <div className="flex items-center gap-2">
        <span aria-hidden className="text-sm text-muted-foreground">
          Rate this test
        </span>
        <RatingStars
          label="Rate this test"
          value={rating}
          size="sm"
          onValueChange={(value) =>
            saveRating.mutate(
              {
                CandidateSOSId: candidateSOSId,
                ItemId: result.TestId,
                ItemType: RatingItemType.Test,
                Rating: value,
              },
              {
                onSuccess: (saved) => {
                  setRating(saved.Rating);
                  void refreshResult();
                  feedback.alert(AlertType.success, 'Thank you for rating this test.');
                },
                onError: (error) =>
                  feedback.error(`Your rating was not saved. ${errorMessage(error)}`),
              },
            )
          }
        />
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          saveReport.reset();
          setReportOpen(true);
        }}
      >
        {report?.IsReported ? 'Problem reported' : 'Report a problem'}
      </Button>
      <ReportProblemDialog
        open={reportOpen}
        onOpenChange={setReportOpen}
        defaultProblemType={ProblemType.test}
        problemTypes={[ProblemType.test]}
        isReported={report?.IsReported ?? false}
        reportedDescription={report?.Description}
        pending={saveReport.isPending}
        errorMessage={saveReport.error ? errorMessage(saveReport.error) : undefined}
        onSubmit={({ description }) =>
          saveReport.mutate(
            {
              CandidateSOSId: candidateSOSId,
              ItemId: result.TestId,
              ProblemType: ProblemType.test,
              Description: description,
            },
            {
              onSuccess: (saved) => {
                setReport(saved);
                void refreshResult();
              },
            },
          )
        }
      />
    </section>
  );
}
