import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { feedbackAnswers, feedbackQuestions } from './feedback.tables';

/** A course's questionnaire in order (one statement). */
export function listQuestions(db: Database, sosId: number) {
  return db.select().from(feedbackQuestions).where(eq(feedbackQuestions.sosId, sosId)).orderBy(asc(feedbackQuestions.position));
}

/** The subjects whose feedback the enrolment saved in the period (one statement). */
export async function savedSubjects(db: Database, candidateSosId: number, period: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ subjectId: feedbackAnswers.subjectId })
    .from(feedbackAnswers)
    .where(and(eq(feedbackAnswers.candidateSosId, candidateSosId), eq(feedbackAnswers.period, period)));
  return new Set(rows.map((row) => row.subjectId));
}

/**
 * Stores the answers unless the subject's feedback for the period exists (one statement): the
 * number of rows written, 0 when it was already saved (the primary key refuses a second one).
 */
export async function insertAnswers(db: Database, rows: (typeof feedbackAnswers.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db.insert(feedbackAnswers).values(rows).onConflictDoNothing().returning({ questionId: feedbackAnswers.questionId });
  return written.length;
}
