import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { eBookActivities, eBookLocations } from './ebooks.tables';

export type EBookActivityRow = typeof eBookActivities.$inferSelect;
type Kind = EBookActivityRow['kind'];

/** One book's activities of the caller, oldest first (the service orders each list). */
export async function listBookActivities(db: Database, userId: string, eBookId: number): Promise<EBookActivityRow[]> {
  return db
    .select()
    .from(eBookActivities)
    .where(and(eq(eBookActivities.userId, userId), eq(eBookActivities.eBookId, eBookId)))
    .orderBy(asc(eBookActivities.id));
}

function listWhere(userId: string, filter: { eBookId?: number; kind?: Kind }): SQL | undefined {
  return and(
    eq(eBookActivities.userId, userId),
    filter.eBookId === undefined ? undefined : eq(eBookActivities.eBookId, filter.eBookId),
    filter.kind === undefined ? undefined : eq(eBookActivities.kind, filter.kind),
  );
}

export async function countActivities(db: Database, userId: string, filter: { eBookId?: number; kind?: Kind }): Promise<number> {
  const [row] = await db.select({ total: count() }).from(eBookActivities).where(listWhere(userId, filter));
  return row?.total ?? 0;
}

/** A page of the caller's activities over every book, newest first. */
export async function pageActivities(db: Database, userId: string, filter: { eBookId?: number; kind?: Kind }, offset: number, limit: number) {
  return db.select().from(eBookActivities).where(listWhere(userId, filter)).orderBy(desc(eBookActivities.id)).offset(offset).limit(limit);
}

export async function insertActivity(db: Database, row: typeof eBookActivities.$inferInsert): Promise<EBookActivityRow> {
  const [activity] = await db.insert(eBookActivities).values(row).returning();
  if (!activity) throw new Error('the e-book activity was not stored');
  return activity;
}

/** Where an activity is the caller's, on that book (and of that kind when given): anything else finds nothing. */
const ownActivity = (userId: string, eBookId: number, id: number, kind?: Kind) =>
  and(eq(eBookActivities.userId, userId), eq(eBookActivities.eBookId, eBookId), eq(eBookActivities.id, id), kind === undefined ? undefined : eq(eBookActivities.kind, kind));

export async function findActivity(db: Database, userId: string, eBookId: number, id: number): Promise<EBookActivityRow | undefined> {
  const [row] = await db.select().from(eBookActivities).where(ownActivity(userId, eBookId, id)).limit(1);
  return row;
}

export async function updateActivityData(db: Database, userId: string, eBookId: number, id: number, kind: Kind, data: Record<string, unknown>, updatedAt: Date) {
  const [row] = await db.update(eBookActivities).set({ data, updatedAt }).where(ownActivity(userId, eBookId, id, kind)).returning();
  return row;
}

export async function deleteActivity(db: Database, userId: string, eBookId: number, id: number, kind: Kind): Promise<boolean> {
  const rows = await db.delete(eBookActivities).where(ownActivity(userId, eBookId, id, kind)).returning({ id: eBookActivities.id });
  return rows.length > 0;
}

export async function findLocation(db: Database, userId: string, eBookId: number) {
  const [row] = await db
    .select()
    .from(eBookLocations)
    .where(and(eq(eBookLocations.userId, userId), eq(eBookLocations.eBookId, eBookId)))
    .limit(1);
  return row;
}

export async function upsertLocation(db: Database, row: typeof eBookLocations.$inferInsert) {
  const [saved] = await db
    .insert(eBookLocations)
    .values(row)
    .onConflictDoUpdate({ target: [eBookLocations.userId, eBookLocations.eBookId], set: { location: row.location, progress: row.progress, updatedAt: row.updatedAt } })
    .returning();
  if (!saved) throw new Error('the e-book location was not stored');
  return saved;
}
