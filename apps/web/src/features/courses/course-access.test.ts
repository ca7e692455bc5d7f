import { describe, expect, it, vi } from 'vitest';
import { buildCourse } from '@portal/domain/fixtures';
import { decideCourseAccess, refuseCourse } from './course-access';
import { buildActivity } from '@portal/domain/fixtures';
import { ActivityType } from '@portal/domain';
import { contentPath, subjectActivityPath, subjectsPath } from './course-paths';

const courses = [buildCourse({ CandidateSOSId: 1001 })];

describe('course section access (spec 2)', () => {
  it("allows the user's own course and subject", () => {
    expect(decideCourseAccess(courses, '1001')).toMatchObject({ kind: 'allow', course: { CandidateSOSId: 1001 } });
    expect(decideCourseAccess(courses, '1001', '1').kind).toBe('allow');
  });

  it("treats another course or a subject outside the course as unauthorized access", () => {
    expect(decideCourseAccess(courses, '2001').kind).toBe('unauthorized');
    expect(decideCourseAccess(courses, '1001', '11').kind).toBe('unauthorized');
  });

  it('sends a parameter that is not an id to the page-not-found', () => {
    expect(decideCourseAccess(courses, 'abc').kind).toBe('not-found');
    expect(decideCourseAccess(courses, '1001', '1.5').kind).toBe('not-found');
    expect(decideCourseAccess(courses, '-4').kind).toBe('not-found');
  });

  it("logs out at once and shows 'Unauthorized access' after 2 seconds", () => {
    const logout = vi.fn();
    const alert = vi.fn();
    const schedule = vi.fn();
    refuseCourse(logout, alert, schedule);
    expect(logout).toHaveBeenCalledOnce();
    expect(alert).not.toHaveBeenCalled();
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), 2000);
    (schedule.mock.calls[0]?.[0] as () => void)();
    expect(alert).toHaveBeenCalledWith('Unauthorized access');
  });
});

describe('course paths', () => {
  const root = { courseName: 'MDCAT Complete Preparation 2027', encryptedSosId: 'U2FsdGVk' };
  it('build the spec routes under /course/{courseName}/{candidateSOSId(enc)}', () => {
    expect(subjectsPath(root)).toBe('/course/MDCAT%20Complete%20Preparation%202027/U2FsdGVk/subjects');
    expect(subjectActivityPath(root, { SubjectName: 'Biology', SubjectId: 1 })).toBe('/course/MDCAT%20Complete%20Preparation%202027/U2FsdGVk/Biology/1/groups');
    expect(subjectActivityPath(root, { SubjectName: 'Biology', SubjectId: 1 }, 'Cell Biology')).toBe(
      '/course/MDCAT%20Complete%20Preparation%202027/U2FsdGVk/Biology/1/groups/group/Cell%20Biology',
    );
    const place = { subject: { SubjectName: 'Biology', SubjectId: 1 }, groupName: 'Cell Biology', sosDetailId: 111 };
    expect(contentPath(root, place, buildActivity({ ActivityType: ActivityType.video, ContentId: 1110, SOSDetailContentId: 1110 }))).toBe(
      '/course/MDCAT%20Complete%20Preparation%202027/U2FsdGVk/Biology/1/group/Cell%20Biology/111/video/1110/1110',
    );
    expect(contentPath(root, place, buildActivity({ ActivityType: ActivityType.reading, ContentId: 1111, SOSDetailContentId: 1111 }))).toMatch(/\/111\/reading\/1111\/1111$/);
    expect(contentPath(root, place, buildActivity({ ActivityType: ActivityType.test, ContentId: null, SOSDetailContentId: null, TestId: 1112 }))).toBeNull();
  });
});
