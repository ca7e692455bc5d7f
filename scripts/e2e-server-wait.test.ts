// The e2e global setup waits for its server by readiness, under a cap (e2e/support/global-setup.ts):
// these cases run that wait against small stand-in servers (child processes, real HTTP).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { serverStartCapSeconds, waitForServer } from '../e2e/support/global-setup';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** A child process running `source`; it prints the port it listens on (if any) first. */
async function standIn(source: string): Promise<{ child: ChildProcess; port: Promise<number> }> {
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const port = once(child.stdout!, 'data').then(([chunk]) => Number(String(chunk).trim()));
  return { child, port };
}

describe('waitForServer', () => {
  it('returns once the server answers 200, even when it starts listening late', async () => {
    // Answers 503 for the first 1.5 s (still starting), then 200.
    const { child, port } = await standIn(`
      const started = Date.now();
      const server = require('node:http').createServer((request, response) => {
        response.statusCode = Date.now() - started < 1500 ? 503 : 200;
        response.end('ok');
      });
      server.listen(0, '127.0.0.1', () => console.log(server.address().port));
    `);
    const started = Date.now();
    await waitForServer(`http://127.0.0.1:${await port}/account/login`, child, () => '', 30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('fails at once, with the output, when the server exits before it is ready', async () => {
    const { child } = await standIn(
      `console.log(0); console.error('migration 0007 failed'); process.exit(3);`,
    );
    const started = Date.now();
    const error = await waitForServer(
      'http://127.0.0.1:9/account/login',
      child,
      () => 'migration 0007 failed',
      60,
    ).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/The server exited \(code 3\)/);
    expect((error as Error).message).toContain('migration 0007 failed');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('gives up after the cap with a clear error naming the cap, the last answer and the setting', async () => {
    // Listens, but never answers 200.
    const { child, port } = await standIn(`
      const server = require('node:http').createServer((request, response) => {
        response.statusCode = 500;
        response.end();
      });
      server.listen(0, '127.0.0.1', () => console.log(server.address().port));
    `);
    const error = await waitForServer(
      `http://127.0.0.1:${await port}/account/login`,
      child,
      () => '',
      1,
    ).catch((caught: Error) => caught);
    expect((error as Error).message).toMatch(/did not become ready within 1 s/);
    expect((error as Error).message).toContain('last attempt: HTTP 500');
    expect((error as Error).message).toContain('E2E_SERVER_START_TIMEOUT_S');
  });

  it('waits up to 600 s by default; E2E_SERVER_START_TIMEOUT_S changes it', () => {
    expect(serverStartCapSeconds({})).toBe(600);
    expect(serverStartCapSeconds({ E2E_SERVER_START_TIMEOUT_S: '1200' })).toBe(1200);
    expect(serverStartCapSeconds({ E2E_SERVER_START_TIMEOUT_S: 'soon' })).toBe(600);
  });
});
