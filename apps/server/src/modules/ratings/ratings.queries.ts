import { and, eq } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { itemRatings, problemReports } from './ratings.tables';

const ratingOf = (candidateSosId: number, itemType: number, itemId: number) =>
  and(eq(itemRatings.candidateSosId, candidateSosId), eq(itemRatings.itemType, itemType), eq(itemRatings.itemId, itemId));
const reportOf = (candidateSosId: number, problemType: number, itemId: number) =>
  and(eq(problemReports.candidateSosId, candidateSosId), eq(problemReports.problemType, problemType), eq(problemReports.itemId, itemId));

export async function findRating(db: Database, candidateSosId: number, itemType: number, itemId: number) {
  const [row] = await db.select().from(itemRatings).where(ratingOf(candidateSosId, itemType, itemId)).limit(1);
  return row;
}

/** The caller's ratings of one item type across their enrolments (the course cards): one statement. */
export async function listUserRatings(db: Database, userId: string, itemType: number) {
  return db.select().from(itemRatings).where(and(eq(itemRatings.userId, userId), eq(itemRatings.itemType, itemType)));
}

/** One rating per enrolment and item: saving again replaces the stars and the comment. */
export async function upsertRating(db: Database, row: typeof itemRatings.$inferInsert) {
  const [saved] = await db
    .insert(itemRatings)
    .values(row)
    .onConflictDoUpdate({
      target: [itemRatings.candidateSosId, itemRatings.itemType, itemRatings.itemId],
      set: { rating: row.rating, comment: row.comment, updatedAt: row.updatedAt },
    })
    .returning();
  if (!saved) throw new Error('the rating was not stored');
  return saved;
}

export async function deleteRating(db: Database, candidateSosId: number, itemType: number, itemId: number): Promise<boolean> {
  const rows = await db.delete(itemRatings).where(ratingOf(candidateSosId, itemType, itemId)).returning({ itemId: itemRatings.itemId });
  return rows.length > 0;
}

export async function findReport(db: Database, candidateSosId: number, problemType: number, itemId: number) {
  const [row] = await db.select().from(problemReports).where(reportOf(candidateSosId, problemType, itemId)).limit(1);
  return row;
}

/** One report per enrolment, item and problem type: reporting again replaces the description. */
export async function upsertReport(db: Database, row: typeof problemReports.$inferInsert) {
  const [saved] = await db
    .insert(problemReports)
    .values(row)
    .onConflictDoUpdate({
      target: [problemReports.candidateSosId, problemReports.problemType, problemReports.itemId],
      set: { description: row.description, updatedAt: row.updatedAt },
    })
    .returning();
  if (!saved) throw new Error('the report was not stored');
  return saved;
}

export async function deleteReport(db: Database, candidateSosId: number, problemType: number, itemId: number): Promise<boolean> {
  const rows = await db.delete(problemReports).where(reportOf(candidateSosId, problemType, itemId)).returning({ itemId: problemReports.itemId });
  return rows.length > 0;
}
