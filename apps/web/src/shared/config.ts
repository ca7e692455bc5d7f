import type { FirebaseConfig } from '../platform/push';
import { apiSettings, text } from './api-settings';

/*
 * Build-time configuration (Vite env, documented in apps/web/.env.example). Everything here ends up
 * in the public bundle, so nothing secret belongs in it: the security header value and the route
 * encryption key identify and obfuscate, they do not protect.
 */

const env = import.meta.env;

function firebaseConfig(): FirebaseConfig | null {
  const apiKey = env.VITE_FIREBASE_API_KEY;
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  const messagingSenderId = env.VITE_FIREBASE_MESSAGING_SENDER_ID;
  const appId = env.VITE_FIREBASE_APP_ID;
  if (!apiKey || !projectId || !messagingSenderId || !appId) return null;
  return {
    apiKey,
    projectId,
    messagingSenderId,
    appId,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || undefined,
    vapidKey: env.VITE_FIREBASE_VAPID_KEY || undefined,
    serviceWorkerPath: text(env.VITE_FIREBASE_SW_PATH, '/firebase-messaging-sw.js'),
  };
}

const api = apiSettings(env);

export const config = {
  /** Base URL of the API (spec: one API host; paths start with api/v6/). */
  apiBaseUrl: api.apiBaseUrl,
  /** Value of the fixed application security header every request carries. */
  securityHeaderValue: api.securityHeaderValue,
  /** Key for (enc) route parameters and encrypted cookies (obfuscation, not a secret). */
  routeEncryptionKey: text(env.VITE_ROUTE_ENCRYPTION_KEY, 'candidate-portal-local-route-key'),
  /** The recaptcha token the local RecaptchaProvider returns; the local server accepts it. */
  recaptchaTestToken: text(env.VITE_RECAPTCHA_TEST_TOKEN, 'local-recaptcha-test-token'),
  /** Domain the cart and sign-up draft cookies are shared across; the current host when empty. */
  cookieDomain: env.VITE_COOKIE_DOMAIN || undefined,
  /** Store links on the download-app page; a missing one is not shown. */
  appStoreUrl: env.VITE_APP_STORE_URL || undefined,
  playStoreUrl: env.VITE_PLAY_STORE_URL || undefined,
  /** Firebase web config; null turns push off. */
  firebase: firebaseConfig(),
  /** The version code sent with get-logged-in-user-info (AppVersionCode). */
  appVersionCode: api.appVersionCode,
} as const;
