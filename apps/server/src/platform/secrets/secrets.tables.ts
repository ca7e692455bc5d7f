import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../database/columns';

/**
 * Secrets the server generates for itself when the environment gives none (token signing key,
 * file-URL signing key), kept in the database every instance shares (`DATABASE_URL`), so tokens
 * and file URLs signed by one instance are good on all of them. Written once, never changed.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
