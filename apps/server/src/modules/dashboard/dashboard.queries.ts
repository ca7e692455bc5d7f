import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { candidateCourses, candidateEBooks } from './dashboard.tables';

/** The caller's enrolments, optionally of one course type, in CandidateSOSId order. */
export async function listCandidateCourses(db: Database, userId: string, courseType?: number) {
  const owned = eq(candidateCourses.userId, userId);
  return db
    .select({ course: candidateCourses.course })
    .from(candidateCourses)
    .where(courseType === undefined ? owned : and(owned, eq(candidateCourses.courseType, courseType)))
    .orderBy(asc(candidateCourses.candidateSosId));
}

export async function listCandidateEBooks(db: Database, userId: string, courseType: number) {
  return db
    .select({ eBook: candidateEBooks.eBook })
    .from(candidateEBooks)
    .where(and(eq(candidateEBooks.userId, userId), eq(candidateEBooks.courseType, courseType)))
    .orderBy(asc(candidateEBooks.eBookId));
}

/** One enrolment of the caller, or nothing (another candidate's id finds nothing, like a missing one). */
export async function findCandidateCourse(db: Database, userId: string, candidateSosId: number) {
  const [row] = await db
    .select({ course: candidateCourses.course })
    .from(candidateCourses)
    .where(and(eq(candidateCourses.userId, userId), eq(candidateCourses.candidateSosId, candidateSosId)))
    .limit(1);
  return row;
}

/** One e-book of the caller's list, or nothing (another candidate's finds nothing, like a missing one). */
export async function findCandidateEBook(db: Database, userId: string, eBookId: number) {
  const [row] = await db
    .select({ eBook: candidateEBooks.eBook })
    .from(candidateEBooks)
    .where(and(eq(candidateEBooks.userId, userId), eq(candidateEBooks.eBookId, eBookId)))
    .limit(1);
  return row;
}
