import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { findZoomSdkPackage, isZoomClientViewFile } from '../src/modules/system/zoom-sdk-assets';
import { builtPageScriptHashes, inlineScriptHashes } from '../src/http/inline-script-hashes';
import { securityHeaders, startTestServer, type TestServer } from './helpers/test-server';

/** The CSP's directives by name. */
function directives(header: string | null): Map<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** Issue #20 finding 4: the headers every browser-facing answer must carry. */
function expectBrowserHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('permissions-policy')).toMatch(/geolocation=\(\)/);
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(self\)/);
  // Plain HTTP: no HSTS (it would pin a local host to HTTPS).
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

/** An inline script of the built page (as the theme script before first paint), and its CSP hash source. */
const themeScript = 'document.documentElement.dataset.theme="dark"';
const themeScriptHash = "'sha256-zTSXYZ/r74pY7Te+wyYtgDRsO/hpzo1oFZH8wmJQwSA='";

let server: TestServer;
beforeAll(async () => {
  const webDistDir = mkdtempSync(join(tmpdir(), 'portal-web-headers-'));
  writeFileSync(join(webDistDir, 'index.html'), `<!doctype html><title>Candidate Portal</title><script>${themeScript}</script><div id="root"></div><script type="module" src="/assets/index-B4x9Qa1c.js"></script>`);
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'assets', 'index-B4x9Qa1c.js'), 'console.log("portal")');
  mkdirSync(join(webDistDir, 'assets', 'cornerstone-wado-image-loader-4.13.2'));
  writeFileSync(join(webDistDir, 'assets', 'cornerstone-wado-image-loader-4.13.2', 'index.worker.min.worker.js'), 'self.onmessage = () => undefined;');
  writeFileSync(join(webDistDir, 'zoom-meeting.html'), '<!doctype html><title>Zoom meeting</title><p id="zoom-status"></p>');
  server = await startTestServer({ webDistDir, seedDemoData: true });
});
afterAll(async () => {
  await server?.close();
});

describe('inline script hashes of the built pages (the CSP allows those, by hash, and no other)', () => {
  it('hashes each inline classic script over its exact content, and skips scripts loaded from a file', () => {
    const html = `<head><script data-route-preload>${themeScript}</script><script type="module" crossorigin src="/assets/main.js"></script><script src="/a.js"> </script><script>${themeScript}</script>\n<SCRIPT>alert(1)</SCRIPT></head>`;
    // Duplicates once; the second content is 'alert(1)' (a fixed vector: its SHA-256, base64).
    expect(inlineScriptHashes(html)).toEqual([themeScriptHash, "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
    // One character more is another script: not allowed.
    expect(inlineScriptHashes(`<script>${themeScript} </script>`)).not.toContain(themeScriptHash);
    expect(inlineScriptHashes('<script type="module" src="/x.js"></script><script>\n</script>')).toEqual([]);
  });

  it('reads every HTML page at the root of the build, once at start; no build, no hash', () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-web-hashes-'));
    writeFileSync(join(folder, 'index.html'), `<script>${themeScript}</script>`);
    writeFileSync(join(folder, 'login.html'), `<script>${themeScript}</script><script>alert(1)</script>`);
    writeFileSync(join(folder, 'notes.txt'), '<script>alert(2)</script>');
    expect(builtPageScriptHashes(folder)).toEqual([themeScriptHash, "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
    expect(builtPageScriptHashes(undefined)).toEqual([]);
    expect(builtPageScriptHashes(join(folder, 'missing'))).toEqual([]);
  });
});

describe('security headers (issue #20 finding 4)', () => {
  it('the portal page (/ and a history route) has a strict CSP: no inline script but the built page\'s own, by hash, and the browser headers', async () => {
    for (const path of ['/', '/account/login']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expectBrowserHeaders(response);
      const csp = directives(response.headers.get('content-security-policy'));
      // WebAssembly compilation (the DICOM viewer's codecs), never JavaScript eval.
      // The one inline script of the built index.html, by its hash (computed at start): no other.
      expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", themeScriptHash]);
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['blob:', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.dailymotion.com']));
      // Inline <style> elements only (Radix's scroll lock, see security-headers.ts) and an EPUB's blob:
      // style sheets; never script or eval (a blob: chapter inherits script-src 'self').
      expect(csp.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'", 'blob:']);
      expect(csp.get('font-src')).toEqual(["'self'", 'data:', 'blob:']);
      // 'wasm-unsafe-eval' (WebAssembly only, checked above) is the one 'unsafe' keyword elsewhere.
      const others = [...csp].filter(([name]) => name !== 'style-src-elem').flatMap(([, values]) => values.filter((value) => value !== "'wasm-unsafe-eval'"));
      expect(others.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    }
  });

  it('the isolated Zoom page alone may be framed by our pages, is cross-origin isolated, and still runs no inline script', async () => {
    const response = await fetch(`${server.baseUrl}/zoom-meeting.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    // Only that page: the portal's own page keeps frame-ancestors 'none' and no COEP.
    const portal = await fetch(`${server.baseUrl}/account/login`);
    expect(directives(portal.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(portal.headers.get('cross-origin-embedder-policy')).toBeNull();
  });

  it("the Zoom SDK's files come from the installed package, read-only, with the Zoom page's policy and isolation", async () => {
    const sdk = findZoomSdkPackage();
    expect(sdk?.version).toBe('6.2.0');
    const base = `${server.baseUrl}/zoom-sdk/${sdk!.version}`;
    const bundle = await fetch(`${base}/zoom-meeting-${sdk!.version}.min.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(bundle.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    const csp = directives(bundle.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://zoom.us', 'https://*.zoom.us', 'wss://*.zoom.us']));
    const wasm = await fetch(`${base}/lib/av/audio.encode.wasm`);
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    // Outside the Client View's files, outside the folder, or another version: refused, never index.html.
    for (const path of ['/zoomus-websdk.umd.min.js', '/../package.json', '/%2e%2e/package.json', '/lib/%2e%2e/%2e%2e/package.json', '/lib/nothing.js']) {
      const refused = await fetch(`${base}${path}`);
      expect(refused.status, path).toBeGreaterThanOrEqual(400);
      expect(refused.headers.get('content-type') ?? '', path).not.toMatch(/html/);
    }
    const otherVersion = await fetch(`${server.baseUrl}/zoom-sdk/0.0.1/zoom-meeting-0.0.1.min.js`);
    expect(otherVersion.status).toBe(404);
    expect(isZoomClientViewFile('lib/av/tp.wasm', '6.2.0')).toBe(true);
    expect(isZoomClientViewFile('/ui/zoom-meetingsdk.css', '6.2.0')).toBe(true);
    expect(isZoomClientViewFile('index.js', '6.2.0')).toBe(false);
    expect(isZoomClientViewFile('zoom-meeting-embedded-ES5.min.js', '6.2.0')).toBe(false);
  });

  it('a hashed asset carries nosniff and the same policy', async () => {
    const response = await fetch(`${server.baseUrl}/assets/index-B4x9Qa1c.js`);
    expect(response.status).toBe(200);
    expectBrowserHeaders(response);
    expect(directives(response.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", themeScriptHash]);
  });

  it("the DICOM decode worker's files alone may eval (its codecs' embind glue); the page may not", async () => {
    const worker = await fetch(`${server.baseUrl}/assets/cornerstone-wado-image-loader-4.13.2/index.worker.min.worker.js`);
    expect(worker.status).toBe(200);
    expectBrowserHeaders(worker);
    expect(worker.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const csp = directives(worker.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Beside it, the page's own chunks keep the strict policy.
    const chunk = await fetch(`${server.baseUrl}/assets/index-B4x9Qa1c.js`);
    expect(directives(chunk.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", themeScriptHash]);
  });

  it('API answers with tokens or personal data are never stored by a cache (errors too)', async () => {
    const login = await server.call('POST', 'oauthService/token', { form: { username: 'demo.candidate', password: 'Demo@12345', grant_type: 'password' } });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('x-content-type-options')).toBe('nosniff');
    const { accessToken } = await server.login();
    const profile = await server.call('GET', 'CandidateProfileService/GetProfile', { token: accessToken });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
    expect(directives(profile.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    const refused = await server.call('GET', 'CandidateProfileService/GetProfile');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('sends HSTS only when the request came over TLS (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const proxied = await startTestServer({ trustProxy: true, seedDemoData: false });
    try {
      const overTls = await fetch(`${proxied.baseUrl}/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const plain = await fetch(`${proxied.baseUrl}/health`);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy the header is the client's word, not the transport's.
    const spoofed = await fetch(`${server.baseUrl}/health`, { headers: { 'x-forwarded-proto': 'https', ...securityHeaders } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  it('the API docs get Swagger UI\'s own policy on their routes only, still without inline script and unframeable', async () => {
    const response = await fetch(`${server.baseUrl}/docs/`);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('font-src')).toContain('https:');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the CSP sources come from the configuration', () => {
  it('adds an absolute API base and the S3 bucket host, nothing by default', () => {
    expect(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-csp-')) }).browserSources).toEqual({ connect: [], media: [] });
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-csp-')),
      VITE_API_BASE_URL: 'https://api.portal.example/api/v6/',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'portal-files',
      S3_REGION: 'eu-west-1',
    });
    expect(config.browserSources).toEqual({
      connect: ['https://api.portal.example', 'https://portal-files.s3.eu-west-1.amazonaws.com'],
      media: ['https://portal-files.s3.eu-west-1.amazonaws.com'],
    });
    const pathStyle = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-csp-')), STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1' });
    expect(pathStyle.browserSources?.media).toEqual(['http://127.0.0.1:9000']);
  });
});
