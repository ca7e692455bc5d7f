/*
 * The route guards, as one pure pipeline so their order is testable (spec 2, "Guards run in this
 * order"). The router's loaders build a GuardContext from the browser and the session and act on
 * the outcome.
 */

export interface RouteGuardMeta {
  /** Route parameters marked (enc) in the spec, decrypted before anything else. */
  readonly encryptedParams?: readonly string[];
  /** Needs a valid logged-in user ("routes flagged authorised"). */
  readonly authorised?: boolean;
  /** Anonymous users are sent to login with the back-route saved instead of a redirect query. */
  readonly saveBackRoute?: boolean;
  /** A route for anonymous users only (login): logged-in users go to the dashboard. */
  readonly anonymousOnly?: boolean;
  /** Blocked on iOS and Android: those platforms go to the download-app page. */
  readonly blockedOnMobile?: boolean;
  /** Dashboard and candidate routes set the push-message listener up. */
  readonly pushListener?: boolean;
  /** The change-password route itself, which a forced password change must still reach. */
  readonly isChangePassword?: boolean;
}

export interface GuardSession {
  /** spec: a user counts as valid only with a token and both phone and email confirmed. */
  readonly isValidUser: boolean;
  readonly isForcePasswordChange: boolean;
}

export interface GuardContext {
  /** The wanted location: pathname + search. */
  readonly location: string;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly meta: RouteGuardMeta;
  readonly session: GuardSession;
  readonly isIncompatiblePlatform: boolean;
  readonly supportsPush: boolean;
  readonly decrypt: (cipherText: string) => string | null;
  readonly cancelPendingRequests: () => void;
  readonly saveBackRoute: (location: string) => void;
  readonly startPushListener: () => void;
}

export const GuardPaths = {
  pageNotFound: '/dashboard/page-not-found',
  changePassword: '/account/changePassword',
  login: '/account/login',
  dashboard: '/dashboard',
  downloadApp: '/downloadApp',
} as const;

export type GuardOutcome =
  | { readonly kind: 'allow'; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'redirect'; readonly to: string; readonly guard: GuardName };

export type GuardName =
  'decrypt' | 'forcedPasswordChange' | 'authorised' | 'anonymousOnly' | 'platform';

function redirect(to: string, guard: GuardName): GuardOutcome {
  return { kind: 'redirect', to, guard };
}

export function runGuards(context: GuardContext): GuardOutcome {
  const { meta, session } = context;

  // 1. Decrypt the (enc) route parameters; on failure go to the candidate page-not-found.
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(context.params)) {
    if (value !== undefined) params[name] = value;
  }
  for (const name of meta.encryptedParams ?? []) {
    const cipherText = params[name];
    const plain = cipherText === undefined ? null : context.decrypt(cipherText);
    if (plain === null) return redirect(GuardPaths.pageNotFound, 'decrypt');
    params[name] = plain;
  }

  // 2. Cancel pending requests.
  context.cancelPendingRequests();

  // 3. A logged-in user flagged isForcePwdChange is sent to changePassword (and nowhere else).
  if (session.isValidUser && session.isForcePasswordChange && !meta.isChangePassword) {
    return redirect(GuardPaths.changePassword, 'forcedPasswordChange');
  }

  // 4. Protected routes for anonymous users go to login, with the wanted path in a redirect query
  //    or, when the route asks for it, with the back-route saved.
  if (meta.authorised && !session.isValidUser) {
    if (meta.saveBackRoute) {
      context.saveBackRoute(context.location);
      return redirect(GuardPaths.login, 'authorised');
    }
    return redirect(
      `${GuardPaths.login}?redirect=${encodeURIComponent(context.location)}`,
      'authorised',
    );
  }

  // 5. Logged-in users who open login go to the dashboard.
  if (meta.anonymousOnly && session.isValidUser)
    return redirect(GuardPaths.dashboard, 'anonymousOnly');

  // 6. Incompatible platforms (iOS, Android) go to downloadApp.
  if (meta.blockedOnMobile && context.isIncompatiblePlatform)
    return redirect(GuardPaths.downloadApp, 'platform');

  // 7. The push-message listener, on dashboard and candidate routes where the browser supports push.
  if (meta.pushListener && context.supportsPush) context.startPushListener();

  return { kind: 'allow', params };
}
