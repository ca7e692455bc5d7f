import { useNavigate, useParams } from 'react-router-dom';
import type { Course, Subject } from '@portal/domain';
import { CourseBreadcrumbs, type CourseBreadcrumbTarget } from '@portal/ui';
import { subjectActivityPath, subjectsPath } from '../course-paths';

/**
 * The trail through the course (issue 12: course breadcrumbs, current place marked) on the subject
 * activity page (group-nav: course, subject, its groups) and on a video or reading (activity-nav:
 * course, subject, group, the activity). The course and the subject lead to the subjects page (the
 * subject step), the group to the subject's activities with that group open.
 */
export function CourseTrail({
  course,
  subject,
  groupName,
  activityName,
}: {
  course: Pick<Course, 'CourseName'>;
  subject: Pick<Subject, 'SubjectName' | 'SubjectId'> | undefined;
  /** With an activity: the activity-nav step; without: the subject's group-nav step. */
  groupName?: string;
  activityName?: string;
}) {
  const navigate = useNavigate();
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const onNavigate = (target: CourseBreadcrumbTarget) => {
    if (target === 'course' || target === 'subject-nav') void navigate(subjectsPath(root));
    else if (target === 'group-nav' && subject)
      void navigate(subjectActivityPath(root, subject, groupName));
  };
  return activityName === undefined ? (
    <CourseBreadcrumbs
      step="group-nav"
      courseName={course.CourseName}
      subjectName={subject?.SubjectName}
      onNavigate={onNavigate}
    />
  ) : (
    <CourseBreadcrumbs
      step="activity-nav"
      courseName={course.CourseName}
      subjectName={subject?.SubjectName}
      groupName={groupName}
      activityName={activityName}
      onNavigate={onNavigate}
    />
  );
}
