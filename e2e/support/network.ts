import type { Page } from 'playwright-core';

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
      };
    }),
  );
}
