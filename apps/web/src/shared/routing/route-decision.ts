import {
  detectMobilePlatform,
  sendsToDownloadApp,
  supportsPush,
} from '../../platform/platform-detection';
import { browserStorage, LocalStorageKey, SessionStorageKey } from '../../platform/storage';
import { config } from '../config';
import { hydrateMessages } from '../messages/messages-store';
import { apiClient, session } from '../app-state';
import { runGuards, type GuardOutcome, type RouteGuardMeta } from './run-guards';

/**
 * Runs the spec's guards for the address being opened, from the browser and the stored session,
 * without the router: the router's loaders (guarded-loader.ts) and the login document
 * (login-main.tsx, which has no router) both decide through it. Crypto is only loaded for routes
 * with (enc) parameters, so it stays out of the login route's bundle.
 */
export async function decideRoute(
  meta: RouteGuardMeta,
  url: URL,
  params: Readonly<Record<string, string | undefined>>,
): Promise<GuardOutcome> {
  // The stored session and messages, validated once per page load (see session-store.ts).
  await Promise.all([session.hydrate(), hydrateMessages()]);
  let decrypt = (_cipherText: string): string | null => null;
  if (meta.encryptedParams?.length) {
    const { decryptValue } = await import('../../platform/crypto');
    decrypt = (cipherText) => decryptValue(cipherText, config.routeEncryptionKey);
  }
  const user = session.store.getState().user;
  return runGuards({
    location: url.pathname + url.search,
    params,
    meta,
    session: {
      isValidUser: session.isValidUser(),
      isForcePasswordChange: user?.isForcePwdChange ?? false,
    },
    isIncompatiblePlatform: sendsToDownloadApp(
      detectMobilePlatform(),
      config,
      browserStorage('local')?.getItem(LocalStorageKey.continueInBrowser) === '1',
    ),
    supportsPush: supportsPush(),
    decrypt,
    cancelPendingRequests: () => apiClient.cancelAll(),
    saveBackRoute: (location) =>
      browserStorage('session')?.setItem(SessionStorageKey.backRoute, location),
    // Loaded on first use: push (and its Firebase loader) stays out of the login route's bundle.
    startPushListener: () =>
      void import('./start-push')
        .then(({ startPush }) => startPush())
        .catch((error: unknown) => console.warn('[push] not started', error)),
  });
}
