import { canOpenArea, findOwnedCourse, UNAUTHORIZED_ACCESS_MESSAGE, UNAUTHORIZED_ALERT_DELAY_MS, type Course, type GatedArea } from '@portal/domain';
import { accessDeniedPath, type CourseRoot } from './course-paths';

/** What the course section does with the course (and subject) of the URL. */
export type CourseAccessDecision =
  | { readonly kind: 'allow'; readonly course: Course }
  /** A number that is not the user's course or subject: logout + 'Unauthorized access' (spec 2). */
  | { readonly kind: 'unauthorized' }
  /** Not a number at all (a tampered parameter that still decrypted): the page-not-found. */
  | { readonly kind: 'not-found' };

/**
 * spec 2: on entry the course section loads the active courses; a candidateSOSId or subjectId not
 * among the user's courses logs the user out and shows the danger alert 'Unauthorized access'
 * after 2 seconds.
 */
export function decideCourseAccess(courses: readonly Course[], candidateSOSId: string, subjectId?: string): CourseAccessDecision {
  const sosId = Number(candidateSOSId);
  const subject = subjectId === undefined ? undefined : Number(subjectId);
  if (!Number.isInteger(sosId) || sosId <= 0 || (subject !== undefined && (!Number.isInteger(subject) || subject <= 0))) return { kind: 'not-found' };
  const course = findOwnedCourse(courses, sosId, subject);
  return course ? { kind: 'allow', course } : { kind: 'unauthorized' };
}

/** Ends the session, then shows the danger alert once the login page is up (spec: after 2 s). */
export function refuseCourse(
  logout: () => void,
  showDangerAlert: (message: string) => void,
  schedule: (run: () => void, delayMs: number) => unknown = setTimeout,
): void {
  logout();
  schedule(() => showDangerAlert(UNAUTHORIZED_ACCESS_MESSAGE), UNAUTHORIZED_ALERT_DELAY_MS);
}

/**
 * spec 2 / 8: a page of a feature the course's package does not include (Notes, Bookmarks ...)
 * goes to the access-denied page. Null lets the page open; a course not among the user's is the
 * course layout's decision (logout), not this one's.
 */
export function featureDeniedRedirect(courses: readonly Course[], candidateSOSId: number, area: GatedArea, root: CourseRoot): string | null {
  const course = courses.find((entry) => entry.CandidateSOSId === candidateSOSId);
  return course && !canOpenArea(course, area) ? accessDeniedPath(root) : null;
}
