import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, MutationObserver, QueryClient } from '@tanstack/react-query';
import {
  NotificationFilter,
  NotificationsApiRoutes,
  type NotificationListResponse,
} from '@portal/domain';
import { buildNotifications } from '@portal/domain/fixtures';
import {
  applyNotificationRead,
  clearNotificationPages,
  loadedNotifications,
  markNotificationAsReadMutationOptions,
  markAllNotificationsAsReadMutationOptions,
  markAllReadInCache,
  notificationKeys,
  notificationPagesQueryOptions,
  unreadNotificationCountQueryOptions,
} from '../src';
import { startTestServer, type TestServer } from './harness/test-server';
import { createTestClient } from './harness/test-client';

// The portal's notification list as one infinite query: what the route loader prefetches, what the
// page reads, and what mark-read and the header count update.

const all = buildNotifications(25, 100);
const firstPage: NotificationListResponse = {
  Notifications: all.slice(0, 20),
  TotalRecords: 25,
  RemainingRecords: 5,
};

let server: TestServer;
let queryClient: QueryClient;
beforeEach(async () => {
  server = await startTestServer();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  server.state.canned.set(`GET ${NotificationsApiRoutes.getNotifications.path}`, {
    status: 200,
    body: { Data: firstPage, success: true, Message: null, error: null },
  });
});
afterEach(async () => {
  queryClient.clear();
  await server.close();
});

describe('notificationPagesQueryOptions', () => {
  it('prefetches the first page from cursor 0 under the notification lists, and keeps it for the page', async () => {
    const { client } = createTestClient(server.baseURL, {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    const options = notificationPagesQueryOptions(client, NotificationFilter.all);
    expect(options.queryKey.slice(0, 2)).toEqual([...notificationKeys.lists()]);
    await queryClient.ensureInfiniteQueryData(options);
    const [request] = server.requestsTo(NotificationsApiRoutes.getNotifications.path);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      filter: '1',
      lessThanCandidateNotificationId: '0',
      pageSize: '20',
    });
    // Nothing observes it yet (the page chunk may still be loading): it must outlive a GC tick.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadedNotifications(queryClient.getQueryData(options.queryKey))).toHaveLength(20);
    // The page reads it without a second request.
    const observer = new InfiniteQueryObserver(queryClient, options);
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data?.pages).toHaveLength(1);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    expect(server.requestsTo(NotificationsApiRoutes.getNotifications.path)).toHaveLength(1);
    unsubscribe();
  });

  it('replace clears first: only pages that nothing shows are dropped', async () => {
    const { client } = createTestClient(server.baseURL, {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    const unread = notificationPagesQueryOptions(client, NotificationFilter.unread);
    const shown = notificationPagesQueryOptions(client, NotificationFilter.all);
    await queryClient.ensureInfiniteQueryData(unread);
    await queryClient.ensureInfiniteQueryData(shown);
    const unsubscribe = new InfiniteQueryObserver(queryClient, shown).subscribe(() => undefined);
    clearNotificationPages(queryClient, NotificationFilter.unread);
    clearNotificationPages(queryClient, NotificationFilter.all);
    expect(queryClient.getQueryData(unread.queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(shown.queryKey)).toBeDefined();
    unsubscribe();
  });
});

describe('marking read', () => {
  it('sets IsRead in the cached pages and refreshes the unread count (one cache, one set of keys)', async () => {
    const { client } = createTestClient(server.baseURL, {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    const options = notificationPagesQueryOptions(client, NotificationFilter.all);
    await queryClient.ensureInfiniteQueryData(options);
    await queryClient.fetchQuery(unreadNotificationCountQueryOptions(client));
    const unread = firstPage.Notifications.find((notification) => !notification.IsRead);
    if (!unread) throw new Error('fixture needs an unread notification');

    const observer = new MutationObserver(
      queryClient,
      markNotificationAsReadMutationOptions(client, queryClient),
    );
    await observer.mutate(unread.CandidateNotificationId);
    const cached = loadedNotifications(queryClient.getQueryData(options.queryKey));
    expect(
      cached.find(
        (notification) => notification.CandidateNotificationId === unread.CandidateNotificationId,
      )?.IsRead,
    ).toBe(true);
    expect(queryClient.getQueryState(notificationKeys.unreadCount())?.isInvalidated).toBe(true);
  });

  it('applyNotificationRead does the same after the detail call marked one read', async () => {
    const { client } = createTestClient(server.baseURL, {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    const options = notificationPagesQueryOptions(client, NotificationFilter.all);
    await queryClient.ensureInfiniteQueryData(options);
    const unread = firstPage.Notifications.find((notification) => !notification.IsRead);
    if (!unread) throw new Error('fixture needs an unread notification');
    await applyNotificationRead(queryClient, unread.CandidateNotificationId);
    const cached = loadedNotifications(queryClient.getQueryData(options.queryKey));
    expect(
      cached.find(
        (notification) => notification.CandidateNotificationId === unread.CandidateNotificationId,
      )?.IsRead,
    ).toBe(true);
  });

  it('mark all as read: one POST, every cached entry read, the lists and the count refetched', async () => {
    const { client } = createTestClient(server.baseURL, {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    server.state.canned.set(`POST ${NotificationsApiRoutes.markAllNotificationsAsRead.path}`, {
      status: 200,
      body: { Data: { Count: 3 }, success: true, Message: null, error: null },
    });
    const options = notificationPagesQueryOptions(client, NotificationFilter.all);
    await queryClient.ensureInfiniteQueryData(options);
    await queryClient.fetchQuery(unreadNotificationCountQueryOptions(client));
    expect(
      loadedNotifications(queryClient.getQueryData(options.queryKey)).some((n) => !n.IsRead),
    ).toBe(true);

    const observer = new MutationObserver(
      queryClient,
      markAllNotificationsAsReadMutationOptions(client, queryClient),
    );
    await expect(observer.mutate()).resolves.toEqual({ Count: 3 });
    expect(server.requestsTo(NotificationsApiRoutes.markAllNotificationsAsRead.path)).toHaveLength(
      1,
    );
    expect(
      loadedNotifications(queryClient.getQueryData(options.queryKey)).every((n) => n.IsRead),
    ).toBe(true);
    expect(queryClient.getQueryState(notificationKeys.unreadCount())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });

  it('markAllReadInCache keeps a list with nothing unread as it is, and handles a single page', () => {
    const read = {
      ...firstPage,
      Notifications: firstPage.Notifications.map((n) => ({ ...n, IsRead: true })),
    };
    expect(markAllReadInCache(read)).toBe(read);
    expect(markAllReadInCache({ pages: [read] })?.pages[0]).toBe(read);
    expect(markAllReadInCache(firstPage)?.Notifications.every((n) => n.IsRead)).toBe(true);
    expect(markAllReadInCache(undefined)).toBeUndefined();
  });
});
