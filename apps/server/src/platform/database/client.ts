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
import { PGliteThreadClient } from './pglite-thread-client';

/** Where the embedded database runs (PGLITE_THREAD). */
export type PgliteThread = 'worker' | 'main';

/** Embedded PGlite in a data folder (or in memory), or a PostgreSQL server. */
export type DatabaseConfig =
  | {
      readonly kind: 'pglite';
      /** undefined = in memory */
      readonly dataDir: string | undefined;
      /** In memory, starting from this dump of another PGlite (PGlite's dumpDataDir; the tests' template). */
      readonly loadDataDir?: Blob;
      /**
       * Where PGlite runs: `main` (the default) on the event loop itself; `worker` in a thread of
       * its own, so Postgres' WASM work does not hold up the event loop (opt-in: in the merged
       * fresh-clone CI of session 13 one graceful-shutdown test hung with it under load, not yet
       * explained; it passed alone and in the worker's own full-suite run).
       */
      readonly thread?: PgliteThread;
    }
  | { readonly kind: 'postgres'; readonly url: string };

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseConfig['kind'];
  /**
   * Ends the start-up section: migrations ran under the start-up lock, and so must whatever else
   * start-up writes (shared secrets, the demo seed). Idempotent; closing the database ends it too.
   */
  releaseStartupLock(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The PostgreSQL advisory lock key of the start-up section (migrations, shared secrets, demo
 * seed): any number of instances may start at once on one database, one at a time does the work.
 * A fixed number, ours alone on this database ('cand' 'port' in ASCII).
 */
export const startupLockKey = [0x63616e64, 0x706f7274] as const;

/** The SQL migrations drizzle-kit writes from the modules' tables (apps/server/drizzle). */
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * Opens the database the config names and applies every pending migration from ./drizzle (the
 * same SQL files for both drivers). On PostgreSQL the migrations run inside the start-up section,
 * under a session advisory lock held on one connection of its own: two instances started together
 * on a fresh database used to race in `CREATE SCHEMA "drizzle"` (issue #20 finding 12). The lock
 * is held until `releaseStartupLock` (or the process dies: the session ends and frees it). PGlite
 * is one process's own database: nothing to serialise.
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: { readonly countStatements?: boolean } = {},
): Promise<DatabaseHandle> {
  // Tests count statements per request (core/statement-count.ts) through drizzle's query logger.
  const logger = options.countStatements ? { logQuery: noteStatement } : undefined;
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', () => {});
    const lockHolder = new pg.Client({ connectionString: config.url });
    lockHolder.on('error', () => {});
    let holding = false;
    const releaseStartupLock = async () => {
      if (!holding) return;
      holding = false;
      await lockHolder.end().catch(() => {});
    };
    try {
      await lockHolder.connect();
      holding = true;
      await lockHolder.query('SELECT pg_advisory_lock($1, $2)', [...startupLockKey]);
      const db = drizzleNodePostgres({ client: pool, logger });
      await migrateNodePostgres(db, { migrationsFolder });
      return {
        db: db as unknown as Database,
        kind: 'postgres',
        releaseStartupLock,
        close: async () => {
          await releaseStartupLock();
          await pool.end();
        },
      };
    } catch (error) {
      await releaseStartupLock();
      await pool.end();
      throw error;
    }
  }
  if (config.dataDir) mkdirSync(resolve(config.dataDir), { recursive: true });
  const client =
    (config.thread ?? 'main') === 'worker'
      ? (
          await PGliteThreadClient.start({
            dataDir: config.dataDir,
            loadDataDir: config.loadDataDir,
          })
        ).asPGlite()
      : config.dataDir
        ? new PGlite(config.dataDir)
        : new PGlite(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {});
  try {
    const db = drizzlePglite({ client, logger });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      releaseStartupLock: async () => {},
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** Postgres unique violation (e.g. a concurrent sign-up took the name between check and insert). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code?: unknown }).code === '23505';
