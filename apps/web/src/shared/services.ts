import { MutationCache, QueryClient } from '@tanstack/react-query';
import { createApiClient, isCancelledRequest } from '@portal/api';
import { clearAllCookies } from '../platform/cookie-jar';
import { browserStorage, LocalStorageKey, SessionStorageKey } from '../platform/storage';
import { config } from './config';
import { createFeedback, LoaderState } from './feedback/feedback-store';
import { createSession } from './session/session-store';

/*
 * The app's state holders, created once. Features and the app shell import them from here; logout
 * resets every one of them (spec 4: "Logout resets every state holder, clears all cookies and goes
 * to /account/login").
 */

export const SECURITY_HEADER_NAME = 'X-Application-Security';

export const session = createSession();
export const feedback = createFeedback();

export const queryClient = new QueryClient({
  // spec 4 (Loader): a submitted form (a mutation) shows the global loader from "before request"
  // to "after request". Reads show their own skeletons instead, so they do not dim the page.
  mutationCache: new MutationCache({
    onMutate: () => feedback.loader(LoaderState.beforeRequest),
    onSettled: () => feedback.loader(LoaderState.afterRequest),
  }),
  defaultOptions: {
    queries: {
      // A cancelled GET (navigation, cancelAll) is not a failure worth retrying.
      retry: (failureCount, error) => !isCancelledRequest(error) && failureCount < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => globalThis.location.assign(to);

/** The router registers its navigate function here, so logout can move without a full reload. */
export function registerNavigate(next: Navigate): void {
  navigate = next;
}

export const apiClient = createApiClient({
  baseURL: config.apiBaseUrl,
  securityHeader: { name: SECURITY_HEADER_NAME, value: config.securityHeaderValue },
  tokenStore: session.tokenStore,
  onLogout: () => logout(),
});

/**
 * Ends the session: every state holder, the cookies, candidate data; then the login page. A route
 * loader that refuses the route passes `{ navigate: false }` and redirects itself: before the app
 * has mounted, navigating here would reload the page (and lose what the loader scheduled).
 */
export function logout({ navigate: navigateToLogin = true }: { navigate?: boolean } = {}): void {
  apiClient.cancelAll();
  queryClient.clear();
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
