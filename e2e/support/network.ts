import type { Page, Request } from 'playwright-core';

/**
 * Chrome DevTools' "Slow 4G" profile: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. On the
 * loopback every response takes a millisecond and the order of parallel work is decided by CPU
 * noise; on a real network round trips and bytes decide it, which is what a waterfall costs.
 */
export async function emulateSlowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

export interface ResourceTiming {
  /** Path and query, without the origin. */
  readonly path: string;
  readonly initiatorType: string;
  /** Milliseconds since navigation start: when the request was issued. */
  readonly startTime: number;
  /** Milliseconds since navigation start: when its last byte arrived. */
  readonly responseEnd: number;
  /** Bytes of the response body after decoding (0 for an opaque response). */
  readonly decodedBodySize: number;
}

/** The page's Resource Timing entries (one clock for scripts and API calls). */
export function resourceTimings(page: Page): Promise<ResourceTiming[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      const url = new URL(resource.name);
      return {
        path: url.pathname + url.search,
        initiatorType: resource.initiatorType,
        startTime: resource.startTime,
        responseEnd: resource.responseEnd,
        decodedBodySize: resource.decodedBodySize,
      };
    }),
  );
}

export interface NetworkWatch {
  /**
   * Resolves once no request of the page has been in flight for `quietMs`, then lets the page
   * render what the last responses brought (two animation frames). The condition Playwright's
   * 'networkidle' waits for, with a shorter quiet window than its fixed 500 ms.
   */
  quiet(quietMs?: number): Promise<void>;
}

/**
 * Watches the page's requests from now on (call it before navigating): which are in flight, and
 * when the last one started or ended.
 */
export function watchNetwork(page: Page, timeoutMs = 20_000): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settle = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(quietMs = 100) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          const pending = [...inFlight].map((request) => request.url()).join(', ');
          throw new Error(`The page's network was not quiet within ${timeoutMs} ms: ${pending}`);
        }
        await new Promise((wait) => setTimeout(wait, 20));
      }
      await page.evaluate(
        () =>
          new Promise<void>((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done())),
          ),
      );
    },
  };
}
