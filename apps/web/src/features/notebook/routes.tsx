import { page, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';

/**
 * Beyond the spec (issue 16): /notebook, in the main navigation: every note, bookmark, highlight
 * and missed question of every course and book in one searchable list. The spec shows no such
 * route; it sits beside /dashboard and /setting in the signed-in shell.
 */
export const notebookRoutes: FeatureRoutes = {
  notebook: [page(undefined, 'Notebook', RouteAccess.candidate, () => import('./pages/notebook-page'))],
};
