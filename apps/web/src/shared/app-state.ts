import { createApiClient } from '@portal/api';
import { clearAllCookies } from '../platform/cookie-jar';
import { createEarlyReads } from '../platform/early-reads';
import { browserStorage, LocalStorageKey, SessionStorageKey } from '../platform/storage';
import { config } from './config';
import { SECURITY_HEADER_NAME } from './api-settings';
import { createStore } from './create-store';
import { createFeedback } from './feedback/feedback-store';
import { createSession } from './session/session-store';
import type { QueryClient } from '@tanstack/react-query';

/*
 * The app's light state holders, created once with the entry: the session, feedback, the API
 * client (axios loads with its first call) and logout. The query cache (TanStack Query) lives in
 * query-client.ts and loads with the first page or component that reads server data, so the login
 * form paints without it (issue #10). Feature code imports all of them from services.ts; the
 * entry and the login route's first paint import this module only.
 */

export { SECURITY_HEADER_NAME };

export const session = createSession();
export const feedback = createFeedback();

/**
 * The query client once query-client.ts has loaded, else null. The app root provides it to React
 * (app/query-client-context.tsx) and logout clears it.
 */
export const loadedQueryClient = createStore<QueryClient | null>(null);

/** Loads the query cache (TanStack Query and the app's defaults); resolves to the one client. */
export function loadQueryClient(): Promise<QueryClient> {
  return import('./query-client').then(({ queryClient }) => queryClient);
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => globalThis.location.assign(to);

/** The router registers its navigate function here, so logout can move without a full reload. */
export function registerNavigate(next: Navigate): void {
  navigate = next;
}

/** The reads the document sent before the app loaded (index.html's early-read script), taken once each. */
const earlyReads = createEarlyReads();

export const apiClient = createApiClient({
  baseURL: config.apiBaseUrl,
  securityHeader: { name: SECURITY_HEADER_NAME, value: config.securityHeaderValue },
  tokenStore: session.tokenStore,
  onLogout: () => logout(),
  earlyReads,
});

/**
 * Ends the session: every state holder, the cookies, candidate data; then the login page. A route
 * loader that refuses the route passes `{ navigate: false }` and redirects itself: before the app
 * has mounted, navigating here would reload the page (and lose what the loader scheduled).
 */
export function logout({ navigate: navigateToLogin = true }: { navigate?: boolean } = {}): void {
  apiClient.cancelAll();
  // Nothing the document sent for this session may answer a later one.
  earlyReads.discard();
  // Not loaded yet means nothing was cached.
  loadedQueryClient.getState()?.clear();
  session.reset();
  feedback.reset();
  clearAllCookies(config.cookieDomain);
  const local = browserStorage('local');
  local?.removeItem(LocalStorageKey.meetingInfo);
  local?.removeItem(LocalStorageKey.ebookInfo);
  const sessionStorage = browserStorage('session');
  sessionStorage?.removeItem(SessionStorageKey.candidateData);
  sessionStorage?.removeItem(SessionStorageKey.backRoute);
  if (navigateToLogin) navigate('/account/login');
}
