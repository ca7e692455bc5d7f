import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Clock } from './clock';

/**
 * The typed query layer, the same for PGlite and node-postgres (platform/database opens it). Each
 * module's queries bring their own tables, so the type names no schema.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * What every service is built with: the database and the clock. The adapters a module needs
 * (mailer, storage, push...) come on top, named in that module's own context.
 */
export interface ServiceContext {
  readonly db: Database;
  readonly clock: Clock;
}

/** Where adapters and background work log (pino's shape; a request's logger carries its request id). */
export interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}
