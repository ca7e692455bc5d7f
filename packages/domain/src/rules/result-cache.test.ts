import { describe, expect, it } from 'vitest';
import {
  buildAssignment,
  buildItemRating,
  buildReportProblem,
  buildTestAttempt,
} from '../fixtures';
import { markAssignmentSubmitted, withRating, withReportedProblem } from './result-cache';

describe('cached results', () => {
  it('writes rating and report onto a test result', () => {
    const result = buildTestAttempt({ IsAttemptedTest: true });
    const rating = buildItemRating({ ItemType: 4, Rating: 5 });
    expect(withRating(result, rating).ItemRating).toEqual(rating);
    expect(withReportedProblem(result, buildReportProblem()).ReportProblem?.IsReported).toBe(true);
    expect(result.ItemRating).toBeNull();
  });
  it('marks an assignment submitted', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    const text = markAssignmentSubmitted(
      buildAssignment(),
      { SubmissionType: 3, Text: 'My essay' },
      now,
    );
    expect(text).toMatchObject({
      IsSubmitted: true,
      SubmissionStatus: 2,
      ReviewStatus: 3,
      SubmittedText: 'My essay',
      SubmittedDate: '2026-11-21T10:00:00.000Z',
    });
    const file = markAssignmentSubmitted(
      buildAssignment(),
      { SubmissionType: 2, FileUrl: '/files/a.pdf' },
      now,
    );
    expect(file.SubmittedFileUrl).toBe('/files/a.pdf');
    expect(file.SubmittedText).toBeNull();
  });
});
