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
  /** Inside the signed-in shell under /quiz (the quiz section, spec 2). */
  readonly quiz?: readonly RouteObject[];
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
  prefetch?: Prefetch,
): RouteObject {
  const guard = guardedLoader(access);
  return {
    ...location(path),
    handle: { title } satisfies RouteHandle,
    loader: async (args: LoaderFunctionArgs): Promise<GuardedData> => {
      // The query cache's chunk downloads while the guards run; no query starts before they allow.
      // Its page imports the cache too, so waiting for it here delays no render.
      const client = prefetch ? loadQueryClient() : undefined;
      const data = await guard(args);
      if (prefetch && client) {
        // Settled quietly: the page's own query reports a failure (and retries on mount).
        const queryClient = await client.catch((error: unknown) => {
          console.warn('[prefetch] query cache did not load', error);
        });
        if (queryClient)
          void Promise.allSettled(prefetch(data, new URL(args.request.url), queryClient));
      }
      return data;
    },
    lazy: async () => ({ Component: (await load()).default }),
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
