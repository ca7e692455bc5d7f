import { describe, expect, it } from 'vitest';
import { AssignmentFilter, AssignmentReviewStatus, AssignmentSubmissionStatus, SubmissionType } from '../enums/assignment';
import { assignmentDisplayState, assignmentFilterNames, assignmentStatuses, isAssignmentExpired, matchesAssignmentFilter, submissionRefusal } from './assignment-status';

const day = new Date('2026-11-20T10:00:00Z');
const later = new Date('2026-11-22T10:00:00Z');

describe('assignment statuses and the list filter', () => {
  it('moves from pending submission to pending review to reviewed', () => {
    const open = assignmentStatuses({ submissionType: SubmissionType.Text, submittedAt: null, reviewedAt: null });
    const submitted = assignmentStatuses({ submissionType: SubmissionType.Text, submittedAt: day, reviewedAt: null });
    const reviewed = assignmentStatuses({ submissionType: SubmissionType.Attachment, submittedAt: day, reviewedAt: later });
    const markedComplete = assignmentStatuses({ submissionType: SubmissionType.NoSubmission, submittedAt: day, reviewedAt: null });
    expect(open).toEqual({ SubmissionStatus: AssignmentSubmissionStatus.Pending, ReviewStatus: AssignmentReviewStatus.NotApplicable });
    expect(submitted).toEqual({ SubmissionStatus: AssignmentSubmissionStatus.Submitted, ReviewStatus: AssignmentReviewStatus.Pending });
    expect(reviewed.ReviewStatus).toBe(AssignmentReviewStatus.Reviewed);
    expect(markedComplete).toEqual({ SubmissionStatus: AssignmentSubmissionStatus.Submitted, ReviewStatus: AssignmentReviewStatus.NotApplicable });

    const matching = (filter: AssignmentFilter) =>
      [open, submitted, reviewed, markedComplete].map((statuses) => matchesAssignmentFilter(statuses, filter));
    expect(matching(AssignmentFilter.All)).toEqual([true, true, true, true]);
    expect(matching(AssignmentFilter.WithoutSubmission)).toEqual([true, false, false, false]);
    expect(matching(AssignmentFilter.Submitted)).toEqual([false, true, true, true]);
    expect(matching(AssignmentFilter.Pending)).toEqual([false, true, false, false]);
    expect(matching(AssignmentFilter.Reviewed)).toEqual([false, false, true, false]);
  });

  it('refuses a submission after the due date or once reviewed', () => {
    expect(isAssignmentExpired(null, later)).toBe(false);
    expect(isAssignmentExpired(later, day)).toBe(false);
    expect(isAssignmentExpired(day, later)).toBe(true);
    expect(submissionRefusal({ dueAt: later, reviewedAt: null }, day)).toBeNull();
    expect(submissionRefusal({ dueAt: day, reviewedAt: null }, later)).toBe('expired');
    expect(submissionRefusal({ dueAt: null, reviewedAt: day }, later)).toBe('reviewed');
  });

  it('names the five filters in the spec order', () => {
    expect(assignmentFilterNames.map((option) => option.Value)).toEqual([-1, 1, 2, 3, 4]);
  });
});

describe('assignmentDisplayState', () => {
  const base = { IsLocked: false, IsExpired: false, IsSubmitted: false, ReviewStatus: AssignmentReviewStatus.NotApplicable };
  it('shows the work first, then the due date, then the lock', () => {
    expect(assignmentDisplayState(base)).toBe('open');
    expect(assignmentDisplayState({ ...base, IsLocked: true })).toBe('locked');
    expect(assignmentDisplayState({ ...base, IsLocked: true, IsExpired: true })).toBe('expired');
    expect(assignmentDisplayState({ ...base, IsExpired: true, IsSubmitted: true, ReviewStatus: AssignmentReviewStatus.Pending })).toBe('submitted');
    expect(assignmentDisplayState({ ...base, IsSubmitted: true, ReviewStatus: AssignmentReviewStatus.Reviewed })).toBe('reviewed');
  });
});
