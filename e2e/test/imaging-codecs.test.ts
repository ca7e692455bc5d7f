import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
// The portal's own helper and its default build key: the test links what the portal would link.
import { encryptValue } from '../../apps/web/src/platform/crypto';
// Real JPEG-LS / JPEG 2000 files, encoded in Node by the codecs' full builds (test support).
import { ctFile, ds, encodedCtFile, part10, phantomSlice, TestSyntax, us } from '../../apps/web/src/features/imaging/viewport/encoded-test-files';
// The server's own Part-10 reader and writer, to send the demo CT in implicit VR.
import { readDicomFile, tag, textElement, TransferSyntax, writeDicomFile } from '../../apps/server/src/modules/imaging/dicom/part10';
import { encode as encodeJpeg } from 'jpeg-js';
import { launchBrowser, openPortal, signIn, type PortalPage } from '../support/browser';

/*
 * The DICOM viewer's WebAssembly codecs (issue 19) in the BUILT portal, in Chromium, under the
 * server's real Content-Security-Policy: a series whose WADO answers are JPEG-LS files, then a
 * JPEG 2000 radiograph, are drawn on the canvas; their .wasm comes from our origin only, on first
 * use; an unsupported transfer syntax shows its reason over the viewport instead of a blank canvas.
 * The demo studies are native and RLE, so the WADO answers are replaced here by encoded files (the
 * same phantom the server's and encoded-test-files' codecs make; decoding is cornerstone-wado-image-loader's,
 * in its web workers, under the worker's own policy: apps/server/src/http/security-headers.ts).
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const enc = (value: string) => encodeURIComponent(encryptValue(value, routeKey));
const coursePath = `/course/${encodeURIComponent('MDCAT Complete Preparation 2027')}/${enc('1001')}`;

let browser: Browser;
let portal: PortalPage;
let page: Page;
const wasmResponses: { url: string; status: number; type: string }[] = [];
// cornerstone-wado-image-loader 4.13.2's codecs, copied by the build (apps/web/vite-wado-loader.ts)
// under their package's content-hashed names, fetched by its decode worker from our origin.
const codecFolder = '/assets/cornerstone-wado-image-loader-4.13.2/';
const charlsWasm = `${codecFolder}5004fdc02f329ce53b69.wasm`;
const openjpegWasm = `${codecFolder}65916ef3def695744bda.wasm`;
/** The codecs fetched, each once (each of the loader's decode workers fetches the codec it needs: the second from the HTTP cache). */
const codecsFetched = () => [...new Set(wasmResponses.map((response) => new URL(response.url).pathname))];
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
    await expect.poll(async () => page.getByTestId('overlay-window').textContent()).toBe('W 400 L 40');
    // The reader's own changes to the soft-tissue series (inverted) must not follow to the next one.
    await page.getByTestId('dicom-viewport').focus();
    await page.keyboard.press('i');
    await expect.poll(async () => page.getByRole('button', { name: 'Invert' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('navigation', { name: 'Series' }).getByRole('button', { name: /Axial 10 mm lung window \(JPEG-LS\)/ }).click();
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 1/10');
    // A new series opens in its own window (the lung window its files carry), not the last series'.
    await expect.poll(async () => page.getByTestId('overlay-window').textContent()).toBe('W 1500 L -600');
    expect(await page.getByRole('button', { name: 'Invert' }).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await canvasStats())?.levels ?? 0).toBeGreaterThan(20);
    expect(await page.getByTestId('viewport-image-error').count()).toBe(0);
    // The metadata panel shows the slice's own tags: JPEG-LS lossless, the lung window it carries.
    await expect.poll(async () => page.getByText(TestSyntax.jpegLsLossless, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('-600', { exact: true }).count()).toBeGreaterThan(0);
    expect(codecsFetched()).toEqual([charlsWasm]);
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
    expect(codecsFetched()).toEqual([charlsWasm]);
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
    await expect.poll(() => wasmResponses.some((response) => new URL(response.url).pathname === openjpegWasm)).toBe(true);
    expect(cspViolations).toEqual([]);
  });

  it('draws the demo CT sent in implicit VR little endian', async () => {
    await page.unroute('**/dicom/wado?**');
    let reencoded = 0;
    // The real WADO answers; the native (explicit VR) slices come back re-written in implicit VR.
    await page.route('**/dicom/wado?**', async (route) => {
      const body = new Uint8Array(await (await route.fetch()).body());
      const file = readDicomFile(body);
      if (file.transferSyntax !== TransferSyntax.explicitLittleEndian) return route.fulfill({ status: 200, contentType: 'application/dicom', body: Buffer.from(body) });
      const meta = file.meta.map((element) => (element.tag === tag(0x0002, 0x0010) ? textElement(element.tag, 'UI', TransferSyntax.implicitLittleEndian) : element));
      reencoded += 1;
      await route.fulfill({ status: 200, contentType: 'application/dicom', body: Buffer.from(writeDicomFile({ meta, dataset: file.dataset, transferSyntax: TransferSyntax.implicitLittleEndian })) });
    });
    await openStudy('CT chest: lungs, mediastinum and spine');
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 1/40');
    await expect.poll(async () => (await canvasStats())?.levels ?? 0).toBeGreaterThan(20);
    const stats = (await canvasStats())!;
    expect(stats.bright).toBeGreaterThan(stats.pixels * 0.03);
    expect(reencoded).toBeGreaterThan(0);
    // Its own window, read from the implicit VR attributes, and the syntax in the metadata panel.
    await expect.poll(async () => page.getByTestId('overlay-window').textContent()).toBe('W 400 L 40');
    await expect.poll(async () => page.getByText(TransferSyntax.implicitLittleEndian, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('viewport-image-error').count()).toBe(0);
    // The rest of the stack may still be on its way through the handler: drop it without errors.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('draws a JPEG baseline (8 bit) radiograph, its decoder loaded by the built portal', async () => {
    const size = 256;
    // The phantom in 8-bit grey (a lung window), JPEG-encoded the way an archive sends a lossy radiograph.
    const grey = Array.from(phantomSlice(size, 5), (hu) => Math.max(0, Math.min(255, Math.round(((hu + 1350) / 1500) * 255))));
    const jpeg = encodeJpeg({ width: size, height: size, data: Buffer.from(grey.flatMap((value) => [value, value, value, 255])) }, 90).data;
    const file = part10(
      [
        [0x0008, 0x0060, 'CS', ds('CR')],
        [0x0020, 0x0013, 'IS', ds('1')],
        [0x0028, 0x0002, 'US', us(1)],
        [0x0028, 0x0004, 'CS', ds('MONOCHROME2')],
        [0x0028, 0x0010, 'US', us(size)],
        [0x0028, 0x0011, 'US', us(size)],
        [0x0028, 0x0030, 'DS', ds('0.7\\0.7')],
        [0x0028, 0x0100, 'US', us(8)],
        [0x0028, 0x0101, 'US', us(8)],
        [0x0028, 0x0102, 'US', us(7)],
        [0x0028, 0x0103, 'US', us(0)],
        [0x0028, 0x1050, 'DS', ds('128')],
        [0x0028, 0x1051, 'DS', ds('256')],
        [0x7fe0, 0x0010, 'EN', new Uint8Array(jpeg)],
      ],
      '1.2.840.10008.1.2.4.50',
    );
    await serveWado(async () => file);
    await openStudy('Chest radiograph (PA)');
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 1/1');
    await expect.poll(async () => (await canvasStats())?.levels ?? 0).toBeGreaterThan(20);
    const stats = (await canvasStats())!;
    expect(stats.bright).toBeGreaterThan(stats.pixels * 0.03);
    expect(await page.getByTestId('viewport-image-error').count()).toBe(0);
    await expect.poll(async () => page.getByText('1.2.840.10008.1.2.4.50', { exact: true }).count()).toBeGreaterThan(0);
    await page.unroute('**/dicom/wado?**');
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

  it('a corrupt file inside a series names its image and why, and the rest of the series still loads', async () => {
    await page.unroute('**/dicom/wado?**');
    const listed = page.waitForResponse((response) => response.url().includes('/DicomService/GetStudies'));
    await page.goto(`${coursePath}/imaging`);
    const { Data } = (await (await listed).json()) as { Data: { Studies: { Title: string; Series: { Instances: { SopInstanceUid: string }[] }[] }[] } };
    const mr = Data.Studies.find((study) => study.Title === 'MR brain: axial T1')!;
    const broken = mr.Series[0]!.Instances[2]!.SopInstanceUid;
    let truncated = 0;
    // The real WADO answers, except the third slice's file, cut in half on its way.
    await page.route('**/dicom/wado?**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('objectUID') !== broken) return route.continue();
      const body = await (await route.fetch()).body();
      truncated += 1;
      await route.fulfill({ status: 200, contentType: 'application/dicom', body: body.subarray(0, Math.floor(body.length / 2)) });
    });
    await page.getByRole('link', { name: 'MR brain: axial T1' }).click();
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 1/20');
    await expect.poll(async () => (await canvasStats())?.levels ?? 0).toBeGreaterThan(20);
    // The list below the viewport names the one broken image and why; the other 19 loaded.
    const listedProblems = page.locator('[data-slot="viewer-errors"] li');
    await expect.poll(async () => listedProblems.allTextContents()).toEqual([expect.stringMatching(/^Image 3: the (file is not readable DICOM|.+ pixel data could not be decoded) \(.+\)$/)]);
    expect(truncated).toBe(1);
    await expect.poll(async () => page.getByText('1 image of 20 could not be shown; the others can be viewed.').count()).toBe(1);
    const viewport = page.getByTestId('dicom-viewport');
    await viewport.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 2/20');
    expect(await page.getByTestId('viewport-image-error').count()).toBe(0);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 3/20');
    await expect.poll(async () => page.getByTestId('viewport-image-error').locator('p').first().textContent()).toBe('Image 3 of 20 could not be shown');
    // The next slice is drawn again: the alert goes, the canvas shows the head.
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 4/20');
    await expect.poll(async () => page.getByTestId('viewport-image-error').count()).toBe(0);
    expect((await canvasStats())!.levels).toBeGreaterThan(20);
    // And the last one.
    await page.keyboard.press('End');
    await expect.poll(async () => page.getByTestId('overlay-slice').textContent()).toBe('Im 20/20');
    expect(await page.getByTestId('viewport-image-error').count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
