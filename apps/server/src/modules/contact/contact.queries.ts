import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { contactMessages, contactSupportReplies } from './contact.tables';

export async function insertContactMessage(db: Database, message: typeof contactMessages.$inferInsert): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

/** The caller's teacher-support threads of one enrolment, newest first, with their replies (two statements). */
export async function listSupportThreads(db: Database, userId: string, candidateSosId: number) {
  const threads = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.userId, userId), eq(contactMessages.candidateSosId, candidateSosId)))
    .orderBy(desc(contactMessages.id));
  if (threads.length === 0) return [];
  const replies = await db
    .select()
    .from(contactSupportReplies)
    .where(inArray(contactSupportReplies.contactMessageId, threads.map((thread) => thread.id)))
    .orderBy(asc(contactSupportReplies.id));
  return threads.map((thread) => ({ thread, replies: replies.filter((reply) => reply.contactMessageId === thread.id) }));
}

/** Marks the caller's own thread read; false when it is not theirs (or not a thread). */
export async function markSupportThreadRead(db: Database, userId: string, contactMessageId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ readAt: now })
    .where(and(eq(contactMessages.id, contactMessageId), eq(contactMessages.userId, userId), isNotNull(contactMessages.candidateSosId)))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function findSupportThread(db: Database, contactMessageId: number) {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, contactMessageId), isNotNull(contactMessages.candidateSosId)));
  return row;
}

/** A teacher's reply: stored, and the thread's latest-reply time moved (so it reads as unread). */
export async function insertSupportReply(db: Database, reply: typeof contactSupportReplies.$inferInsert & { createdAt: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactSupportReplies).values(reply).returning({ id: contactSupportReplies.id });
    await tx.update(contactMessages).set({ lastReplyAt: reply.createdAt }).where(eq(contactMessages.id, reply.contactMessageId));
    return row!.id;
  });
}
