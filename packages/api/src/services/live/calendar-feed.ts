import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { LiveApiRoutes, type CalendarFeedCreated, type CalendarFeedStatus } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { liveKeys } from './live-keys';

/** Ours: GET GetCalendarFeed, whether the candidate has a private calendar feed. */
export function getCalendarFeed(client: ApiClient, signal?: AbortSignal): Promise<CalendarFeedStatus> {
  return client.call<CalendarFeedStatus>(LiveApiRoutes.getCalendarFeed, { signal });
}

/** Ours: POST CreateCalendarFeed, a new feed URL (shown once; an earlier one stops working). */
export function createCalendarFeed(client: ApiClient): Promise<CalendarFeedCreated> {
  return client.call<CalendarFeedCreated>(LiveApiRoutes.createCalendarFeed, {});
}

/** Ours: POST RevokeCalendarFeed. */
export function revokeCalendarFeed(client: ApiClient): Promise<null> {
  return client.call<null>(LiveApiRoutes.revokeCalendarFeed, {});
}

export const calendarFeedQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: liveKeys.calendarFeed(), queryFn: ({ signal }) => getCalendarFeed(client, signal) });

export const createCalendarFeedMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...liveKeys.calendarFeed(), 'create'],
    mutationFn: () => createCalendarFeed(client),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.calendarFeed() }),
  });

export const revokeCalendarFeedMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...liveKeys.calendarFeed(), 'revoke'],
    mutationFn: () => revokeCalendarFeed(client),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.calendarFeed() }),
  });
