import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
// The portal's own helper and its default build key: the test links what the portal would link.
import { encryptValue } from '../../apps/web/src/platform/crypto';
// Real JPEG-LS / JPEG 2000 files, encoded in Node by the codecs' full builds (test support).
import { ctFile, encodedCtFile, TestSyntax } from '../../apps/web/src/features/imaging/viewport/encoded-test-files';
import { launchBrowser, openPortal, signIn, type PortalPage } from '../support/browser';

/*
 * The DICOM viewer's WebAssembly codecs (issue 19) in the BUILT portal, in Chromium, under the
 * server's real Content-Security-Policy: a series whose WADO answers are JPEG-LS files, then a
 * JPEG 2000 radiograph, are drawn on the canvas; their .wasm comes from our origin only, on first
 * use; an unsupported transfer syntax shows its reason over the viewport instead of a blank canvas.
 * The demo studies are native and RLE, so the WADO answers are replaced here by encoded files (the
 * same phantom each codec's unit test decodes exactly, in dicom-image's wasm-codecs.test.ts).
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const enc = (value: string) => encodeURIComponent(encryptValue(value, routeKey));
const coursePath = `/course/${encodeURIComponent('MDCAT Complete Preparation 2027')}/${enc('1001')}`;

let browser: Browser;
let portal: PortalPage;
let page: Page;
const wasmResponses: { url: string; status: number; type: string }[] = [];
const cspViolations: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL, undefined, { viewport: { width: 1366, height: 900 } });
  page = portal.page;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.wasm')) wasmResponses.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] ?? '' });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await signIn(page);
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

/** The canvas's grey levels and bright pixels (RGBA, red channel). */
const canvasStats = () =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="dicom-viewport"] canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return null;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const levels = new Set<number>();
    let bright = 0;
    for (let index = 0; index < data.length; index += 4) {
      levels.add(data[index]!);
      if (data[index]! > 100) bright += 1;
    }
    return { pixels: canvas.width * canvas.height, levels: levels.size, bright };
  });

/** Answers every WADO request with the files `next` gives, in order of request. */
async function serveWado(next: () => Promise<Uint8Array>): Promise<void> {
  await page.unroute('**/dicom/wado?**');
  await page.route('**/dicom/wado?**', async (route) => {
    await route.fulfill({ status: 200, contentType: 'application/dicom', body: Buffer.from(await next()) });
  });
}

async function openStudy(title: string): Promise<void> {
  await page.goto(`${coursePath}/imaging`);
  await page.getByRole('link', { name: title }).click();
}

describe('DICOM viewer: JPEG-LS and JPEG 2000 in the built portal', () => {
  it("opens the demo CT's JPEG-LS lung series (seeded, served by the real WADO): slice 1 drawn", async () => {
    await openStudy('CT chest: lungs, mediastinum and spine');
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 1/40');
    await page.getByRole('navigation', { name: 'Series' }).getByRole('button', { name: /Axial 10 mm lung window \(JPEG-LS\)/ }).click();
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 1/10');
    await expect.poll(async () => (await canvasStats())?.levels ?? 0).toBeGreaterThan(20);
    expect(await page.getByTestId('viewport-image-error').count()).toBe(0);
    // The metadata panel shows the slice's own tags: JPEG-LS lossless, the lung window it carries.
    await expect.poll(async () => page.getByText(TestSyntax.jpegLsLossless, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('-600', { exact: true }).count()).toBeGreaterThan(0);
    expect(wasmResponses.map((response) => new URL(response.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/charlswasm_decode-[\w-]+\.wasm$/)]);
    // A fresh page for the tests below, which count the codec downloads from the start.
    await page.reload();
    wasmResponses.length = 0;
  });

  it('renders a JPEG-LS lossless series: the first slice on the canvas, its codec from our origin', async () => {
    expect(wasmResponses).toEqual([]);
    let served = 0;
    await serveWado(async () => (await encodedCtFile(TestSyntax.jpegLsLossless, 256, ++served)).file);
    await openStudy('MR brain: axial T1');
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 1/20');
    await expect.poll(async () => (await canvasStats())?.levels ?? 0).toBeGreaterThan(20);
    const stats = (await canvasStats())!;
    // Soft tissue at W400/L40 is mid grey, air black: a body, not a blank canvas.
    expect(stats.bright).toBeGreaterThan(stats.pixels * 0.03);
    expect(await page.getByTestId('viewport-image-error').count()).toBe(0);
    // The metadata panel names the syntax the slice came in.
    await expect.poll(async () => page.getByText(TestSyntax.jpegLsLossless, { exact: true }).count()).toBeGreaterThan(0);
    // Only CharLS was fetched (OpenJPEG waits for a JPEG 2000 image), from our origin, as wasm.
    expect(wasmResponses.map((response) => new URL(response.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/charlswasm_decode-[\w-]+\.wasm$/)]);
    expect(wasmResponses.every((response) => response.url.startsWith(baseURL) && response.status === 200 && response.type.startsWith('application/wasm'))).toBe(true);
    // Scrolling decodes further slices with the same module.
    await page.getByTestId('dicom-viewport').focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowDown');
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 5/20');
    expect(await page.getByTestId('viewport-image-error').count()).toBe(0);
  });

  it('renders a JPEG 2000 lossless image, loading OpenJPEG only now', async () => {
    await serveWado(async () => (await encodedCtFile(TestSyntax.jpeg2000Lossless, 256, 9)).file);
    await openStudy('Chest radiograph (PA)');
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 1/1');
    await expect.poll(async () => (await canvasStats())?.levels ?? 0).toBeGreaterThan(20);
    expect(await page.getByTestId('viewport-image-error').count()).toBe(0);
    await expect.poll(() => wasmResponses.some((response) => /\/assets\/openjpegwasm_decode-[\w-]+\.wasm$/.test(response.url))).toBe(true);
    expect(cspViolations).toEqual([]);
  });

  it('an unsupported transfer syntax shows which image and why over the viewport, not a blank canvas', async () => {
    const mpeg2 = ctFile({ rows: 32, columns: 32, transferSyntax: '1.2.840.10008.1.2.4.100', pixelData: new Uint8Array(64), signed: true });
    await serveWado(async () => mpeg2);
    await openStudy('Chest radiograph (PA)');
    const alert = page.getByTestId('viewport-image-error');
    await expect.poll(async () => alert.count()).toBe(1);
    expect(await alert.getAttribute('role')).toBe('alert');
    // Its two lines: which image, then why.
    expect(await alert.locator('p').allTextContents()).toEqual(['Image 1 of 1 could not be shown', 'transfer syntax 1.2.840.10008.1.2.4.100 is not supported yet']);
    // The series' list of problems says the same below the viewport.
    await expect.poll(async () => page.getByText('Image 1: transfer syntax 1.2.840.10008.1.2.4.100 is not supported yet').count()).toBe(1);
    await page.unroute('**/dicom/wado?**');
  });
});
