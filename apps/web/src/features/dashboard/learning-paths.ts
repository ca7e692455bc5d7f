import type { Course, EBook } from '@portal/domain';

/** Encrypts one (enc) route parameter (platform/crypto with the build's route key in the app). */
export type EncryptParam = (plain: string) => string;

/**
 * spec (learning areas 2): a course opens under /course/{courseName}/{candidateSOSId(enc)}; its
 * landing child is /subjects (the section redirects /course to /course/subjects).
 */
export function courseSubjectsPath(
  course: Pick<Course, 'CourseName' | 'CandidateSOSId'>,
  encrypt: EncryptParam,
): string {
  return `/course/${encodeURIComponent(course.CourseName)}/${encrypt(String(course.CandidateSOSId))}/subjects`;
}

/**
 * Beyond the spec (resume where you left off): the course's /continue, which opens the activity
 * the student left off at (a video at its second).
 */
export function courseContinuePath(
  course: Pick<Course, 'CourseName' | 'CandidateSOSId'>,
  encrypt: EncryptParam,
): string {
  return courseSubjectsPath(course, encrypt).replace(/\/subjects$/, '/continue');
}

/** spec (learning areas 2): /ebook/{url(enc)}/{CandidateSOSId(enc)}/{EBookId(enc)}. */
export function eBookPath(
  eBook: Pick<EBook, 'Url' | 'CandidateSOSId' | 'EBookId'>,
  encrypt: EncryptParam,
): string {
  return `/ebook/${encrypt(eBook.Url)}/${encrypt(String(eBook.CandidateSOSId))}/${encrypt(String(eBook.EBookId))}`;
}

/** The course an e-book belongs to, for the card's course line (undefined when not loaded). */
export function courseNameOf(
  eBook: Pick<EBook, 'CandidateSOSId'>,
  courses: readonly Pick<Course, 'CandidateSOSId' | 'CourseName'>[],
): string | undefined {
  return courses.find((course) => course.CandidateSOSId === eBook.CandidateSOSId)?.CourseName;
}
