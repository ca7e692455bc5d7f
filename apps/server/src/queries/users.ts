import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const userNameKey = (userName: string) => userName.trim().toLowerCase();
export const emailKey = (email: string) => email.trim().toLowerCase();

export async function findUserByUserName(db: Database, userName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userNameKey, userNameKey(userName))).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.emailKey, emailKey(email))).limit(1);
  return row;
}

export async function insertUser(db: Database, user: NewUserRow): Promise<void> {
  await db.insert(users).values(user);
}

export async function updateUser(db: Database, id: string, patch: Partial<NewUserRow>): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}
