import {
  academicDocumentsQueryOptions,
  countriesQueryOptions,
  profileImageQueryOptions,
  profileQueryOptions,
  timeZonesQueryOptions,
} from '@portal/api';
import { apiClient } from '../../shared/app-state';
import {
  page,
  RouteAccess,
  type FeatureRoutes,
  type Prefetch,
} from '../../shared/routing/page-route';

/** What the page shows on entry: the profile, its picture and documents, the lists its form offers. */
const prefetchProfile: Prefetch = (_data, _url, queryClient) => [
  queryClient.ensureQueryData(profileQueryOptions(apiClient)),
  queryClient.ensureQueryData(profileImageQueryOptions(apiClient)),
  queryClient.ensureQueryData(academicDocumentsQueryOptions(apiClient)),
  queryClient.ensureQueryData(countriesQueryOptions(apiClient)),
  queryClient.ensureQueryData(timeZonesQueryOptions(apiClient)),
];

const loadProfilePage = () => import('./pages/profile-page');

/**
 * spec 2: /dashboard/profile, and /setting/profile/{mandatory?} with an optional mandatory flag (a
 * boolean route parameter) whose anonymous visitors come back here after login.
 */
export const profileRoutes: FeatureRoutes = {
  dashboard: [page('profile', 'Profile', RouteAccess.candidate, loadProfilePage, prefetchProfile)],
  setting: [
    page(
      'profile/:mandatory?',
      'Profile',
      { ...RouteAccess.candidate, saveBackRoute: true },
      loadProfilePage,
      prefetchProfile,
    ),
  ],
};
