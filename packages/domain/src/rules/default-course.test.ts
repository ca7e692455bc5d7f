import { describe, expect, it } from 'vitest';
import { defaultCourseOf } from './default-course';

describe('default course', () => {
  const courses = [{ CandidateSOSId: 1001 }, { CandidateSOSId: 1002 }];
  it('is the chosen course while it is active, else the first', () => {
    expect(defaultCourseOf(courses, 1002)?.CandidateSOSId).toBe(1002);
    expect(defaultCourseOf(courses, 2001)?.CandidateSOSId).toBe(1001);
    expect(defaultCourseOf(courses, null)?.CandidateSOSId).toBe(1001);
    expect(defaultCourseOf([], 1001)).toBeUndefined();
  });
});
