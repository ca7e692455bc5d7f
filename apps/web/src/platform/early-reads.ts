import type { EarlyReads, EarlyResponse } from '@portal/api';

/*
 * The reads the portal's document sent before the app's code loaded (issue #10): with a stored
 * session, the inline script the build writes into index.html (vite-early-reads.ts) sends the
 * signed-in route's first reads at once and leaves them here. The transport (@portal/api) takes
 * each one once, for its exact URL and only with the access token it was sent with.
 */

/** What the document's script leaves on the window (vite-early-reads.ts writes it). */
export interface EarlyReadsLeft {
  /** The access token the reads carried. */
  readonly token: string;
  /** Date.now() when they were sent. */
  readonly sentAt: number;
  /** The pending fetch responses, by URL (base + path + query, as the transport writes it). */
  readonly responses: Record<string, Promise<EarlyResponse> | undefined>;
}

/** The window property the document's script sets. */
export const EARLY_READS_GLOBAL = '__portalEarlyReads';

/**
 * How long a read sent by the document may still be taken. The first page takes its reads as soon
 * as its guards ran; one it did not take (a guard sent the visitor elsewhere) must not answer a
 * later navigation with data from the page's start. Past this age the transport asks afresh.
 */
export const EARLY_READ_MAX_AGE_MS = 10_000;

export interface EarlyReadRegistry extends EarlyReads {
  /** Drops every read not taken yet (logout: nothing sent for that session may be used). */
  discard(): void;
}

type Holder = Record<string, EarlyReadsLeft | undefined>;

/**
 * A read nobody will take is still read to its end: an unread fetch body keeps its request open in
 * the browser (and its bytes held) until the page is left.
 */
function release(left: EarlyReadsLeft) {
  for (const response of Object.values(left.responses)) {
    void response?.then((answer) => answer.text()).catch(() => undefined);
  }
}

/**
 * The transport's registry of the reads the document left on `holder`. The reads not taken are
 * dropped (and read to their end) at the first call with another token, at logout, and when they
 * pass EARLY_READ_MAX_AGE_MS (`schedule` arms that timer: a page that never asks for one of them,
 * e.g. the agenda of a student with no course, does not keep it open).
 */
export function createEarlyReads(
  holder: Holder = globalThis as unknown as Holder,
  now: () => number = Date.now,
  schedule: (run: () => void, delayMs: number) => void = (run, delayMs) =>
    void setTimeout(run, delayMs),
): EarlyReadRegistry {
  const discard = () => {
    const left = holder[EARLY_READS_GLOBAL];
    delete holder[EARLY_READS_GLOBAL];
    if (left) release(left);
  };
  const sent = holder[EARLY_READS_GLOBAL];
  if (sent) {
    schedule(
      () => {
        if (holder[EARLY_READS_GLOBAL] === sent) discard();
      },
      Math.max(0, sent.sentAt + EARLY_READ_MAX_AGE_MS - now()),
    );
  }
  return {
    take(url, accessToken) {
      const left = holder[EARLY_READS_GLOBAL];
      if (!left) return undefined;
      // Another token (a refresh, or someone else signed in) or too old: none of them is used.
      if (left.token !== accessToken || now() - left.sentAt > EARLY_READ_MAX_AGE_MS) {
        discard();
        return undefined;
      }
      const response = left.responses[url];
      if (!response) return undefined;
      delete left.responses[url];
      return response;
    },
    discard,
  };
}
