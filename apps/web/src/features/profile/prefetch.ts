import {
  academicDocumentsQueryOptions,
  countriesQueryOptions,
  profileImageQueryOptions,
  profileQueryOptions,
  timeZonesQueryOptions,
} from '@portal/api';
import { apiClient } from '../../shared/app-state';
import type { Prefetch } from '../../shared/routing/page-route';

/*
 * The profile's prefetch, in a module of its own: its query options load with the route, not in
 * the entry (routes.tsx, issue #10).
 */

/** What the page shows on entry: the profile, its picture and documents, the lists its form offers. */
export const prefetchProfile: Prefetch = (_data, _url, queryClient) => [
  queryClient.ensureQueryData(profileQueryOptions(apiClient)),
  queryClient.ensureQueryData(profileImageQueryOptions(apiClient)),
  queryClient.ensureQueryData(academicDocumentsQueryOptions(apiClient)),
  queryClient.ensureQueryData(countriesQueryOptions(apiClient)),
  queryClient.ensureQueryData(timeZonesQueryOptions(apiClient)),
];
