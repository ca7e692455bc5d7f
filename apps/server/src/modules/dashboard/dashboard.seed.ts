import type { Course, EBook } from '@portal/domain';
import type { Database } from '../../core/context';
import { candidateCourses, candidateEBooks } from './dashboard.tables';

/** One candidate's enrolments and e-books (rows that exist are left alone). */
export async function seedCandidateLearning(db: Database, userId: string, data: { courses: readonly Course[]; ebooks: readonly EBook[] }): Promise<void> {
  if (data.courses.length > 0) {
    await db
      .insert(candidateCourses)
      .values(data.courses.map((course) => ({ candidateSosId: course.CandidateSOSId, userId, courseType: course.CourseType, course })))
      .onConflictDoNothing();
  }
  if (data.ebooks.length > 0) {
    await db
      .insert(candidateEBooks)
      .values(data.ebooks.map((eBook) => ({ userId, eBookId: eBook.EBookId, courseType: eBook.CourseType, eBook })))
      .onConflictDoNothing();
  }
}
