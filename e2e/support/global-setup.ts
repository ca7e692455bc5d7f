import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { e2eOperatorSecret } from './operator';

/*
 * Starts the real API server as a child process with a fresh embedded database (a temporary
 * DATA_DIR) serving the built portal (WEB_DIST_DIR) on one free port, and stops it afterwards.
 * It builds nothing: turbo builds @portal/web first (test:e2e dependsOn @portal/web#build).
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = join(repoRoot, 'apps/web/dist');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The day the server seeded the demo world for (its DEMO_SEED_DAY): see seed-day.ts. */
    demoSeedDay: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * How long the server may take to become ready. It answers as soon as it has migrated and seeded
 * its fresh database and listens, which takes a few seconds on an idle machine but much longer on a
 * loaded 2-core one (it once needed more than the former fixed 90 s). The wait ends at readiness, so
 * the cap only decides how long a server that never gets there is given: generous by default,
 * E2E_SERVER_START_TIMEOUT_S to change it.
 */
export function serverStartCapSeconds(environment: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(environment.E2E_SERVER_START_TIMEOUT_S);
  return Number.isFinite(configured) && configured > 0 ? configured : 600;
}

/**
 * Polls `url` until it answers 200: the server is listening with its database migrated and seeded
 * and serves the built portal. Fails at once if the server exits, and after `capSeconds` with what
 * the last attempt saw and the server's output.
 */
export async function waitForServer(
  url: string,
  child: ChildProcess,
  output: () => string,
  capSeconds = serverStartCapSeconds(),
): Promise<void> {
  const started = Date.now();
  const deadline = started + capSeconds * 1000;
  let lastAttempt = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `The server exited (${child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode}) ` +
          `after ${((Date.now() - started) / 1000).toFixed(1)} s, before it answered ${url}. Its output:\n${output()}`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) return;
      lastAttempt = `HTTP ${response.status}`;
    } catch (error) {
      // Not listening yet (or busy migrating and seeding).
      lastAttempt =
        error instanceof Error ? `${error.message} (${String(error.cause ?? '')})` : String(error);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(
    `The server did not become ready within ${capSeconds} s: ${url} never answered 200 ` +
      `(last attempt: ${lastAttempt}). On a very loaded machine set E2E_SERVER_START_TIMEOUT_S to wait longer. ` +
      `Its output:\n${output() || '(none)'}`,
  );
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(
      `${webDist}/index.html is missing: build the portal first (npm run build -w @portal/web).`,
    );
  }
  // The journeys get a database of their own: the embedded one in a fresh DATA_DIR, never a
  // DATABASE_URL from the environment (.ci/run sets one for the server suite; a shared database keeps
  // the previous run's sign-ups, profile edits and read notifications, and skips the demo seed).
  const { DATABASE_URL: _sharedDatabase, ...inheritedEnvironment } = process.env;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The server runs on the real clock: its demo world is seeded for today (UTC), said explicitly so
  // the journeys know which day the fixtures' dates were moved to (support/seed-day.ts).
  const demoSeedDay = new Date().toISOString().slice(0, 10);
  let log = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...inheritedEnvironment,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        PUBLIC_WEB_URL: baseURL,
        EXPOSE_OUTBOX: '1',
        DEMO_SEED_DAY: demoSeedDay,
        // The teacher-support journey replies as a teacher through the operator endpoint.
        OPERATOR_SECRET: e2eOperatorSecret,
        // Cheap password hashing: the journeys sign up and log in many times.
        PASSWORD_HASH_MEMORY_KIB: '1024',
        PASSWORD_HASH_ITERATIONS: '1',
        LOG_LEVEL: 'warn',
        // DICOM tokens of 20 s (300 by default): the imaging journey outlives one and sees the viewer renew it.
        DICOM_TOKEN_LIFETIME_S: '20',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  try {
    await waitForServer(`${baseURL}/account/login`, child, () => log);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('demoSeedDay', demoSeedDay);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
