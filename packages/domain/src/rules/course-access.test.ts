import { describe, expect, it } from 'vitest';
import {
  UNAUTHORIZED_ACCESS_MESSAGE,
  UNAUTHORIZED_ALERT_DELAY_MS,
  findOwnedCourse,
  ownsCourse,
  ownsEBook,
  visibleSubjects,
} from './course-access';

const courses = [
  { CandidateSOSId: 1001, Subjects: [{ SubjectId: 1 }, { SubjectId: 2 }] },
  { CandidateSOSId: 1002, Subjects: [{ SubjectId: 6 }] },
];

describe('course access', () => {
  it('accepts only the user own course and subject', () => {
    expect(ownsCourse(courses, 1001)).toBe(true);
    expect(ownsCourse(courses, 1001, 2)).toBe(true);
    expect(ownsCourse(courses, 1001, 6)).toBe(false);
    expect(ownsCourse(courses, 2001)).toBe(false);
    expect(findOwnedCourse(courses, 1002, 6)?.CandidateSOSId).toBe(1002);
    expect(UNAUTHORIZED_ACCESS_MESSAGE).toBe('Unauthorized access');
    expect(UNAUTHORIZED_ALERT_DELAY_MS).toBe(2000);
  });
  it('checks the e-book list', () => {
    expect(ownsEBook([{ CandidateSOSId: 1003 }], 1003)).toBe(true);
    expect(ownsEBook([{ CandidateSOSId: 1003 }], 1001)).toBe(false);
  });
  it('shows non-FLP subjects by default and FLP on request', () => {
    const subjects = [
      { SubjectId: 1, IsFLP: false },
      { SubjectId: 5, IsFLP: true },
    ];
    expect(visibleSubjects(subjects, false).map((s) => s.SubjectId)).toEqual([1]);
    expect(visibleSubjects(subjects, true).map((s) => s.SubjectId)).toEqual([5]);
  });
});
