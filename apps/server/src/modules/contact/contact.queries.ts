import type { Database } from '../../core/context';
import { contactMessages } from './contact.tables';

export async function insertContactMessage(db: Database, message: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(message);
}
