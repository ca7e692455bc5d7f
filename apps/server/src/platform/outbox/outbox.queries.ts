import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { outbox } from './outbox.tables';

export type OutboxMessage = typeof outbox.$inferInsert;

/** The local mailer and SMS sender "send" by writing here. */
export async function writeToOutbox(db: Database, message: OutboxMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

/** The newest messages to one recipient (a lower-cased email or a +digits phone number). */
export async function latestOutboxMessages(db: Database, recipient: string, limit: number) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(limit);
}
