import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { verificationCodes, type CodePurpose } from './account.tables';

// One-time codes.

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** The newest code of a purpose for a user (used or not). */
export async function findLatestCode(
  db: Database,
  userId: string,
  purpose: CodePurpose,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Stores a new code and retires the earlier unused ones of the same purpose (one live code). */
export async function replaceCode(
  db: Database,
  code: {
    userId: string;
    purpose: CodePurpose;
    codeHash: string;
    target: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction
      .update(verificationCodes)
      .set({ consumedAt: code.createdAt })
      .where(
        and(
          eq(verificationCodes.userId, code.userId),
          eq(verificationCodes.purpose, code.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await transaction.insert(verificationCodes).values(code);
  });
}

/** Uses a code once; false when another request used it first. */
export async function consumeCode(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Counts a wrong guess; returns the new number of failed attempts. */
export async function recordFailedAttempt(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}
