import type { RouteGuardMeta } from '../../shared/routing/run-guards';

/*
 * The login route's rules, named once: the SPA's route table (routes.tsx) and the login document
 * (login-main.tsx, no router) apply the same ones.
 */

/** spec 2: login is for anonymous visitors only, and blocked on iOS and Android. */
export const loginAccess = { anonymousOnly: true, blockedOnMobile: true } as const satisfies RouteGuardMeta;

export const loginTitle = 'Login';

export const loginPath = '/account/login';
