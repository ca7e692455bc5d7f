import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPortal, type PortalPage } from '../support/browser';

/*
 * Issue 15: the isolated Zoom page (/zoom-meeting.html) in Chromium, framed by a portal page as the
 * meeting room frames it, under the server's real headers (its own CSP, COEP). The SDK's files are
 * not in this repository and Zoom is not reachable here, so /zoom-sdk/ is intercepted: a stand-in
 * ZoomMtg records what the page calls (asset path, init, join with the signature). Without it the
 * page must answer `error`, not hang. No real Zoom meeting is exercised.
 */
const baseURL = inject('baseURL');
const signature = {
  Signature: 'header.payload.signature-from-the-server',
  SdkKey: 'public-sdk-key',
  MeetingNumber: '8100100100',
  Password: 'demo10',
  UserName: 'Ayesha Khan',
  UserEmail: 'demo.candidate@example.com',
  Role: 0,
};

const stubSdk = `window.ZoomMtg = {
  calls: [],
  setZoomJSLib: function (path, dir) { this.calls.push(['setZoomJSLib', path, dir]); },
  preLoadWasm: function () { this.calls.push(['preLoadWasm']); },
  prepareWebSDK: function () { this.calls.push(['prepareWebSDK']); },
  init: function (options) { this.calls.push(['init', options.leaveUrl]); options.success(); },
  join: function (options) { this.calls.push(['join', options]); parent.postMessage({ source: 'zoom-stub', calls: JSON.parse(JSON.stringify(this.calls)) }, location.origin); options.success(); },
  leaveMeeting: function (options) { options.success(); }
};`;

/** Frames the Zoom page in a portal page, sends `join` once it is ready, and collects its answers. */
async function frameAndJoin(page: Page): Promise<void> {
  await page.evaluate((joinSignature) => {
    const answers: unknown[] = [];
    (window as unknown as { zoomAnswers: unknown[] }).zoomAnswers = answers;
    const frame = document.createElement('iframe');
    frame.src = '/zoom-meeting.html';
    frame.allow = 'camera; microphone; display-capture';
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
  it('is served with its own headers, loads the SDK from our /zoom-sdk/ and joins with the server signature', async () => {
    const { page, context } = portal;
    const response = await page.request.get('/zoom-meeting.html');
    expect(response.headers()['cross-origin-embedder-policy']).toBe('require-corp');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    const requested: string[] = [];
    await context.route('**/zoom-sdk/**', async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await route.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'cross-origin-resource-policy': 'same-origin' }, body: route.request().url().endsWith('zoom-meeting.min.js') ? stubSdk : '' });
    });
    await page.goto('/account/login');
    await frameAndJoin(page);
    await expect.poll(async () => (await answers(page)).some((answer) => answer.source === 'zoom-stub')).toBe(true);
    const stub = (await answers(page)).find((answer) => answer.source === 'zoom-stub') as { calls: unknown[][] };
    expect(stub.calls[0]).toEqual(['setZoomJSLib', `${new URL(baseURL).origin}/zoom-sdk/lib`, '/av']);
    expect(stub.calls.map((call) => call[0])).toEqual(['setZoomJSLib', 'preLoadWasm', 'prepareWebSDK', 'init', 'join']);
    expect(stub.calls[4]?.[1]).toMatchObject({ signature: signature.Signature, sdkKey: signature.SdkKey, meetingNumber: signature.MeetingNumber, passWord: signature.Password });
    await expect.poll(async () => (await answers(page)).some((answer) => answer.type === 'status' && answer.status === 'joined')).toBe(true);
    expect(requested.every((path) => path.startsWith('/zoom-sdk/'))).toBe(true);
    expect(requested).toContain('/zoom-sdk/zoom-meeting.min.js');
    await context.unrouteAll();
  });

  it('answers a clear error when the SDK files are not there (this machine), never a silent spinner', async () => {
    const { page } = portal;
    await page.goto('/account/login');
    await frameAndJoin(page);
    await expect.poll(async () => (await answers(page)).find((answer) => answer.type === 'error')?.reason).toBe('the Zoom client did not load');
  });
});
