import { timestamp } from 'drizzle-orm/pg-core';

/** A `created_at` column: when the row was written (time zone kept, read as a Date). */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

/** A timestamp column of another name (time zone kept, read as a Date). */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
