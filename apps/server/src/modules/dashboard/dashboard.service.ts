import { Course, EBook, type CourseType, type EBooksResponse, type ItemRating, type MyCoursesResponse } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import type { Caller } from '../../http/authentication';
import { findCandidateCourse, findCandidateEBook, listCandidateCourses, listCandidateEBooks } from './dashboard.queries';

/** The dashboard's data, always scoped to the caller (never by an id the client sends). */
export function createDashboardService(context: ServiceContext) {
  const { db } = context;
  let courseRatingsOf: (userId: string) => Promise<Map<number, ItemRating>> = async () => new Map();
  /** The course cards show the caller's own rating of each course (spec: ItemRating). */
  async function withRatings(userId: string, rows: readonly { course: Record<string, unknown> }[]): Promise<Course[]> {
    const ratings = rows.length > 0 ? await courseRatingsOf(userId) : new Map<number, ItemRating>();
    return rows.map((row) => {
      const course = Course.parse(row.course);
      return { ...course, ItemRating: ratings.get(course.CandidateSOSId) ?? course.ItemRating };
    });
  }
  return {
    /** Called once by the ratings module (the dashboard does not read its tables). */
    useCourseRatings(lookup: (userId: string) => Promise<Map<number, ItemRating>>): void {
      courseRatingsOf = lookup;
    },
    /**
     * Decision (spec: response "not shown"): GetMyPrograms lists every enrolment of the caller,
     * active and archived, in the GetMyCourses shape (Courses).
     */
    async myPrograms(caller: Caller): Promise<MyCoursesResponse> {
      const rows = await listCandidateCourses(db, caller.user.id);
      return { Courses: await withRatings(caller.user.id, rows) };
    },
    async myCourses(caller: Caller, courseType: CourseType): Promise<MyCoursesResponse> {
      const rows = await listCandidateCourses(db, caller.user.id, courseType);
      return { Courses: await withRatings(caller.user.id, rows) };
    },
    /** The caller's enrolment `candidateSosId`, or null: never another candidate's (the study areas' ownership check). */
    async enrolment(userId: string, candidateSosId: number): Promise<Course | null> {
      const row = await findCandidateCourse(db, userId, candidateSosId);
      return row ? Course.parse(row.course) : null;
    },
    /** Every enrolment of the caller (active and archived). */
    async enrolments(userId: string): Promise<Course[]> {
      const rows = await listCandidateCourses(db, userId);
      return rows.map((row) => Course.parse(row.course));
    },
    /**
     * The caller's e-book `eBookId` when it is in their list under the enrolment `candidateSosId`,
     * or null: never another candidate's (the e-books area's ownership check; spec 2).
     */
    async eBook(userId: string, candidateSosId: number, eBookId: number): Promise<EBook | null> {
      const row = await findCandidateEBook(db, userId, eBookId);
      const eBook = row ? EBook.parse(row.eBook) : null;
      return eBook?.CandidateSOSId === candidateSosId ? eBook : null;
    },
    async myEBooks(caller: Caller, courseType: CourseType): Promise<EBooksResponse> {
      const rows = await listCandidateEBooks(db, caller.user.id, courseType);
      return { EBooks: rows.map((row) => EBook.parse(row.eBook)) };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
