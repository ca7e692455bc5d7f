import { describe, expect, it } from 'vitest';
import { buildActivity, buildActivityDay } from '@portal/domain/fixtures';
import { assignmentActivityPath, assignmentDetailPath, assignmentPlaceOf, assignmentsPath } from './assignment-paths';

const root = { courseName: 'MDCAT 2027', encryptedSosId: 'enc%2F1' };
const subject = { SubjectName: 'Chemistry', SubjectId: 2 };

describe('assignment paths', () => {
  it('build the spec routes: the list and the detail with isExpired and the due day', () => {
    expect(assignmentsPath(root)).toBe('/course/MDCAT%202027/enc%2F1/assignments');
    const place = { subject, groupName: 'Atomic Structure', sosDetailId: 212 };
    expect(assignmentDetailPath(root, place, { AssignmentId: 2122, SOSDetailAssignmentId: 2122, IsExpired: false, DueDate: '2026-11-26T09:00:00.000Z' })).toBe(
      '/course/MDCAT%202027/enc%2F1/Chemistry/2/group/Atomic%20Structure/212/assignmentDetail/2122/2122/false/2026-11-26',
    );
    expect(assignmentDetailPath(root, place, { AssignmentId: 7, SOSDetailAssignmentId: 8, IsExpired: true, DueDate: null })).toMatch(/assignmentDetail\/7\/8\/true$/);
  });

  it('find the day of an assignment, and open an assignment activity (not a video)', () => {
    const day = buildActivityDay({ SOSDetailId: 212 });
    const assignment = day.SubjectGroupDayActivities.find((activity) => activity.AssignmentId !== null);
    const groups = [{ GroupName: 'Atomic Structure', SubjectActivityGroupDays: [day] }];
    expect(assignmentPlaceOf(groups, subject, assignment?.AssignmentId ?? 0)).toEqual({ subject, groupName: 'Atomic Structure', sosDetailId: 212 });
    expect(assignmentPlaceOf(groups, subject, 999)).toBeNull();
    const place = { subject, groupName: 'Atomic Structure', sosDetailId: 212 };
    expect(assignmentActivityPath(root, place, buildActivity())).toBeNull();
    expect(assignmentActivityPath(root, place, { ...assignment!, DueDate: '2026-01-01' }, new Date('2026-02-01'))).toContain('/true/2026-01-01');
  });
});
