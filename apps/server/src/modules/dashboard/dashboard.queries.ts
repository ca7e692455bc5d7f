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

/**
 * A new enrolment of `userId` (the commerce module's grant, inside its payment transaction `db`).
 * The CandidateSOSId is unique: granting the same enrolment twice fails instead of duplicating it.
 */
export async function insertCandidateCourse(db: Database, userId: string, course: Record<string, unknown> & { CandidateSOSId: number; CourseType: number }) {
  await db.insert(candidateCourses).values({ candidateSosId: course.CandidateSOSId, userId, courseType: course.CourseType, course });
}

/** Replaces an enrolment's stored course (a renewal's new end date). */
export async function updateCandidateCourse(db: Database, userId: string, candidateSosId: number, course: Record<string, unknown>) {
  await db.update(candidateCourses).set({ course }).where(and(eq(candidateCourses.userId, userId), eq(candidateCourses.candidateSosId, candidateSosId)));
}

/** Ends an enrolment (unsubscribing): the course leaves the candidate's lists; their study records stay. */
export async function deleteCandidateCourse(db: Database, userId: string, candidateSosId: number) {
  await db.delete(candidateCourses).where(and(eq(candidateCourses.userId, userId), eq(candidateCourses.candidateSosId, candidateSosId)));
}
