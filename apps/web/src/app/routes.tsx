import type { RouteObject } from 'react-router-dom';
import { GlobalLoader } from '@portal/ui';
import { accountRoutes } from '../features/account/routes';
import { commerceRoutes } from '../features/commerce/routes';
import { COURSE_ROUTE_ID } from '../features/courses/course-route';
import { coursesRoutes } from '../features/courses/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { eBooksRoutes } from '../features/ebooks/routes';
import { imagingRoutes } from '../features/imaging/routes';
import { notebookRoutes } from '../features/notebook/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { profileRoutes } from '../features/profile/routes';
import { settingsRoutes } from '../features/settings/routes';
import { shellRoutes } from '../features/shell/routes';
import { redirectRoute, type FeatureRoutes } from '../shared/routing/page-route';
import { AppRoot } from './root';
import { RouteErrorPage } from './route-error-page';

/*
 * Every route of spec section 2. Each feature owns its routes (features/<area>/routes.tsx: pages,
 * guards, data prefetch); this file only puts them where they mount, around the app's shell.
 */

const features: readonly FeatureRoutes[] = [
  accountRoutes,
  dashboardRoutes,
  notificationsRoutes,
  profileRoutes,
  settingsRoutes,
  commerceRoutes,
  coursesRoutes,
  imagingRoutes,
  eBooksRoutes,
  notebookRoutes,
  shellRoutes,
];

const mountedAt = (mount: Exclude<keyof FeatureRoutes, 'courseLayout'>) =>
  features.flatMap((feature) => (feature[mount] ?? []).map(withCourseLayoutPages));

/** The course route (the course layout, its menu) gets the other features' course pages as children too. */
function withCourseLayoutPages(route: RouteObject): RouteObject {
  if (route.id !== COURSE_ROUTE_ID || route.index) return route;
  return { ...route, children: [...(route.children ?? []), ...features.flatMap((feature) => feature.courseLayout ?? [])] };
}

/**
 * The signed-in shell: header, navigation, logout (one chunk, shared by /dashboard, /setting and /course).
 * The features' notification-target resolvers are registered with it: only signed-in pages show
 * notifications, and the login route's first load stays without them.
 */
const candidateLayout = async () => {
  const [layout, notificationTargets] = await Promise.all([
    import('./candidate-layout'),
    import('./notification-targets'),
  ]);
  notificationTargets.registerFeatureNotificationTargets();
  return { Component: layout.CandidateLayout };
};

/**
 * /notebook's frame: the signed-in shell, and the links to the places the notebook's items open
 * (built from the courses and dashboard features' path helpers; registered only for this section).
 */
const notebookLayout = async () => {
  const [layout, placeLinks] = await Promise.all([candidateLayout(), import('./place-links')]);
  placeLinks.registerFeaturePlaceLinks();
  return layout;
};

/** The top-level catch-all's frame: the signed-in shell when signed in (see catch-all-frame.tsx). */
const catchAllFrame = async () => {
  const [frame, notificationTargets] = await Promise.all([
    import('./catch-all-frame'),
    import('./notification-targets'),
  ]);
  notificationTargets.registerFeatureNotificationTargets();
  return { Component: frame.CatchAllFrame };
};

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    // Shown while the first route's guards and page chunk load.
    hydrateFallbackElement: <GlobalLoader active label="Loading…" />,
    children: [
      redirectRoute(undefined, '/dashboard'),
      ...mountedAt('root'),
      { path: 'dashboard', lazy: candidateLayout, children: mountedAt('dashboard') },
      { path: 'setting', lazy: candidateLayout, children: mountedAt('setting') },
      { path: 'course', lazy: candidateLayout, children: mountedAt('course') },
      { path: 'quiz', lazy: candidateLayout, children: mountedAt('quiz') },
      { path: 'ebook', lazy: candidateLayout, children: mountedAt('ebook') },
      { path: 'notebook', lazy: notebookLayout, children: mountedAt('notebook') },
      { path: 'invoice', lazy: candidateLayout, children: [redirectRoute(undefined, '/invoice/checkOut'), ...mountedAt('invoice')] },
      { path: 'catalogue', lazy: candidateLayout, children: mountedAt('catalogue') },
      // Last: whatever nothing else matched, in the signed-in frame when signed in.
      { lazy: catchAllFrame, children: mountedAt('catchAll') },
    ],
  },
];
