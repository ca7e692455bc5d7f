import { Course, EBook, type CourseType, type EBooksResponse, type MyCoursesResponse } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import type { Caller } from '../../http/authentication';
import { listCandidateCourses, listCandidateEBooks } from './dashboard.queries';

/** The dashboard's data, always scoped to the caller (never by an id the client sends). */
export function createDashboardService(context: ServiceContext) {
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

export type DashboardService = ReturnType<typeof createDashboardService>;
