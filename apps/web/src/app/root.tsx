import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import {
  AlertStack,
  connectivityToast,
  GlobalLoader,
  NavigationProgress,
  NavigationState,
  Toaster,
} from '@portal/ui';
import { watchNetworkStatus } from '../platform/network-status';
import { useFeedback } from '../shared/feedback/feedback-store';
import { feedback, registerNavigate } from '../shared/services';
import { GuardPaths } from '../shared/routing/run-guards';
import { MessageInitialiser } from './message-initialiser';
import type { RouteHandle } from '../shared/routing/page-route';

const PRODUCT_NAME = 'Candidate Portal';

/** spec 2: the page title is the route title, a separator, then the product name. */
function usePageTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  useEffect(() => {
    document.title = title ? `${title.title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

/** spec 4: online shows 'Welcome!' / 'We are back online.'; offline 'Ooops...' / 'Check your internet connection and try again.' */
function useNetworkToasts() {
  useEffect(
    () =>
      watchNetworkStatus((online) => {
        const toast = connectivityToast(online);
        feedback.toast(toast.variant, toast.message ?? '', { title: toast.title });
      }),
    [],
  );
}

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
  const alerts = useFeedback(feedback, (state) => state.alerts);
  const toasts = useFeedback(feedback, (state) => state.toasts);
  const loading = useFeedback(feedback, (state) => state.pendingLoads > 0);

  usePageTitle();
  useNetworkToasts();
  useEffect(() => registerNavigate((to) => void navigate(to)), [navigate]);

  return (
    <>
      <NavigationProgress state={progress} />
      <GlobalLoader active={loading} />
      <MessageInitialiser />
      <AlertStack
        alerts={alerts.map((alert) => ({
          id: alert.Id,
          variant: alert.Type,
          title: alert.Title || alert.Message,
          message: alert.Title ? alert.Message : undefined,
          closeable: alert.Closeable,
        }))}
        // The feedback store owns the 5 s timer (one clock for banners and toasts).
        autoDismissMs={null}
        onDismiss={(id) => feedback.dismiss(id)}
      />
      <Outlet />
      <Toaster
        toasts={toasts.map((toast) => ({
          id: toast.Id,
          variant: toast.Type,
          title: toast.Title || toast.Message,
          message: toast.Title ? toast.Message : undefined,
        }))}
        // The feedback store owns the 10 s timer.
        durationMs={null}
        onDismiss={(id) => feedback.dismiss(id)}
      />
    </>
  );
}
