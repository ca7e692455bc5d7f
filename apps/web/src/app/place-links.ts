import type { NotebookLinks } from '@portal/domain';
import {
  courseChildPath,
  noteContentPath,
  referencedContentPath,
  type CourseRoot,
} from '../features/courses/course-paths';
import { eBookPath } from '../features/dashboard/learning-paths';
import { encryptValue } from '../platform/crypto';
import { config } from '../shared/config';
import { registerPlaceLinks } from '../shared/routing/place-links';

const encrypt = (plain: string) => encryptValue(plain, config.routeEncryptionKey);

const rootOf = (course: { CourseName: string; CandidateSOSId: number }): CourseRoot => ({
  courseName: course.CourseName,
  encryptedSosId: encrypt(String(course.CandidateSOSId)),
});

/**
 * The notebook's links (issue 16) from the features' own path helpers: a note opens its reading at
 * the note or its video at the second; a bookmark its content; an e-book mark the reader at its
 * page (`?page=`) or, in an EPUB, its CFI (`?cfi=`), which the reader prefers to the saved
 * location; a missed question the course's
 * mistake bank at that question (`?question=`).
 */
export const featurePlaceLinks: NotebookLinks = {
  courseNote: (course, note) => noteContentPath(rootOf(course), note),
  courseBookmark: (course, bookmark) => referencedContentPath(rootOf(course), bookmark),
  eBookActivity: (eBook, _activity, page, cfi) => {
    const path = eBookPath(eBook, encrypt);
    if (page !== null) return `${path}?page=${page}`;
    return cfi === null ? path : `${path}?cfi=${encodeURIComponent(cfi)}`;
  },
  mistake: (course, question) =>
    `${courseChildPath(rootOf(course), 'mistakes')}?question=${question.QuestionId}`,
};

export function registerFeaturePlaceLinks(): void {
  registerPlaceLinks(featurePlaceLinks);
}
