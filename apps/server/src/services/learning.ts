import { Course, EBook, type CourseType, type EBooksResponse, type MyCoursesResponse } from '@portal/domain';
import { listCandidateCourses, listCandidateEBooks } from '../queries/learning';
import type { Caller } from './accounts';
import type { ServiceContext } from './context';

/** The dashboard's data, always scoped to the caller (never by an id the client sends). */
export function createLearningService(context: ServiceContext) {
  const { db } = context;
  return {
    /**
     * Decision (spec: response "not shown"): GetMyPrograms lists every enrolment of the caller,
     * active and archived, in the GetMyCourses shape (Courses).
     */
    async myPrograms(caller: Caller): Promise<MyCoursesResponse> {
      const rows = await listCandidateCourses(db, caller.user.id);
      return { Courses: rows.map((row) => Course.parse(row.course)) };
    },
    async myCourses(caller: Caller, courseType: CourseType): Promise<MyCoursesResponse> {
      const rows = await listCandidateCourses(db, caller.user.id, courseType);
      return { Courses: rows.map((row) => Course.parse(row.course)) };
    },
    async myEBooks(caller: Caller, courseType: CourseType): Promise<EBooksResponse> {
      const rows = await listCandidateEBooks(db, caller.user.id, courseType);
      return { EBooks: rows.map((row) => EBook.parse(row.eBook)) };
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
