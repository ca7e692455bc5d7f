import { ActivityType, type SearchContentItem } from '@portal/domain';
import { assignmentDetailPath } from '../assignments/assignment-paths';
import { contentPath, courseRootPath, type CourseRoot } from '../course-paths';
import { quizInfoPath } from '../quiz/quiz-paths';

/** spec 2: /search (Search feature). */
export const searchPath = (root: CourseRoot) => `${courseRootPath(root)}/search`;

/** spec 2: /search/detail/{searchText}, the full list of one search. */
export const searchDetailPath = (root: CourseRoot, searchText: string) =>
  `${searchPath(root)}/detail/${encodeURIComponent(searchText)}`;

/**
 * Where a search hit opens: a video or reading on its content route (a reading with `?find=` the
 * searched text, so the page can bring the match into view), a quiz on its info page, an
 * assignment on its detail page (closed once its due date has passed).
 */
export function searchHitPath(root: CourseRoot, hit: SearchContentItem, searchText: string, now = new Date()): string | null {
  const place = { subject: { SubjectName: hit.SubjectName, SubjectId: hit.SubjectId }, groupName: hit.GroupName, sosDetailId: hit.SOSDetailId };
  const isExpired = hit.DueDate !== null && new Date(hit.DueDate).getTime() < now.getTime();
  if (hit.ActivityType === ActivityType.video || hit.ActivityType === ActivityType.reading) {
    const path = contentPath(root, place, hit);
    return path && hit.ActivityType === ActivityType.reading ? `${path}?find=${encodeURIComponent(searchText)}` : path;
  }
  if ((hit.ActivityType === ActivityType.test || hit.ActivityType === ActivityType.classTest) && hit.TestId !== null)
    return quizInfoPath(
      root,
      { subjectName: hit.SubjectName, subjectId: hit.SubjectId, groupName: hit.GroupName, sosDetailId: hit.SOSDetailId },
      { TestId: hit.TestId, SOSDetailTestId: hit.SOSDetailTestId, IsExpired: isExpired, DueDate: hit.DueDate },
    );
  if (hit.ActivityType === ActivityType.assignment && hit.AssignmentId !== null && hit.SOSDetailAssignmentId !== null)
    return assignmentDetailPath(root, place, { AssignmentId: hit.AssignmentId, SOSDetailAssignmentId: hit.SOSDetailAssignmentId, IsExpired: isExpired, DueDate: hit.DueDate });
  return null;
}
