import {
  AssignmentFilter,
  AssignmentReviewStatus,
  AssignmentSubmissionStatus,
  SubmissionType,
} from '../enums/assignment';

/** What the server knows of one enrolment's work on an assignment. */
export interface AssignmentWork {
  readonly submissionType: SubmissionType;
  readonly submittedAt: Date | null;
  readonly reviewedAt: Date | null;
}

/**
 * The spec's two statuses from the work (spec 3 enums; the meaning of each is ours):
 * - submission: Submitted once submitted (a NoSubmission brief once marked complete), Pending
 *   until then; NotApplicable is not used for an enrolment's own assignment.
 * - review: Reviewed once a teacher reviewed it, Pending while a submission waits for one,
 *   NotApplicable before a submission and for a NoSubmission brief (nothing to review).
 */
export function assignmentStatuses(work: AssignmentWork): {
  SubmissionStatus: AssignmentSubmissionStatus;
  ReviewStatus: AssignmentReviewStatus;
} {
  if (work.submittedAt === null)
    return { SubmissionStatus: AssignmentSubmissionStatus.Pending, ReviewStatus: AssignmentReviewStatus.NotApplicable };
  if (work.submissionType === SubmissionType.NoSubmission)
    return { SubmissionStatus: AssignmentSubmissionStatus.Submitted, ReviewStatus: AssignmentReviewStatus.NotApplicable };
  return {
    SubmissionStatus: AssignmentSubmissionStatus.Submitted,
    ReviewStatus: work.reviewedAt === null ? AssignmentReviewStatus.Pending : AssignmentReviewStatus.Reviewed,
  };
}

/**
 * The list filter (spec: All -1, Without Submission 1, Submitted 2, Pending 3, Reviewed 4). Ours:
 * Without Submission = not submitted yet; Submitted = every submitted one; Pending = submitted and
 * waiting for its review; Reviewed = reviewed.
 */
export function matchesAssignmentFilter(
  statuses: { SubmissionStatus: AssignmentSubmissionStatus; ReviewStatus: AssignmentReviewStatus },
  filter: AssignmentFilter,
): boolean {
  switch (filter) {
    case AssignmentFilter.All:
      return true;
    case AssignmentFilter.WithoutSubmission:
      return statuses.SubmissionStatus !== AssignmentSubmissionStatus.Submitted;
    case AssignmentFilter.Submitted:
      return statuses.SubmissionStatus === AssignmentSubmissionStatus.Submitted;
    case AssignmentFilter.Pending:
      return statuses.ReviewStatus === AssignmentReviewStatus.Pending;
    case AssignmentFilter.Reviewed:
      return statuses.ReviewStatus === AssignmentReviewStatus.Reviewed;
    default:
      return filter satisfies never;
  }
}

/** Past its due date (the end of the due instant); an assignment without one never expires. */
export const isAssignmentExpired = (dueAt: Date | null, now: Date): boolean =>
  dueAt !== null && now.getTime() > dueAt.getTime();

/**
 * Ours: a submission may be replaced until the due date, and not once it is reviewed (the review
 * is of what was submitted). Returns why not, or null when it may be submitted now.
 */
export function submissionRefusal(
  work: Pick<AssignmentWork, 'reviewedAt'> & { readonly dueAt: Date | null },
  now: Date,
): 'expired' | 'reviewed' | null {
  if (work.reviewedAt !== null) return 'reviewed';
  if (isAssignmentExpired(work.dueAt, now)) return 'expired';
  return null;
}

/** The list filters with their names, in the spec's order. */
export const assignmentFilterNames: ReadonlyArray<{ Value: AssignmentFilter; DisplayName: string }> = [
  { Value: AssignmentFilter.All, DisplayName: 'All' },
  { Value: AssignmentFilter.WithoutSubmission, DisplayName: 'Without Submission' },
  { Value: AssignmentFilter.Submitted, DisplayName: 'Submitted' },
  { Value: AssignmentFilter.Pending, DisplayName: 'Pending' },
  { Value: AssignmentFilter.Reviewed, DisplayName: 'Reviewed' },
];

/** What the candidate sees of an assignment: the one state a list row or the detail page shows. */
export type AssignmentDisplayState = 'locked' | 'open' | 'expired' | 'submitted' | 'reviewed';

/**
 * Reviewed and submitted win over expired (the work is in); an unsubmitted one past its due date is
 * expired; a locked day's assignment is locked until the day opens.
 */
export function assignmentDisplayState(assignment: {
  readonly IsLocked: boolean;
  readonly IsExpired: boolean;
  readonly IsSubmitted: boolean;
  readonly ReviewStatus: AssignmentReviewStatus;
}): AssignmentDisplayState {
  if (assignment.ReviewStatus === AssignmentReviewStatus.Reviewed) return 'reviewed';
  if (assignment.IsSubmitted) return 'submitted';
  if (assignment.IsExpired) return 'expired';
  if (assignment.IsLocked) return 'locked';
  return 'open';
}
