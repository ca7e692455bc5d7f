import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import { QueryClientContext } from '@tanstack/react-query';
import { GlobalLoader, NavigationProgress, NavigationState } from '@portal/ui';
import { useFeedback } from '../shared/feedback/feedback-store';
import { feedback, loadQueryClient, registerNavigate } from '../shared/app-state';
import { pageTitle } from '../shared/routing/page-title';
import { GuardPaths } from '../shared/routing/run-guards';
import { useRouteFocus } from '../shared/routing/use-route-focus';
import type { RouteHandle } from '../shared/routing/page-route';

/** spec 2: the page title is the route title, a separator, then the product name. */
function usePageTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  useEffect(() => {
    document.title = pageTitle(title?.title);
  }, [title]);
}

// Loaded beside the first page (see feedback-outlet.tsx). A failed load shows no banners rather
// than failing the whole app.
const loadFeedbackOutlet = () =>
  import('./feedback-outlet').catch((error: unknown) => {
    console.error('[feedback] alerts and toasts did not load', error);
    return { FeedbackAlerts: () => null, FeedbackToasts: () => null };
  });
const FeedbackAlerts = lazy(async () => ({ default: (await loadFeedbackOutlet()).FeedbackAlerts }));
const FeedbackToasts = lazy(async () => ({ default: (await loadFeedbackOutlet()).FeedbackToasts }));

// Reads the user info and messages through the query cache and axios: both load with it, beside
// the first page instead of before it (issue #10: the login form paints without them). It gets the
// client it loaded itself, whatever the app-wide provider has rendered so far.
const MessageInitialiser = lazy(async () => {
  const [{ MessageInitialiser: Initialiser }, queryClient] = await Promise.all([
    import('./message-initialiser'),
    loadQueryClient(),
  ]);
  return {
    default: () => (
      <QueryClientContext.Provider value={queryClient}>
        <Initialiser />
      </QueryClientContext.Provider>
    ),
  };
});

/**
 * spec 2: a thin top progress bar shows during navigation. The router says when a navigation runs
 * (guards and lazy page chunks); when it settles the bar finishes: blue, or red when the guards
 * sent the user to page-not-found (a parameter that did not decrypt).
 */
function useNavigationProgressState(): NavigationState {
  const navigation = useNavigation();
  const location = useLocation();
  const [state, setState] = useState<NavigationState>(NavigationState.idle);
  const busy = navigation.state !== 'idle';
  if (busy && state !== NavigationState.loading) setState(NavigationState.loading);
  if (!busy && state === NavigationState.loading) {
    setState(
      location.pathname === GuardPaths.pageNotFound
        ? NavigationState.failure
        : NavigationState.success,
    );
  }
  return state;
}

/** spec 2: the app root holds a global loader, an alert banner, a message initialiser and the routed view. */
export function AppRoot() {
  const navigate = useNavigate();
  const progress = useNavigationProgressState();
  const loading = useFeedback(feedback, (state) => state.pendingLoads > 0);

  usePageTitle();
  useRouteFocus();
  useEffect(() => registerNavigate((to) => void navigate(to)), [navigate]);

  return (
    <>
      <NavigationProgress state={progress} />
      <GlobalLoader active={loading} />
      <Suspense fallback={null}>
        <MessageInitialiser />
      </Suspense>
      <Suspense fallback={null}>
        <FeedbackAlerts />
      </Suspense>
      <Outlet />
      <Suspense fallback={null}>
        <FeedbackToasts />
      </Suspense>
    </>
  );
}
