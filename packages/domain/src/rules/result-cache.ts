import {
  AssignmentReviewStatus,
  AssignmentSubmissionStatus,
  SubmissionType,
} from '../enums/assignment';
import type { Assignment, SubmitAssignmentRequest } from '../schemas/assignment';
import type { ItemRating, ReportProblem } from '../schemas/rating';
import type { TestAttempt } from '../schemas/test';

// spec: rating and reported problems are written onto the cached result.
export function withRating<T extends Pick<TestAttempt, 'ItemRating'>>(
  result: T,
  rating: ItemRating | null,
): T {
  return { ...result, ItemRating: rating };
}

export function withReportedProblem<T extends Pick<TestAttempt, 'ReportProblem'>>(
  result: T,
  report: ReportProblem | null,
): T {
  return { ...result, ReportProblem: report };
}

// spec: submitting marks the detail as submitted (pending review).
export function markAssignmentSubmitted(
  assignment: Assignment,
  submission: Pick<SubmitAssignmentRequest, 'SubmissionType' | 'Text'> & {
    readonly FileUrl?: string | null;
  },
  now: Date,
): Assignment {
  return {
    ...assignment,
    IsSubmitted: true,
    SubmissionStatus: AssignmentSubmissionStatus.Submitted,
    ReviewStatus: AssignmentReviewStatus.Pending,
    SubmittedText:
      submission.SubmissionType === SubmissionType.Text ? (submission.Text ?? null) : null,
    SubmittedFileUrl:
      submission.SubmissionType === SubmissionType.Attachment ? (submission.FileUrl ?? null) : null,
    SubmittedDate: now.toISOString(),
  };
}
