import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { securityHeaders, startTestServer, type TestServer } from './helpers/test-server';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is left as sent (fetch would inflate it and hide the encoding). */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseUrl), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const varies = (response: RawResponse) => String(response.headers.vary ?? '').toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

describe('serving the built portal like a production web server', () => {
  let server: TestServer;
  const script = `export const portal = ${JSON.stringify('x'.repeat(200))};\n`.repeat(40);
  const html = `<!doctype html><title>Candidate Portal</title><div id="root"></div><!-- ${'padding '.repeat(200)} -->`;
  const loginHtml = `<!doctype html><title>Login | Candidate Portal</title><div id="root"></div><!-- ${'login '.repeat(200)} -->`;
  beforeAll(async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(webDistDir, 'assets'));
    // What apps/web's build writes: the file and, beside it, its brotli and gzip forms.
    for (const [file, text] of [['index.html', html], ['login.html', loginHtml], ['assets/index-Ab12Cd34.js', script]] as const) {
      writeFileSync(join(webDistDir, file), text);
      writeFileSync(join(webDistDir, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(webDistDir, `${file}.gz`), gzipSync(text));
    }
    writeFileSync(join(webDistDir, 'firebase-messaging-sw.js'), 'self.addEventListener("push", () => {});');
    // The build's own records (Vite's manifest): needed by the benches, never by a browser.
    mkdirSync(join(webDistDir, '.vite'));
    writeFileSync(join(webDistDir, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'assets/index-Ab12Cd34.js' } }));
    server = await startTestServer({ webDistDir, seedDemoData: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends a hashed asset precompressed by Accept-Encoding, cached for a year as immutable', async () => {
    const brotli = await rawGet(server.baseUrl, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(brotli)).toBe(true);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await rawGet(server.baseUrl, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(varies(gzip)).toBe(true);
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await rawGet(server.baseUrl, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain)).toBe(true);
    expect(plain.body.toString()).toBe(script);
  });

  it('revalidates index.html (no-cache + ETag, 304 when unchanged), for the root and history-mode routes', async () => {
    for (const path of ['/', '/index.html', '/dashboard/myInvoices']) {
      const page = await rawGet(server.baseUrl, path, { 'accept-encoding': 'br' });
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['content-encoding'], path).toBe('br');
      expect(page.headers['content-type'], path).toMatch(/text\/html/);
      expect(varies(page), path).toBe(true);
      expect(brotliDecompressSync(page.body).toString(), path).toBe(html);
      const etag = page.headers.etag;
      expect(typeof etag, path).toBe('string');
      const again = await rawGet(server.baseUrl, path, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.status, path).toBe(304);
    }
  });

  it('sends the login document for a first visit to /account/login and /account, revalidated, and the SPA elsewhere', async () => {
    for (const path of ['/account/login', '/account/login?redirect=%2Fdashboard%2Fprofile', '/account', '/Account/Login/', '/account/']) {
      const page = await rawGet(server.baseUrl, path, { 'accept-encoding': 'gzip' });
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type'], path).toMatch(/text\/html/);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(page.body).toString(), path).toBe(loginHtml);
    }
    // The other account pages, and paths that only start like the login page, are the SPA's.
    for (const path of ['/account/SignUp', '/account/resetPassword', '/account/login/extra', '/accounts', '/dashboard']) {
      const page = await rawGet(server.baseUrl, path, { 'accept-encoding': 'identity' });
      expect(page.status, path).toBe(200);
      expect(page.body.toString(), path).toBe(html);
    }
  });

  it("keeps the build's records private: /.vite/ answers 404, not the manifest nor index.html", async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/', '/%2Evite/manifest.json']) {
      const response = await rawGet(server.baseUrl, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toContain('src/main.tsx');
      expect(String(response.headers['content-type']), path).toMatch(/json/);
    }
  });

  it('revalidates files that are not content-hashed (the push service worker)', async () => {
    const worker = await rawGet(server.baseUrl, '/firebase-messaging-sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a large JSON API answer and leaves a small one alone', async () => {
    const headers = { ...securityHeaders, 'accept-encoding': 'br, gzip' };
    const messages = await rawGet(server.baseUrl, '/api/v6/ApplicationMessageService/GetAllMessages', headers);
    expect(messages.status).toBe(200);
    expect(messages.headers['content-encoding']).toBe('br');
    expect(varies(messages)).toBe(true);
    const parsed = JSON.parse(brotliDecompressSync(messages.body).toString()) as { Data: object };
    expect(Object.keys(parsed.Data).length).toBeGreaterThan(0);
    expect(JSON.stringify(parsed).length).toBeGreaterThan(4 * 1024);
    expect(messages.body.length).toBeLessThan(JSON.stringify(parsed).length / 3);

    const gzip = await rawGet(server.baseUrl, '/api/v6/ApplicationMessageService/GetAllMessages', { ...securityHeaders, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(parsed);

    const health = await rawGet(server.baseUrl, '/health', { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    JSON.parse(health.body.toString());

    const identity = await rawGet(server.baseUrl, '/api/v6/ApplicationMessageService/GetAllMessages', securityHeaders);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString())).toEqual(parsed);
  });
});

describe('request logging (ACCESS_LOG, LOG_FORMAT)', () => {
  const key = { TOKEN_SIGNING_KEY: 'k'.repeat(40) };
  it('writes no per-request line in production unless ACCESS_LOG=1', () => {
    expect(loadConfig({ ...key, NODE_ENV: 'production' }).accessLog).toBe(false);
    expect(loadConfig({ ...key, NODE_ENV: 'production', ACCESS_LOG: '1' }).accessLog).toBe(true);
    expect(loadConfig({ ...key }).accessLog).toBe(true);
    expect(loadConfig({ ...key, ACCESS_LOG: '0' }).accessLog).toBe(false);
  });

  it('logs JSON lines unless LOG_FORMAT=pretty, and names a bad value', () => {
    expect(loadConfig(key).logFormat).toBe('json');
    expect(loadConfig({ ...key, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ ...key, LOG_FORMAT: 'colourful' })).toThrow(/LOG_FORMAT/);
  });
});
