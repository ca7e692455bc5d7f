import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../database/columns';

/** Email and SMS the local adapters "sent": the developer (and the e2e tests) read them here. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_recipient_index').on(table.recipient, table.id)],
);
