import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { loadQueryClient } from '../app-state';
import { guardedLoader, type GuardedData } from './guarded-loader';
import type { RouteGuardMeta } from './run-guards';

/*
 * How a feature declares its routes (features/<area>/routes.tsx). Pages are lazy-loaded, one chunk
 * per page, so the login route only downloads the shell and the login form; each route's
 * `handle.title` feeds the page title ('Route title | Candidate Portal').
 */

export interface RouteHandle {
  readonly title: string;
}

/** Route flags, named once (see run-guards.ts for what each flag makes the guards do). */
export const RouteAccess = {
  anonymous: {},
  /** Entry points of the web app that the mobile apps replace (spec 1: some account pages are blocked on iOS and Android). */
  anonymousBlockedOnMobile: { blockedOnMobile: true },
  candidate: { authorised: true, pushListener: true },
} as const satisfies Record<string, RouteGuardMeta>;

/**
 * Where a feature's routes mount: at the top level (their own layout, or none), or inside the
 * signed-in shell (app/candidate-layout.tsx) under /dashboard, /setting or /course. app/routes.tsx puts them
 * there, one line per feature.
 */
export interface FeatureRoutes {
  readonly root?: readonly RouteObject[];
  readonly dashboard?: readonly RouteObject[];
  readonly setting?: readonly RouteObject[];
  /** Top-level routes framed by the signed-in shell when signed in, bare otherwise (the catch-all `*`). */
  readonly catchAll?: readonly RouteObject[];
  /** Inside the signed-in shell under /course (the course section, spec 2). */
  readonly course?: readonly RouteObject[];
  /**
   * Inside the course layout (its menu) at /course/{courseName}/{candidateSOSId}/...: the course
   * route's loader has checked the course before these run.
   */
  readonly courseLayout?: readonly RouteObject[];
  /** Inside the signed-in shell under /quiz (the quiz section, spec 2). */
  readonly quiz?: readonly RouteObject[];
  /** Inside the signed-in shell under /ebook (the e-book reader, spec 2). */
  readonly ebook?: readonly RouteObject[];
  /** Inside the signed-in shell under /notebook (issue 16: one notebook for everything marked). */
  readonly notebook?: readonly RouteObject[];
  /** Inside the signed-in shell under /invoice (the invoice section, spec 2; /Invoice too: paths ignore case). */
  readonly invoice?: readonly RouteObject[];
  /** Inside the signed-in shell under /catalogue (ours: the course catalogue, issue 18). */
  readonly catalogue?: readonly RouteObject[];
}

type PageModule = { default: React.ComponentType };

/**
 * Starts a page's queries (`queryClient.ensureQueryData(<options from @portal/api>)`) once the
 * guards allowed the route: a redirect fetches nothing, and the guards' cancel-pending-requests
 * step runs before, not after. React Router runs `lazy` and `loader` in parallel, so the data loads
 * while the page chunk downloads. Not awaited: the page renders as soon as its chunk is in and
 * shows its own pending and failure states; a failed prefetch is the page's query error. `url` is
 * the address being opened (a page whose state lives in the query string prefetches for it).
 * `queryClient` is the query cache, loaded (its own chunk) while the guards run.
 */
export type Prefetch = (
  data: GuardedData,
  url: URL,
  queryClient: QueryClient,
) => readonly Promise<unknown>[];

/**
 * A route's prefetch in a module of its own (`() => import('./prefetch').then((m) => m.prefetchX)`):
 * its query options (from @portal/api) download with the route, not in the entry every route loads
 * (issue #10). The loader asks for it while the guards run and waits for it before it returns, so
 * the prefetch still starts before the page renders, exactly as an inline one.
 */
export interface LazyPrefetch {
  readonly load: () => Promise<Prefetch>;
}

/** Either a prefetch, or the module that holds it. */
export type PrefetchSource = Prefetch | LazyPrefetch;

/**
 * Asks for a lazy prefetch's module (a download, nothing runs). page()'s `lazy` calls it before it
 * asks for the page chunk: React Router starts `lazy` before the loader, and the page chunk's many
 * shared chunks would otherwise queue ahead of the prefetch's few (HTTP/1.1: six at a time).
 */
function downloadPrefetch(source: PrefetchSource | undefined): void {
  if (source && typeof source !== 'function') source.load().catch(() => undefined);
}

/** A route's prefetch and the query cache, both on their way while the guards run. */
export interface PendingPrefetch {
  readonly run: Promise<Prefetch>;
  readonly client: Promise<QueryClient>;
}

/**
 * Asks for a route's prefetch (its module, when lazy) and the query cache: called before the
 * guards, so both chunks download while they run. Downloads only: no query starts here, and a
 * refused route's download fails quietly.
 */
export function preparePrefetch(source: PrefetchSource | undefined): PendingPrefetch | undefined {
  if (!source) return undefined;
  const pending = {
    run: typeof source === 'function' ? Promise.resolve(source) : source.load(),
    client: loadQueryClient(),
  };
  pending.run.catch(() => undefined);
  pending.client.catch(() => undefined);
  return pending;
}

/**
 * Runs a route's prefetch once its guards allowed it, before the loader returns (the page renders
 * after it: a list the prefetch clears is cleared before the page reads it). Settled quietly: when
 * a chunk does not arrive the page's own query loads (and reports) instead.
 */
export async function startPrefetch(
  pending: PendingPrefetch | undefined,
  data: GuardedData,
  url: URL,
): Promise<void> {
  if (!pending) return;
  const loaded = await Promise.all([pending.run, pending.client]).catch((error: unknown) => {
    console.warn('[prefetch] query cache or prefetch did not load', error);
  });
  if (!loaded) return;
  const [run, queryClient] = loaded;
  void Promise.allSettled(run(data, url, queryClient));
}

function location(path: string | undefined) {
  return path === undefined ? { index: true as const } : { path };
}

/**
 * A lazy page (its own chunk) behind the guards, with its title and its data prefetch. `path` is
 * relative to where the route mounts; undefined makes the index route.
 */
export function page(
  path: string | undefined,
  title: string,
  access: RouteGuardMeta,
  load: () => Promise<PageModule>,
  prefetch?: PrefetchSource,
): RouteObject {
  const guard = guardedLoader(access);
  return {
    ...location(path),
    handle: { title } satisfies RouteHandle,
    loader: async (args: LoaderFunctionArgs): Promise<GuardedData> => {
      // The query cache's chunk (and a lazy prefetch's) downloads while the guards run; no query
      // starts before they allow. Its page imports the cache too, so waiting for it here delays
      // no render.
      const pending = preparePrefetch(prefetch);
      const data = await guard(args);
      await startPrefetch(pending, data, new URL(args.request.url));
      return data;
    },
    lazy: async () => {
      downloadPrefetch(prefetch);
      return { Component: (await load()).default };
    },
  };
}

/** A route that runs the guards, then redirects. */
export function redirectRoute(
  path: string | undefined,
  to: string,
  access: RouteGuardMeta = RouteAccess.anonymous,
): RouteObject {
  const guard = guardedLoader(access);
  return {
    ...location(path),
    loader: async (args: LoaderFunctionArgs) => {
      await guard(args);
      return redirect(to);
    },
  };
}
