import { describe, expect, it } from 'vitest';
import type { EarlyResponse } from '@portal/api';
import {
  createEarlyReads,
  EARLY_READ_MAX_AGE_MS,
  EARLY_READS_GLOBAL,
  type EarlyReadsLeft,
} from './early-reads';

const response = (body: string): Promise<EarlyResponse> =>
  Promise.resolve({ status: 200, text: async () => body });

function left(
  token: string,
  sentAt: number,
  urls: string[],
): Record<string, EarlyReadsLeft | undefined> {
  return {
    [EARLY_READS_GLOBAL]: {
      token,
      sentAt,
      responses: Object.fromEntries(urls.map((url) => [url, response(url)])),
    },
  };
}

describe('the early reads the document sent', () => {
  it('are taken once each, by URL, with the token they carried', async () => {
    const holder = left('token-a', 1000, ['/api/v6/A', '/api/v6/B']);
    const reads = createEarlyReads(holder, () => 2000);
    const first = reads.take('/api/v6/A', 'token-a');
    expect(await (await first)?.text()).toBe('/api/v6/A');
    expect(reads.take('/api/v6/A', 'token-a')).toBeUndefined();
    expect(reads.take('/api/v6/C', 'token-a')).toBeUndefined();
    expect(reads.take('/api/v6/B', 'token-a')).toBeDefined();
  });

  it('are never handed to another token, and are all dropped when one asks', () => {
    const holder = left('token-a', 1000, ['/api/v6/A', '/api/v6/B']);
    const reads = createEarlyReads(holder, () => 2000);
    expect(reads.take('/api/v6/A', 'token-b')).toBeUndefined();
    // Even the first token does not get them back afterwards: a token change ends them.
    expect(reads.take('/api/v6/B', 'token-a')).toBeUndefined();
    expect(holder[EARLY_READS_GLOBAL]).toBeUndefined();
  });

  it('expire: a read not taken while the first page loaded never answers a later call', () => {
    const holder = left('token-a', 1000, ['/api/v6/A']);
    expect(
      createEarlyReads(holder, () => 1000 + EARLY_READ_MAX_AGE_MS + 1).take('/api/v6/A', 'token-a'),
    ).toBeUndefined();
    expect(holder[EARLY_READS_GLOBAL]).toBeUndefined();
  });

  it('are all dropped by discard (logout)', () => {
    const holder = left('token-a', 1000, ['/api/v6/A']);
    const reads = createEarlyReads(holder, () => 2000);
    reads.discard();
    expect(reads.take('/api/v6/A', 'token-a')).toBeUndefined();
  });

  it('none when the document sent none (signed out, or the login document)', () => {
    expect(createEarlyReads({}, () => 0).take('/api/v6/A', 'token-a')).toBeUndefined();
  });

  it('read the ones not taken to their end when dropped, and drop themselves once too old', async () => {
    const read: string[] = [];
    const holder: Record<string, EarlyReadsLeft | undefined> = {
      [EARLY_READS_GLOBAL]: {
        token: 'token-a',
        sentAt: 1000,
        responses: Object.fromEntries(
          ['/api/v6/A', '/api/v6/B'].map((url) => [
            url,
            Promise.resolve({
              status: 200,
              text: async () => {
                read.push(url);
                return url;
              },
            }),
          ]),
        ),
      },
    };
    const timers: { run: () => void; delayMs: number }[] = [];
    const reads = createEarlyReads(
      holder,
      () => 3000,
      (run, delayMs) => timers.push({ run, delayMs }),
    );
    expect(timers.map((timer) => timer.delayMs)).toEqual([EARLY_READ_MAX_AGE_MS - 2000]);
    expect(reads.take('/api/v6/A', 'token-a')).toBeDefined();
    timers[0]!.run();
    expect(holder[EARLY_READS_GLOBAL]).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // B was never taken: read to its end; A belongs to the call that took it.
    expect(read).toEqual(['/api/v6/B']);
  });
});
