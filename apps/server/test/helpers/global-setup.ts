import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app';
import { TestClock, testConfig } from './test-server';

/*
 * One migrated and seeded database per test run and project, built before any test file starts,
 * which every test server started with the default settings copies instead of running every
 * migration and the whole demo seed again (test-server.ts, startTestServer):
 *   pglite:   a dump of a seeded in-memory PGlite (dumpDataDir), in a temporary file;
 *   postgres: a seeded database on DATABASE_URL's server, copied with CREATE DATABASE ... TEMPLATE.
 * Each file still gets a database of its own; only the start-up work is shared. Without this setup
 * (another config, a single file run by hand) the helper builds a template per test process.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dumpDataDir tarball of the migrated and seeded template ('' = none). */
    pgliteTemplateFile: string;
    /** The name of a migrated and seeded template database on DATABASE_URL's server ('' = none). */
    postgresTemplate: string;
  }
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = project.config.env?.DATABASE_URL;
  if (!serverUrl) {
    const app = await buildApp(testConfig({ kind: 'pglite', dataDir: undefined }), { clock: new TestClock().now });
    let dump: Blob;
    try {
      dump = await (app.platform.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    } finally {
      await app.close();
    }
    const folder = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));
    const file = join(folder, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplateFile', file);
    project.provide('postgresTemplate', '');
    return () => rmSync(folder, { recursive: true, force: true });
  }

  const name = `portal_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const app = await buildApp(testConfig({ kind: 'postgres', url: url.toString() }), { clock: new TestClock().now });
    await app.close();
  } catch (error) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  project.provide('pgliteTemplateFile', '');
  project.provide('postgresTemplate', name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
