import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from '../../core/context';
import { noteStatement } from '../../core/statement-count';

/** Embedded PGlite in a data folder (or in memory), or a PostgreSQL server. */
export type DatabaseConfig =
  | { readonly kind: 'pglite'; /** undefined = in memory */ readonly dataDir: string | undefined }
  | { readonly kind: 'postgres'; readonly url: string };

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

/** The SQL migrations drizzle-kit writes from the modules' tables (apps/server/drizzle). */
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * Opens the database the config names and applies every pending migration from ./drizzle (the
 * same SQL files for both drivers).
 */
export async function openDatabase(config: DatabaseConfig, options: { readonly countStatements?: boolean } = {}): Promise<DatabaseHandle> {
  // Tests count statements per request (core/statement-count.ts) through drizzle's query logger.
  const logger = options.countStatements ? { logQuery: noteStatement } : undefined;
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', () => {});
    const db = drizzleNodePostgres({ client: pool, logger });
    await migrateNodePostgres(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (config.dataDir) mkdirSync(resolve(config.dataDir), { recursive: true });
  const client = config.dataDir ? new PGlite(config.dataDir) : new PGlite();
  const db = drizzlePglite({ client, logger });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** Postgres unique violation (e.g. a concurrent sign-up took the name between check and insert). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code?: unknown }).code === '23505';
