import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request, Route } from 'playwright-core';
// The server's own signer and the web page's own version constant: what they make is what is checked.
import { createZoomMeetingProvider } from '../../apps/server/src/modules/live/meeting-provider';
import { zoomSdkVersion } from '../../apps/web/src/features/courses/meeting/zoom-protocol';
import { launchBrowser, openPortal, type PortalPage } from '../support/browser';

/*
 * Issue 15: the isolated Zoom page (/zoom-meeting.html) in Chromium with the REAL Zoom Meeting SDK
 * (@zoom/meetingsdk's Client View, served by the server from the installed package at
 * /zoom-sdk/<version>/), framed by a portal page as the meeting room frames it, under the server's
 * real headers (its own CSP, COEP). The join carries a signature made by the server's signer
 * (createZoomMeetingProvider, as GenerateSdkSignature makes it; the e2e server itself runs without
 * Zoom keys, so the meeting room uses the portal's room in live.test.ts). There is no network here:
 * the SDK's first request to Zoom is caught, checked (it carries the server's signature and meeting
 * number) and failed at once as offline; the page must then answer `error`, never hang. No real
 * Zoom meeting is exercised.
 */
const baseURL = inject('baseURL');
const origin = new URL(baseURL).origin;
const sdkBase = `/zoom-sdk/${zoomSdkVersion}`;
const zoomHost = /^https?:\/\/([a-z0-9-]+\.)*zoom\.us(:\d+)?\//i;

const provider = createZoomMeetingProvider({ sdkKey: 'e2e-sdk-key', sdkSecret: 'e2e-sdk-secret-0123456789abcdef' });
const signature = provider.attendeeJoin(
  { meetingNumber: '8100100100', passcode: 'demo10', userName: 'Ayesha Khan', userEmail: 'demo.candidate@example.com' },
  new Date(),
)!;

/** Frames the Zoom page in a portal page, sends `join` once it is ready, and collects its answers. */
async function frameAndJoin(page: Page): Promise<void> {
  await page.evaluate((joinSignature) => {
    const answers: unknown[] = [];
    (window as unknown as { zoomAnswers: unknown[] }).zoomAnswers = answers;
    const frame = document.createElement('iframe');
    frame.src = '/zoom-meeting.html';
    frame.allow = 'camera; microphone; display-capture; fullscreen';
    window.addEventListener('message', (event) => {
      if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
      answers.push(event.data);
      if ((event.data as { type?: string }).type === 'ready') {
        frame.contentWindow?.postMessage({ source: 'portal-meeting', type: 'join', signature: joinSignature, leaveUrl: `${location.origin}/zoom-meeting.html?left=1` }, location.origin);
      }
    });
    document.body.append(frame);
  }, signature);
}

const answers = (page: Page) => page.evaluate(() => (window as unknown as { zoomAnswers: Array<Record<string, unknown>> }).zoomAnswers);

let browser: Browser;
let portal: PortalPage;
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL);
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

describe('the isolated Zoom page', () => {
  it('is served with its own headers, and the SDK files from our origin, read-only, typed and cacheable', async () => {
    const { page } = portal;
    const response = await page.request.get('/zoom-meeting.html');
    expect(response.headers()['cross-origin-embedder-policy']).toBe('require-corp');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    // The SDK's first request goes to the bare host, which *.zoom.us does not cover.
    expect(response.headers()['content-security-policy']).toMatch(/connect-src [^;]*https:\/\/zoom\.us /);

    const bundle = await page.request.get(`${sdkBase}/zoom-meeting-${zoomSdkVersion}.min.js`);
    expect(bundle.status()).toBe(200);
    expect(bundle.headers()['content-type']).toMatch(/javascript/);
    expect(bundle.headers()['cross-origin-resource-policy']).toBe('same-origin');
    expect(bundle.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const wasm = await page.request.get(`${sdkBase}/lib/av/video.simd.wasm`);
    expect(wasm.status()).toBe(200);
    expect(wasm.headers()['content-type']).toBe('application/wasm');
    // The SDK's workers run under the Zoom page's policy, not the portal's.
    expect(wasm.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    // Only the Client View's files; never the package's other files, never index.html for a miss.
    for (const path of [`${sdkBase}/zoomus-websdk.umd.min.js`, `${sdkBase}/lib/missing.js`, `${sdkBase}/%2e%2e/package.json`, '/zoom-sdk/0.0.0/lib/vendor/react.min.js']) {
      const refused = await page.request.get(path);
      expect(refused.status(), path).toBeGreaterThanOrEqual(400);
      expect(refused.headers()['content-type'] ?? '', path).not.toMatch(/html/);
    }
  });

  it('loads the real SDK from /zoom-sdk/, initialises it with our asset path, and joins with the server signature; offline it says so at once', async () => {
    const { page, context } = portal;
    const sdkRequests: string[] = [];
    const elsewhere: string[] = [];
    context.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.startsWith('/zoom-sdk/')) sdkRequests.push(url.pathname);
      else if (url.origin !== origin && !zoomHost.test(request.url()) && !url.protocol.startsWith('data') && !url.protocol.startsWith('blob')) elsewhere.push(request.url());
    });
    const toZoom: Array<{ method: string; url: string; body: string }> = [];
    // No network here: the SDK's first request to Zoom is recorded and failed at once as offline.
    await context.route(zoomHost, async (route) => {
      toZoom.push({ method: route.request().method(), url: route.request().url(), body: route.request().postData() ?? '' });
      await route.abort('internetdisconnected');
    });
    try {
      await page.goto('/account/login');
      await frameAndJoin(page);
      // The SDK's own answer to the failed request (join's error callback): no long timeout waited on.
      await expect
        .poll(async () => (await answers(page)).find((answer) => answer.type === 'error')?.reason, { timeout: 60_000 })
        .toMatch(/^the Zoom client could not join the meeting/);
      const seen = await answers(page);
      expect(seen.map((answer) => answer.type)).toEqual(['ready', 'status', 'error']);
      expect(seen[1]).toMatchObject({ status: 'loading' });

      // The real SDK, in order, from our origin: its globals, its bundle, then (initialised with
      // our asset path) its media worker, wasm and styles under /zoom-sdk/<version>/lib and /ui.
      expect(sdkRequests.slice(0, 4)).toEqual(['lib/vendor/react.min.js', 'lib/vendor/redux.min.js', 'lib/vendor/redux-thunk.min.js', `zoom-meeting-${zoomSdkVersion}.min.js`].map((file) => `${sdkBase}/${file}`));
      expect(sdkRequests).toContain(`${sdkBase}/lib/av/js_media.min.js`);
      expect(sdkRequests.some((path) => path.startsWith(`${sdkBase}/lib/av/`) && path.endsWith('.wasm'))).toBe(true);
      expect(sdkRequests).toContain(`${sdkBase}/ui/zoom-meetingsdk.css`);
      // Nothing from a CDN or any other host.
      expect(elsewhere).toEqual([]);

      // Join: the SDK's first request to Zoom carries exactly what the server signed.
      expect(toZoom[0]).toMatchObject({ method: 'POST', url: 'https://zoom.us/api/v1/wc/info' });
      const sent = new URLSearchParams(toZoom[0]!.body);
      expect(sent.get('signature')).toBe(signature.Signature);
      expect(sent.get('meetingNumber')).toBe(signature.MeetingNumber);
      expect(sent.get('passWord')).toBe(signature.Password);
      expect(sent.get('userName')).toBe(signature.UserName);
      expect(sent.get('cv')).toBe(zoomSdkVersion);
      const payload = JSON.parse(Buffer.from(signature.Signature.split('.')[1]!, 'base64url').toString()) as { mn: string; role: number };
      expect(payload).toMatchObject({ mn: '8100100100', role: 0 });

      // The page itself says it plainly (the room shows the meeting's join link beside it, live.test.ts).
      const zoomFrame = page.frames().find((frame) => frame.url().endsWith('/zoom-meeting.html'));
      expect(await zoomFrame?.locator('#zoom-status').textContent()).toMatch(/^The meeting service cannot be reached: the Zoom client could not join the meeting/);
      expect(portal.errors).toEqual([]);
    } finally {
      await context.unrouteAll();
    }
  });

  it('says the service cannot be reached when Zoom never answers (the 45 s watchdog), never a silent spinner', async () => {
    // A network that swallows requests instead of refusing them: the media files the SDK's init
    // waits for (and anything sent to Zoom) are held unanswered, so neither of the SDK's callbacks
    // runs; only the page's own watchdog can end the wait. (A held request to Zoom alone is not
    // enough: the SDK's own request timeout answers join's error callback after about 30 s.) The
    // page's clock is Playwright's, so the 45 s pass without being waited for.
    const context = await browser.newContext({ baseURL });
    const held: string[] = [];
    const hold = (route: Route) => {
      held.push(new URL(route.request().url()).pathname);
    };
    await context.route(zoomHost, hold);
    await context.route(`**${sdkBase}/lib/av/**`, hold);
    const page = await context.newPage();
    try {
      // Time stands still unless the test moves it (no real seconds leak into the 45).
      const start = new Date('2026-11-25T09:00:00Z');
      await page.clock.install({ time: start });
      await page.clock.pauseAt(new Date(start.getTime() + 1_000));
      await page.goto('/account/login');
      await frameAndJoin(page);
      await expect.poll(() => held.length, { timeout: 60_000 }).toBeGreaterThan(0);
      expect(held.every((path) => path.startsWith(`${sdkBase}/lib/av/`))).toBe(true);
      await page.clock.runFor(44_000);
      expect((await answers(page)).map((answer) => answer.type)).toEqual(['ready', 'status']);
      await page.clock.runFor(2_000);
      await expect.poll(async () => (await answers(page)).find((answer) => answer.type === 'error')?.reason).toBe('Zoom did not answer');
      const zoomFrame = page.frames().find((frame) => frame.url().endsWith('/zoom-meeting.html'));
      expect(await zoomFrame?.locator('#zoom-status').textContent()).toBe('The meeting service cannot be reached: Zoom did not answer.');
    } finally {
      await context.close();
    }
  });

  it('answers a clear error when the SDK files cannot be loaded, never a silent spinner', async () => {
    const { page, context } = portal;
    await context.route('**/zoom-sdk/**', (route) => route.fulfill({ status: 404, body: '' }));
    try {
      await page.goto('/account/login');
      await frameAndJoin(page);
      await expect.poll(async () => (await answers(page)).find((answer) => answer.type === 'error')?.reason).toBe('the Zoom client did not load');
    } finally {
      await context.unrouteAll();
    }
  });
});
