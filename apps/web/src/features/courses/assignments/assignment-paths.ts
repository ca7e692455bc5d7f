import type { Activity, ActivityGroup, Assignment } from '@portal/domain';
import { courseRootPath, type ActivityPlace, type CourseRoot } from '../course-paths';

const seg = encodeURIComponent;

/** spec 2: /assignments (Assignments feature). */
export const assignmentsPath = (root: CourseRoot) => `${courseRootPath(root)}/assignments`;

/** The day of the course hierarchy holding an assignment (null when the hierarchy does not list it). */
export function assignmentPlaceOf(
  groups: readonly ActivityGroup[],
  subject: ActivityPlace['subject'],
  assignmentId: number,
): ActivityPlace | null {
  for (const group of groups)
    for (const day of group.SubjectActivityGroupDays)
      if (day.SubjectGroupDayActivities.some((activity) => activity.AssignmentId === assignmentId))
        return { subject, groupName: group.GroupName, sosDetailId: day.SOSDetailId };
  return null;
}

/**
 * spec 2: .../{sosDetailId}/assignmentDetail/{assignmentId}/{sosDetailAssignmentId}/{isExpired}/{dueDate?}
 * under /{subjectName}/{subjectId}/{group}/{groupName}. The due date is its calendar day.
 */
export function assignmentDetailPath(
  root: CourseRoot,
  place: ActivityPlace,
  assignment: Pick<Assignment, 'AssignmentId' | 'SOSDetailAssignmentId' | 'IsExpired' | 'DueDate'>,
): string {
  const due = assignment.DueDate ? `/${assignment.DueDate.slice(0, 10)}` : '';
  return `${courseRootPath(root)}/${seg(place.subject.SubjectName)}/${place.subject.SubjectId}/group/${seg(place.groupName)}/${place.sosDetailId}/assignmentDetail/${assignment.AssignmentId}/${assignment.SOSDetailAssignmentId}/${assignment.IsExpired}${due}`;
}

/** An assignment activity of the activity tree as a detail path (its due date says whether it has closed). */
export function assignmentActivityPath(root: CourseRoot, place: ActivityPlace, activity: Activity, now = new Date()): string | null {
  if (activity.AssignmentId === null || activity.SOSDetailAssignmentId === null) return null;
  const isExpired = activity.DueDate !== null && new Date(activity.DueDate).getTime() < now.getTime();
  return assignmentDetailPath(root, place, {
    AssignmentId: activity.AssignmentId,
    SOSDetailAssignmentId: activity.SOSDetailAssignmentId,
    IsExpired: isExpired,
    DueDate: activity.DueDate,
  });
}
