import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../database/columns';

/** Calls per route, client address and fixed window (per-address budgets of anonymous routes). */
export const requestCounts = pgTable(
  'request_counts',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key, table.windowStart] }), index('request_counts_window_start_index').on(table.windowStart)],
);
