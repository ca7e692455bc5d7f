import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultServerTimeouts } from '../src/http/timeouts';
import { securityHeaders, startTestServer, type TestServer } from './helpers/test-server';

/**
 * Issue #20 finding 9: a client that sends its headers or body a byte at a time cannot hold a
 * connection open. Short time-outs are configured here so the test is quick; it asserts what
 * happened (the server closed the socket with a 408 envelope before the client had finished
 * trickling), not how long it took.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemoData: false, timeouts: { requestMs: 1_500, headersMs: 1_000, checkIntervalMs: 200 } });
});
afterAll(async () => {
  await server?.close();
});

/** Sends `head`, then one byte of `trickle` every 250 ms (80 bytes: 20 s) until the server closes. */
function trickle(head: string, trickle: string): Promise<{ answer: string; bytesTrickled: number; total: number }> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    const bytes = trickle.repeat(Math.ceil(80 / trickle.length)).slice(0, 80);
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= bytes.length) return clearInterval(timer);
      socket.write(bytes.charAt(sent));
      sent += 1;
    }, 250);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, bytesTrickled: sent, total: bytes.length });
    });
    socket.write(head);
  });
}

describe('slow clients are cut off (issue #20 finding 9)', () => {
  it('a body sent a byte at a time: closed with a 408 envelope long before it is complete', async () => {
    const head = `POST /api/v6/AccountService/SendForgotPasswordEmail HTTP/1.1\r\nHost: portal.test\r\nx-application-security: ${securityHeaders['x-application-security']}\r\ncontent-type: application/json\r\ncontent-length: 80\r\n\r\n`;
    const result = await trickle(head, '{"username":"demo.candidate"}');
    expect(result.bytesTrickled).toBeLessThan(result.total);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.answer).toContain('"error":"RequestTimeoutException"');
  });

  it('headers sent a byte at a time: closed with a 408 envelope before they end', async () => {
    const result = await trickle('GET /api/v6/AccountService/GetAppInfo HTTP/1.1\r\nHost: portal.test\r\n', 'x-slow: aaaaaaaaaaaaaaaaaaaa\r\n');
    expect(result.bytesTrickled).toBeLessThan(result.total);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('the production defaults are finite and ordered (headers < request; keep-alive above a 60 s load balancer)', () => {
    const { requestMs, headersMs, idleMs, keepAliveMs } = defaultServerTimeouts;
    expect(headersMs).toBeLessThan(requestMs);
    expect(Math.max(requestMs, headersMs, idleMs, keepAliveMs)).toBeLessThanOrEqual(120_000);
    expect(keepAliveMs).toBeGreaterThan(60_000);
  });
});
