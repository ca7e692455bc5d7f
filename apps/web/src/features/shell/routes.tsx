import { page, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';

const { anonymous } = RouteAccess;
const notFound = (path: string) =>
  page(path, 'Page Not Found', anonymous, () => import('./pages/not-found-page'));

/** The shell's own pages: download-app, and the page-not-found wherever nothing else matched. */
export const shellRoutes: FeatureRoutes = {
  root: [page('downloadApp', 'Download App', anonymous, () => import('./pages/download-app-page'))],
  // Any other address: the page-not-found, inside the signed-in frame when signed in (issue 11).
  catchAll: [notFound('*')],
  // The candidate page-not-found (decrypt failures land here) and the dashboard catch-all.
  dashboard: [notFound('page-not-found'), notFound('*')],
  setting: [notFound('*')],
};
