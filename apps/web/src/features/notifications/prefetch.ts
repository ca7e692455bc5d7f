import { clearNotificationPages, notificationPagesQueryOptions } from '@portal/api';
import { apiClient } from '../../shared/app-state';
import type { Prefetch } from '../../shared/routing/page-route';
import { filterFromSearch } from './notification-filter-param';

/*
 * The notifications route's prefetch, in a module of its own: its query options load with the
 * route, not in the entry (routes.tsx, issue #10). The loader waits for this module before it
 * returns, so the list is still cleared before the page renders.
 */

/**
 * The list opens afresh (spec 4: replace clears first, cursor 0), not with an earlier visit's pages,
 * for the filter the address names (a filter change is a navigation, so it comes through here too).
 */
export const prefetchFirstPage: Prefetch = (_data, url, queryClient) => {
  const filter = filterFromSearch(url.searchParams);
  clearNotificationPages(queryClient, filter);
  return [queryClient.ensureInfiniteQueryData(notificationPagesQueryOptions(apiClient, filter))];
};
