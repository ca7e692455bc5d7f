import type { DemoSupportThread } from '@portal/domain/fixtures';
import type { Database } from '../../core/context';
import { insertContactMessage, insertSupportReply } from './contact.queries';
import { contactMessages } from './contact.tables';
import { eq } from 'drizzle-orm';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** The demo world's teacher-support threads of one candidate (fixtures/teacher-support.ts). */
export async function seedDemoSupportThreads(db: Database, userId: string, threads: readonly DemoSupportThread[], now: Date): Promise<void> {
  for (const thread of threads) {
    const id = await insertContactMessage(db, {
      userId,
      candidateSosId: thread.candidateSosId,
      subjectId: thread.subjectId,
      subject: thread.subject,
      message: thread.message,
      createdAt: daysBefore(now, thread.askedDaysAgo),
    });
    for (const reply of thread.replies)
      await insertSupportReply(db, { contactMessageId: id, teacherName: reply.teacherName, message: reply.message, createdAt: daysBefore(now, reply.daysAgo) });
    if (thread.read) await db.update(contactMessages).set({ readAt: now }).where(eq(contactMessages.id, id));
  }
}
