import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders, startTestServer, type TestServer } from './helpers/test-server';

/**
 * Issue #20 finding 11 (ASVS 5.0 V16.5.3, V4.1.1: every answer the server itself produces is the
 * API's JSON envelope): errors raised before a route runs — by node's HTTP parser (oversized or
 * malformed requests), by Fastify's router (bad URL encoding) or by the body limit — reach the
 * client as `{ Data: null, success: false, Message, error }`, never a bare body or a dropped
 * connection.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemoData: false });
});
afterAll(async () => {
  await server?.close();
});

interface Envelope {
  Data: unknown;
  success: boolean;
  Message: string;
  error: string | null;
}

/** Status line, headers and the parsed JSON body of a raw HTTP/1.1 answer. */
function parseRawAnswer(raw: string): { status: number; headers: string; body: Envelope } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, headers: head.toLowerCase(), body: JSON.parse(rest.join('\r\n\r\n')) as Envelope };
}

/** Sends raw bytes on one connection (optionally a body in slow chunks) and returns all it read. */
function rawExchange(head: string, body?: { size: number; chunked: boolean }): Promise<string> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', (error) => (answer += `\n[socket error: ${error.message}]`));
    socket.on('close', () => resolve(answer));
    socket.write(head);
    if (!body) return;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const send = () => {
      if (socket.destroyed) return;
      if (sent >= body.size) {
        if (body.chunked) socket.write('0\r\n\r\n');
        socket.end();
        return;
      }
      socket.write(body.chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk, () => setImmediate(send));
      sent += chunk.length;
    };
    send();
  });
}

const expectEnvelope = (body: Envelope, error: string) => {
  expect(body).toMatchObject({ Data: null, success: false, error });
  expect(body.Message).toMatch(/\S/);
};

describe('errors raised before any route runs are envelopes (issue #20 finding 11)', () => {
  it('a query string over 16 KB: 431 with the envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/v6/AccountService/GetAppInfo?AppVersionCode=1&pad=${'a'.repeat(20_000)}`, { headers: securityHeaders });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Envelope;
    expectEnvelope(body, 'RequestHeaderFieldsTooLargeException');
    expect(body.Message).toMatch(/16 KB/);
  });

  it('headers over 16 KB: 431 with the envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/v6/AccountService/GetAppInfo`, { headers: { ...securityHeaders, cookie: `c=${'b'.repeat(20_000)}` } });
    expect(response.status).toBe(431);
    expectEnvelope((await response.json()) as Envelope, 'RequestHeaderFieldsTooLargeException');
  });

  it('a malformed request: 400 with the envelope', async () => {
    const answer = parseRawAnswer(await rawExchange('GARBAGE\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/content-type: application\/json/);
    expectEnvelope(answer.body, 'BadRequestException');
  });

  it('a URL with broken percent-encoding: 400 with the envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/v6/%E0%A4%A/GetAppInfo`, { headers: securityHeaders });
    expect(response.status).toBe(400);
    expectEnvelope((await response.json()) as Envelope, 'BadRequestException');
  });

  it('a 5 MB body, sent at once or slowly, with a length or chunked: 413 with the envelope, read by the client', async () => {
    const path = '/api/v6/AccountService/SendForgotPasswordEmail';
    const size = 5 * 1024 * 1024;
    const viaFetch = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...securityHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(size) }),
    });
    expect(viaFetch.status).toBe(413);
    expectEnvelope((await viaFetch.json()) as Envelope, 'PayloadTooLargeException');
    for (const chunked of [false, true]) {
      const head = `POST ${path} HTTP/1.1\r\nHost: portal.test\r\nx-application-security: ${securityHeaders['x-application-security']}\r\ncontent-type: application/json\r\n${chunked ? 'transfer-encoding: chunked' : `content-length: ${size}`}\r\n\r\n`;
      const raw = await rawExchange(head, { size, chunked });
      expect(raw, chunked ? 'chunked' : 'with Content-Length').toMatch(/^HTTP\/1\.1 413 /);
      const answer = parseRawAnswer(raw.replace(/\n\[socket error: .*\]$/, ''));
      expectEnvelope(answer.body, 'PayloadTooLargeException');
      expect(answer.body.Message).toMatch(/1 MB/);
    }
  });
});
