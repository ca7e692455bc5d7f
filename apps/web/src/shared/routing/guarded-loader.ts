import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { decideRoute } from './route-decision';
import type { RouteGuardMeta } from './run-guards';

/** What a guarded route's loader returns: the route parameters, (enc) ones decrypted. */
export interface GuardedData {
  readonly params: Readonly<Record<string, string>>;
}

/** Builds the loader that runs the spec's guards (route-decision.ts) before a route renders. */
export function guardedLoader(meta: RouteGuardMeta) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<GuardedData> => {
    const outcome = await decideRoute(meta, new URL(request.url), params);
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    return { params: outcome.params };
  };
}
