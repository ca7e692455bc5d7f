import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
// The portal's own helper and its default build key: the test links what the portal would link.
import { encryptValue } from '../../apps/web/src/platform/crypto';
import { launchBrowser, openPortal, signIn, type PortalPage } from '../support/browser';

/*
 * The DICOM viewer (issue 19) in the built portal against the real server, on the demo CT phantom
 * the server generated and imported at start: 40 slices, two beads 100 mm apart on every slice.
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const enc = (value: string) => encodeURIComponent(encryptValue(value, routeKey));
const coursePath = `/course/${encodeURIComponent('MDCAT Complete Preparation 2027')}/${enc('1001')}`;

let browser: Browser;
let portal: PortalPage;
let page: Page;
let viewerPath = '';
/** When the viewer first asked for a DICOM token (the e2e server's tokens live 20 s). */
let firstTokenAt = 0;
const tokensSent = new Set<string>();
/** The latest image request and the token it carried. */
let lastWado = { url: '', token: '' };
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL, undefined, { viewport: { width: 1366, height: 900 } });
  page = portal.page;
  await signIn(page);
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

const overlay = (id: string) => page.getByTestId(id);

/** The canvas's pixels (RGBA) inside the viewport, read in the page. */
const canvasStats = () =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="dicom-viewport"] canvas');
    if (!canvas) return null;
    const context = canvas.getContext('2d');
    if (!context) return null;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const levels = new Set<number>();
    let bright = 0;
    for (let index = 0; index < data.length; index += 4) {
      levels.add(data[index]!);
      if (data[index]! > 100) bright += 1;
    }
    return { width: canvas.width, height: canvas.height, levels: levels.size, bright };
  });

/** The centre of the bright (red > 100) pixels of the viewer's canvas, in canvas pixels, and their count. */
const brightCentroid = (on: Page = page) =>
  on.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="dicom-viewport"] canvas')!;
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let [sumX, sumY, count] = [0, 0, 0];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (data[(y * width + x) * 4]! > 100) {
          sumX += x;
          sumY += y;
          count += 1;
        }
    return { x: sumX / count, y: sumY / count, count };
  });

/** How many times the overlay's slice number changed during `ms` milliseconds. */
const sliceChangesDuring = (ms: number) =>
  page.evaluate(
    (duration) =>
      new Promise<number>((resolve) => {
        const target = document.querySelector('[data-testid="overlay-slice"]')!;
        let changes = 0;
        const observer = new MutationObserver(() => {
          changes += 1;
        });
        observer.observe(target, { childList: true, characterData: true, subtree: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(changes);
        }, duration);
      }),
    ms,
  );

describe('DICOM viewer', () => {
  it('opens the CT from the course menu: the first slice is drawn on the canvas', async () => {
    page.on('request', (request) => {
      if (request.url().includes('/api/v6/dicomService/token/refresh') && firstTokenAt === 0) firstTokenAt = Date.now();
      const token = request.headers()['x-dicom-token'];
      if (token && request.url().includes('/dicom/wado')) {
        tokensSent.add(token);
        lastWado = { url: request.url(), token };
      }
    });
    await page.goto(`${coursePath}/subjects`);
    await page.getByRole('link', { name: 'Imaging studies' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${coursePath}/imaging`);
    await page.getByRole('link', { name: 'CT chest: lungs, mediastinum and spine' }).click();
    await expect.poll(() => new URL(page.url()).pathname.split('/').length).toBe(6);
    viewerPath = new URL(page.url()).pathname;
    // Inside the course layout: its menu is beside the viewer, "Imaging studies" marked current.
    await expect.poll(async () => page.getByRole('link', { name: 'Imaging studies' }).count()).toBe(1);
    await expect.poll(async () => overlay('overlay-slice').textContent()).toBe('Im 1/40');
    await expect.poll(async () => (await canvasStats())?.levels ?? 0).toBeGreaterThan(20);
    const stats = await canvasStats();
    // A body on air: many grey levels, and a good share of bright (soft tissue) pixels, not a blank canvas.
    expect(stats!.bright).toBeGreaterThan(stats!.width * stats!.height * 0.03);
    await expect(overlay('overlay-window')).toBeDefined();
    expect(await overlay('overlay-window').textContent()).toBe('W 400 L 40');
  });

  it('scrolls to slice 20 with the keyboard and applies the lung preset', async () => {
    const viewport = page.getByTestId('dicom-viewport');
    await viewport.focus();
    for (let step = 0; step < 19; step++) await page.keyboard.press('ArrowDown');
    await expect.poll(async () => overlay('overlay-slice').textContent()).toBe('Im 20/40');
    await page.keyboard.press('1');
    await expect.poll(async () => overlay('overlay-window').textContent()).toBe('W 1500 L -600');
    await expect(page.getByRole('button', { name: 'Lung' })).toBeDefined();
  });

  it('measures the calibration beads: 100 mm within 1 %', async () => {
    // Bone window: the beads (+1000 HU) are the brightest things at their height.
    await page.keyboard.press('3');
    await expect.poll(async () => overlay('overlay-window').textContent()).toBe('W 1800 L 400');
    // The overlay shows the new window before the canvas has been drawn with it: read the canvas
    // until only the beads are bright (a few small spots each side, not a lung-window body).
    const findBeads = () =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="dicom-viewport"] canvas')!;
        const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        const points: { x: number; y: number }[] = [];
        for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (data[(y * width + x) * 4]! > 200) points.push({ x, y });
        const middle = width / 2;
        const left = points.filter((p) => p.x < middle);
        const right = points.filter((p) => p.x >= middle);
        const centroid = (list: { x: number; y: number }[]) => ({ x: list.reduce((sum, p) => sum + p.x, 0) / list.length + 0.5, y: list.reduce((sum, p) => sum + p.y, 0) / list.length + 0.5 });
        const rect = canvas.getBoundingClientRect();
        const toPage = (point: { x: number; y: number }) => ({ x: rect.left + (point.x * rect.width) / width, y: rect.top + (point.y * rect.height) / height });
        const spots = left.length > 0 && right.length > 0 && left.length < 0.01 * width * height && right.length < 0.01 * width * height;
        return { spots, at: spots ? [toPage(centroid(left)), toPage(centroid(right))] : [] };
      });
    await expect.poll(async () => (await findBeads()).spots).toBe(true);
    const beads = (await findBeads()).at;
    await page.keyboard.press('m');
    await page.mouse.move(beads[0]!.x, beads[0]!.y);
    await page.mouse.down();
    await page.mouse.move(beads[1]!.x, beads[1]!.y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => overlay('overlay-measurement').textContent()).toMatch(/^Length \d+\.\d mm$/);
    const millimetres = Number((await overlay('overlay-measurement').textContent())!.replace(/[^\d.]/g, ''));
    expect(Math.abs(millimetres - 100)).toBeLessThanOrEqual(1);
  });

  it('measures a right angle at the right bead: first arm along the beads, second straight up', async () => {
    const findBeadsAgain = () =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="dicom-viewport"] canvas')!;
        const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        const left: { x: number; y: number }[] = [];
        const right: { x: number; y: number }[] = [];
        for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (data[(y * width + x) * 4]! > 200 && data[(y * width + x) * 4 + 2]! > 200 && data[(y * width + x) * 4 + 1]! > 200) (x < width / 2 ? left : right).push({ x, y });
        const centroid = (list: { x: number; y: number }[]) => ({ x: list.reduce((sum, p) => sum + p.x, 0) / list.length + 0.5, y: list.reduce((sum, p) => sum + p.y, 0) / list.length + 0.5 });
        const rect = canvas.getBoundingClientRect();
        const toPage = (point: { x: number; y: number }) => ({ x: rect.left + (point.x * rect.width) / width, y: rect.top + (point.y * rect.height) / height });
        return [toPage(centroid(left)), toPage(centroid(right))];
      });
    // Clear the length line first (reset keeps the bone window off: choose it again).
    await page.getByTestId('dicom-viewport').focus();
    await page.keyboard.press('r');
    await page.keyboard.press('3');
    await expect.poll(async () => overlay('overlay-measurement').count()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [left, right] = await findBeadsAgain();
    await page.keyboard.press('a');
    await page.mouse.move(left!.x, left!.y);
    await page.mouse.down();
    await page.mouse.move(right!.x, right!.y, { steps: 5 });
    await page.mouse.up();
    await page.mouse.move(right!.x, right!.y - 120, { steps: 5 });
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(async () => overlay('overlay-angle').textContent()).toMatch(/^Angle \d+\.\d°$/);
    const degrees = Number((await overlay('overlay-angle').textContent())!.replace(/[^\d.]/g, ''));
    expect(Math.abs(degrees - 90)).toBeLessThanOrEqual(1);
  });

  it('rotates and flips the image, and reset undoes both', async () => {
    await page.getByTestId('dicom-viewport').focus();
    await page.keyboard.press('o');
    await page.keyboard.press('h');
    await expect.poll(async () => overlay('overlay-orientation').textContent()).toBe('R90 H');
    await page.getByRole('button', { name: 'Flip ↕' }).click();
    await expect.poll(async () => overlay('overlay-orientation').textContent()).toBe('R90 H V');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(async () => overlay('overlay-orientation').count()).toBe(0);
  });

  it('scrolls with the mouse wheel', async () => {
    const viewport = page.getByTestId('dicom-viewport');
    await viewport.focus();
    await page.keyboard.press('Home');
    await expect.poll(async () => overlay('overlay-slice').textContent()).toBe('Im 1/40');
    const box = (await viewport.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let step = 0; step < 3; step++) await page.mouse.wheel(0, 120);
    await expect.poll(async () => overlay('overlay-slice').textContent()).toBe('Im 4/40');
  });

  it('plays cine and stops it', async () => {
    await page.getByTestId('dicom-viewport').focus();
    const before = await overlay('overlay-slice').textContent();
    await page.keyboard.press(' ');
    await expect.poll(async () => overlay('overlay-slice').textContent()).not.toBe(before);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => page.getByRole('button', { name: 'Play' }).count()).toBe(1);
  });

  it('outlives a real 20 s DICOM token mid-session: the old one is refused as expired, the viewer renewed it unasked', async () => {
    expect(firstTokenAt).toBeGreaterThan(0);
    // The same document all along (no reload, which would start from a fresh token): the marker set
    // here must still be there when the radiograph is drawn.
    await page.evaluate(() => {
      (window as unknown as { sameSession?: boolean }).sameSession = true;
    });
    const wait = firstTokenAt + 21_000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const [oldToken] = [...tokensSent];
    // Through the course menu and the study list, inside the single-page app.
    await page.getByRole('link', { name: 'Imaging studies' }).click();
    await page.getByRole('link', { name: 'Chest radiograph (PA)' }).click();
    await expect.poll(async () => overlay('overlay-slice').textContent()).toBe('Im 1/1');
    await expect.poll(async () => (await canvasStats())?.levels ?? 0).toBeGreaterThan(20);
    expect(await page.evaluate(() => (window as unknown as { sameSession?: boolean }).sameSession)).toBe(true);
    expect(await page.getByText(/could not be shown/).count()).toBe(0);
    // The enrolment's token source renewed its token unasked (a quarter-life before expiry): a new
    // token carried the radiograph; the first one now gets the server's 401 (message 510).
    expect(tokensSent.size).toBeGreaterThanOrEqual(2);
    expect(lastWado.url).toContain('/dicom/wado');
    expect(lastWado.token).not.toBe(oldToken);
    const imageUrl = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).find((name) => name.includes('/dicom/wado'))!);
    const refused = await page.request.get(imageUrl, { headers: { 'x-dicom-token': oldToken! } });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe('DicomTokenExpiredException');
  });

  it('keeps working when the DICOM token is refused as expired: it refreshes it and retries', async () => {
    // The server's expiry is tested in the server suite (its clock moves); here the first image
    // request of the MR study answers what an expired token gets.
    let refused = 0;
    let refreshes = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v6/dicomService/token/refresh')) refreshes += 1;
    });
    await page.route('**/dicom/wado?**', async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ Data: null, success: false, Message: 'expired', error: 'DicomTokenExpiredException' }) });
        return;
      }
      await route.continue();
    });
    await page.goto(`${coursePath}/imaging`);
    await page.getByRole('link', { name: 'MR brain: axial T1' }).click();
    await expect.poll(async () => overlay('overlay-slice').textContent()).toBe('Im 1/20');
    await expect.poll(async () => (await canvasStats())?.levels ?? 0).toBeGreaterThan(20);
    expect(refused).toBe(1);
    // The 401 made the viewer ask for a new token (the enrolment's token is shared by its studies).
    expect(refreshes).toBeGreaterThanOrEqual(1);
    expect(await page.getByText(/could not be shown/).count()).toBe(0);
    await page.unroute('**/dicom/wado?**');
  });

  it('zooms, pans, scrolls by the slider, plays cine at the chosen frame rate and lists the shortcuts', async () => {
    // The MR (20 slices) from the test above.
    await expect.poll(async () => overlay('overlay-slice').textContent()).toBe('Im 1/20');
    const viewport = page.getByTestId('dicom-viewport');
    const zoom = async () => Number((await overlay('overlay-zoom').textContent())!.replace(/[^\d.]/g, ''));
    await viewport.focus();
    const fitted = await zoom();
    await page.keyboard.press('+');
    await expect.poll(zoom).toBeCloseTo(fitted * 1.25, 1);
    // The zoom tool: a drag 100 px up zooms in by e^(1/2).
    const box = (await viewport.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.keyboard.press('z');
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx, cy - 100, { steps: 5 });
    await page.mouse.up();
    await expect.poll(zoom).toBeCloseTo(fitted * 1.25 * Math.exp(0.5), 1);
    // Pan: the head moves with the drag.
    await page.keyboard.press('r');
    await expect.poll(zoom).toBeCloseTo(fitted, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = await brightCentroid();
    await page.keyboard.press('p');
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 80, cy + 40, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await brightCentroid()).x - before.x).toBeGreaterThan(40);
    expect((await brightCentroid()).y - before.y).toBeGreaterThan(20);
    // The slider under the image.
    await page.getByRole('slider', { name: 'Slice' }).fill('12');
    await expect.poll(async () => overlay('overlay-slice').textContent()).toBe('Im 12/20');
    // Cine at 2 frames/s, then at 10: slice changes counted in the page over 2 s each.
    await page.getByRole('spinbutton', { name: 'Frames/s' }).fill('2');
    await page.getByRole('button', { name: 'Play' }).click();
    const slow = await sliceChangesDuring(2000);
    await page.getByRole('spinbutton', { name: 'Frames/s' }).fill('10');
    const fast = await sliceChangesDuring(2000);
    await page.getByRole('button', { name: 'Pause' }).click();
    expect(slow).toBeGreaterThanOrEqual(2);
    expect(slow).toBeLessThanOrEqual(6);
    expect(fast).toBeGreaterThanOrEqual(10);
    // The help dialog lists the shortcuts, touch gestures included.
    await viewport.focus();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.poll(async () => help.isVisible()).toBe(true);
    for (const text of ['previous / next slice', 'CT presets: lung, mediastinum, bone, brain, abdomen', 'zoom, pan (touch)', 'play / pause cine']) expect(await help.getByText(text).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(async () => help.count()).toBe(0);
  });

  it('pinches to zoom and pans with two fingers at phone width', async () => {
    const phone = await openPortal(browser, baseURL, undefined, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const touchPage = phone.page;
      await signIn(touchPage);
      await touchPage.goto(viewerPath);
      const slice = touchPage.getByTestId('overlay-slice');
      await expect.poll(async () => slice.textContent()).toBe('Im 1/40');
      const zoomText = touchPage.getByTestId('overlay-zoom');
      const zoom = async () => Number((await zoomText.textContent())!.replace(/[^\d.]/g, ''));
      const centroid = () => brightCentroid(touchPage);
      await expect.poll(async () => (await centroid()).count).toBeGreaterThan(1000);
      const viewport = touchPage.getByTestId('dicom-viewport');
      await viewport.scrollIntoViewIfNeeded();
      const box = (await viewport.boundingBox())!;
      const [cx, cy] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
      const cdp = await phone.context.newCDPSession(touchPage);
      /** Two fingers from `from` to `to` (their x offsets from the centre, and a shared shift), in steps. */
      const twoFingers = async (from: { spread: number; dx: number; dy: number }, to: { spread: number; dx: number; dy: number }) => {
        const points = (at: { spread: number; dx: number; dy: number }) => [
          { x: cx - at.spread + at.dx, y: cy + at.dy, id: 1 },
          { x: cx + at.spread + at.dx, y: cy + at.dy, id: 2 },
        ];
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
        for (let step = 1; step <= 8; step++) {
          const at = { spread: from.spread + ((to.spread - from.spread) * step) / 8, dx: from.dx + ((to.dx - from.dx) * step) / 8, dy: from.dy + ((to.dy - from.dy) * step) / 8 };
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(at) });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const fitted = await zoom();
      const windowBefore = await touchPage.getByTestId('overlay-window').textContent();
      // Pinch out: the fingers twice as far apart, the image twice as large.
      await twoFingers({ spread: 40, dx: 0, dy: 0 }, { spread: 80, dx: 0, dy: 0 });
      await expect.poll(zoom).toBeCloseTo(fitted * 2, 1);
      // Two fingers moved together pan the image, at the same zoom.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = await centroid();
      await twoFingers({ spread: 60, dx: 0, dy: 0 }, { spread: 60, dx: 0, dy: 60 });
      await expect.poll(async () => (await centroid()).y - before.y).toBeGreaterThan(30);
      expect(await zoom()).toBeCloseTo(fitted * 2, 1);
      // The gestures did not change the window, and the page itself was neither zoomed nor scrolled by them.
      expect(await touchPage.getByTestId('overlay-window').textContent()).toBe(windowBefore);
      expect(await touchPage.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it("is not found for a student of another course", async () => {
    const other = await openPortal(browser, baseURL, undefined, { viewport: { width: 1366, height: 900 } });
    try {
      await signIn(other.page, 'demo.candidate2');
      await other.page.goto(viewerPath);
      // Not this student's course: page-not-found (issue 19), not the course section's log-out.
      await expect.poll(() => new URL(other.page.url()).pathname).toBe('/dashboard/page-not-found');
      expect(await other.page.locator('[data-testid="dicom-viewport"]').count()).toBe(0);
    } finally {
      await other.context.close();
    }
  });
});
