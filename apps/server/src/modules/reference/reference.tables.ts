import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/database/columns';

/** The application message catalogue (spec: Messages map with Message and Type). */
export const applicationMessages = pgTable('application_messages', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  message: text('message').notNull(),
  type: integer('type').notNull(),
  audience: integer('audience').notNull(),
  updatedOn: at('updated_on').notNull(),
});

/** Countries with their dialling codes (sign-up validates against them). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
});

/** Time zones by IANA id. */
export const timeZones = pgTable('time_zones', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
  utcOffsetMinutes: integer('utc_offset_minutes').notNull(),
});

/** Small key/value settings (latest app code, minimum supported app code). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at').notNull().default(sql`now()`),
});
