// spec: submission type NoSubmission 1, Attachment 2, Text 3.
export const SubmissionType = { NoSubmission: 1, Attachment: 2, Text: 3 } as const;
export type SubmissionType = (typeof SubmissionType)[keyof typeof SubmissionType];

// spec: assignment submission status NotApplicable 1, Submitted 2, Pending 3.
export const AssignmentSubmissionStatus = { NotApplicable: 1, Submitted: 2, Pending: 3 } as const;
export type AssignmentSubmissionStatus =
  (typeof AssignmentSubmissionStatus)[keyof typeof AssignmentSubmissionStatus];

// spec: assignment review status NotApplicable 1, Reviewed 2, Pending 3.
export const AssignmentReviewStatus = { NotApplicable: 1, Reviewed: 2, Pending: 3 } as const;
export type AssignmentReviewStatus =
  (typeof AssignmentReviewStatus)[keyof typeof AssignmentReviewStatus];

// spec: assignment filter All -1, Without Submission 1, Submitted 2, Pending 3, Reviewed 4.
export const AssignmentFilter = {
  All: -1,
  WithoutSubmission: 1,
  Submitted: 2,
  Pending: 3,
  Reviewed: 4,
} as const;
export type AssignmentFilter = (typeof AssignmentFilter)[keyof typeof AssignmentFilter];
