import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { CapturedLog, startTestServer, testPasswordHashing, type TestServer } from './helpers/test-server';

// Finding 1 of issue 20: the outbox endpoint answered anyone on a plain `npm start` (no NODE_ENV),
// so any account could be taken over through a password reset.
describe('the dev outbox is off unless EXPOSE_OUTBOX=1', () => {
  it('reads EXPOSE_OUTBOX only as an explicit switch, never from a missing NODE_ENV', () => {
    const key = { TOKEN_SIGNING_KEY: 'k'.repeat(40) };
    expect(loadConfig(key).exposeOutbox).toBe(false);
    expect(loadConfig({ ...key, NODE_ENV: 'development' }).exposeOutbox).toBe(false);
    expect(loadConfig({ ...key, EXPOSE_OUTBOX: '0' }).exposeOutbox).toBe(false);
    expect(loadConfig({ ...key, EXPOSE_OUTBOX: '1' }).exposeOutbox).toBe(true);
    expect(() => loadConfig({ ...key, NODE_ENV: 'production', EXPOSE_OUTBOX: '1' })).toThrow(/EXPOSE_OUTBOX/);
  });

  it('prints local mail and SMS in the log unless production, or as OUTBOX_TO_CONSOLE says', () => {
    const key = { TOKEN_SIGNING_KEY: 'k'.repeat(40) };
    expect(loadConfig(key).outboxToConsole).toBe(true);
    expect(loadConfig({ ...key, NODE_ENV: 'production' }).outboxToConsole).toBe(false);
    expect(loadConfig({ ...key, OUTBOX_TO_CONSOLE: '0' }).outboxToConsole).toBe(false);
  });

  describe('a plain start (the configuration of an empty environment)', () => {
    let server: TestServer;
    const log = new CapturedLog();
    beforeAll(async () => {
      const { database: _database, port: _port, ...plain } = loadConfig({
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-plain-')),
        TOKEN_SIGNING_KEY: 'k'.repeat(40),
      });
      server = await startTestServer({ ...plain, passwordHashing: testPasswordHashing, logLevel: 'info' }, { logDestination: log });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers 404 (the envelope) at /__dev/outbox, even after a reset code was mailed', async () => {
      const forgot = await server.call('POST', 'AccountService/SendForgotPasswordEmail', { body: { username: 'demo.candidate' } });
      expect(forgot.status).toBe(200);
      const outbox = await server.call('GET', '/__dev/outbox', { query: { to: 'demo.candidate@candidate-portal.local' } });
      expect(outbox.status).toBe(404);
      expect(outbox.body).toMatchObject({ success: false, Data: null });
      expect(JSON.stringify(outbox.body)).not.toMatch(/code/i);
    });

    it('still lets a local developer sign up: the link and code are printed in the server log', async () => {
      const printed = log.entries().find((entry) => String(entry.msg).includes('/account/resetPassword?'));
      expect(printed?.msg).toMatch(/email written to the outbox \(local mail, not sent\):\n[\s\S]*code=[\w-]{20,}/);
      expect(log.text).not.toContain('EXPOSE_OUTBOX=1');
    });
  });

  describe('with EXPOSE_OUTBOX=1', () => {
    it('serves the outbox and warns at start-up that anyone can read it', async () => {
      const log = new CapturedLog();
      const server = await startTestServer({ exposeOutbox: true, logLevel: 'warn' }, { logDestination: log });
      try {
        await server.call('POST', 'AccountService/SendForgotPasswordEmail', { body: { username: 'demo.candidate' } });
        const messages = await server.outbox('demo.candidate@candidate-portal.local');
        expect(messages[0]?.Subject).toBe('Reset your password');
        expect(log.entries().some((entry) => entry.level === 40 && String(entry.msg).includes('EXPOSE_OUTBOX=1'))).toBe(true);
      } finally {
        await server.close();
      }
    });
  });
});
