import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import {
  detectMobilePlatform,
  sendsToDownloadApp,
  supportsPush,
} from '../../platform/platform-detection';
import { browserStorage, LocalStorageKey, SessionStorageKey } from '../../platform/storage';
import { config } from '../config';
import { hydrateMessages } from '../messages/messages-store';
import { apiClient, session } from '../app-state';
import { runGuards, type RouteGuardMeta } from './run-guards';

/** What a guarded route's loader returns: the route parameters, (enc) ones decrypted. */
export interface GuardedData {
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Builds the loader that runs the spec's guards before a route renders. Crypto is only loaded for
 * routes with (enc) parameters, so it stays out of the login route's bundle.
 */
export function guardedLoader(meta: RouteGuardMeta) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<GuardedData> => {
    const url = new URL(request.url);
    // The stored session and messages, validated once per page load (see session-store.ts).
    await Promise.all([session.hydrate(), hydrateMessages()]);
    let decrypt = (_cipherText: string): string | null => null;
    if (meta.encryptedParams?.length) {
      const { decryptValue } = await import('../../platform/crypto');
      decrypt = (cipherText) => decryptValue(cipherText, config.routeEncryptionKey);
    }
    const user = session.store.getState().user;
    const outcome = runGuards({
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
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    return { params: outcome.params };
  };
}
