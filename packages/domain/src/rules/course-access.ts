import type { Course, Subject } from '../schemas/course';
import type { EBook } from '../schemas/ebook';
import { ShellTiming } from './shell-constants';

/**
 * spec: if the candidateSOSId or subjectId in the route does not belong to the user's courses, the
 * user is logged out and a danger alert 'Unauthorized access' appears after 2 seconds.
 */
export const UNAUTHORIZED_ACCESS_MESSAGE = 'Unauthorized access';
export const UNAUTHORIZED_ALERT_DELAY_MS = ShellTiming.unauthorizedAlertDelayMs;

type OwnedCourse = Pick<Course, 'CandidateSOSId'> & {
  readonly Subjects: readonly Pick<Subject, 'SubjectId'>[];
};

/** The user's course for `candidateSOSId` (and, when given, holding `subjectId`), else undefined. */
export function findOwnedCourse<T extends OwnedCourse>(
  courses: readonly T[],
  candidateSOSId: number,
  subjectId?: number,
): T | undefined {
  const course = courses.find(
    (candidateCourse) => candidateCourse.CandidateSOSId === candidateSOSId,
  );
  if (!course) return undefined;
  if (
    subjectId !== undefined &&
    !course.Subjects.some((subject) => subject.SubjectId === subjectId)
  )
    return undefined;
  return course;
}

export function ownsCourse(
  courses: readonly OwnedCourse[],
  candidateSOSId: number,
  subjectId?: number,
): boolean {
  return findOwnedCourse(courses, candidateSOSId, subjectId) !== undefined;
}

// spec: the e-book route needs the decrypted CandidateSOSId to be in the loaded e-book list.
export function ownsEBook(
  ebooks: readonly Pick<EBook, 'CandidateSOSId'>[],
  candidateSOSId: number,
): boolean {
  return ebooks.some((ebook) => ebook.CandidateSOSId === candidateSOSId);
}

// spec: non-FLP subjects show by default; FLP subjects show only on request.
export function visibleSubjects<T extends Pick<Subject, 'IsFLP'>>(
  subjects: readonly T[],
  showFLP: boolean,
): T[] {
  return subjects.filter((subject) => subject.IsFLP === showFLP);
}
