import { describe, expect, it } from 'vitest';
import { NotificationFilter, type NotificationListResponse } from '@portal/domain';
import { buildNotifications } from '@portal/domain/fixtures';
import {
  loadedNotifications,
  markReadInCache,
  nextNotificationCursor,
  totalRecords,
  visibleNotifications,
} from './notification-pages';

// 25 notifications, ids 124 down to 100, about one in three read.
const all = buildNotifications(25, 100);

function page(from: number, to: number, total = all.length): NotificationListResponse {
  const Notifications = all.slice(from, to);
  return { Notifications, TotalRecords: total, RemainingRecords: total - to };
}

describe('nextNotificationCursor', () => {
  it('asks below the lowest id loaded while the loaded count is below TotalRecords', () => {
    const pages = [page(0, 10)];
    expect(nextNotificationCursor(pages)).toBe(115);
    expect(nextNotificationCursor([...pages, page(10, 20)])).toBe(105);
  });

  it('uses the lowest id even when pages arrive out of id order', () => {
    const shuffled: NotificationListResponse = {
      ...page(0, 10),
      Notifications: [...all.slice(0, 10)].reverse(),
    };
    expect(nextNotificationCursor([shuffled])).toBe(115);
  });

  it('stops when the loaded count reaches TotalRecords', () => {
    expect(nextNotificationCursor([page(0, 10), page(10, 20), page(20, 25)])).toBeUndefined();
  });

  it('stops on an empty page even if TotalRecords says more (the list shrank meanwhile)', () => {
    expect(
      nextNotificationCursor([
        page(0, 10),
        { Notifications: [], TotalRecords: 25, RemainingRecords: 0 },
      ]),
    ).toBeUndefined();
  });

  it('has nothing to load for an empty first page', () => {
    expect(nextNotificationCursor([page(0, 0, 0)])).toBeUndefined();
  });
});

describe('loaded and visible notifications', () => {
  const data = { pages: [page(0, 10), page(10, 20)] };

  it('appends pages in order and reports the newest TotalRecords', () => {
    expect(loadedNotifications(data).map((n) => n.CandidateNotificationId)).toEqual(
      all.slice(0, 20).map((n) => n.CandidateNotificationId),
    );
    expect(totalRecords(data)).toBe(25);
    expect(loadedNotifications(undefined)).toEqual([]);
  });

  it('shows only unread entries under the unread filter', () => {
    const unread = visibleNotifications(data, NotificationFilter.unread);
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((n) => !n.IsRead)).toBe(true);
    expect(visibleNotifications(data, NotificationFilter.all)).toHaveLength(20);
  });
});

describe('markReadInCache', () => {
  const unread = all.slice(0, 20).find((n) => !n.IsRead);
  if (!unread) throw new Error('fixture needs an unread notification');
  const id = unread.CandidateNotificationId;

  it('sets IsRead in the infinite pages and hides it from the unread filter', () => {
    const data = { pages: [page(0, 10), page(10, 20)], pageParams: [0, 115] };
    const next = markReadInCache(data, id);
    expect(loadedNotifications(next).find((n) => n.CandidateNotificationId === id)?.IsRead).toBe(
      true,
    );
    expect(
      visibleNotifications(next, NotificationFilter.unread).some(
        (n) => n.CandidateNotificationId === id,
      ),
    ).toBe(false);
    // Other pages and fields untouched; the original is not mutated.
    expect(loadedNotifications(data).find((n) => n.CandidateNotificationId === id)?.IsRead).toBe(
      false,
    );
    expect(next?.pageParams).toEqual([0, 115]);
  });

  it('sets IsRead in a single cached page', () => {
    const next = markReadInCache(page(0, 20), id);
    expect(next?.Notifications.find((n) => n.CandidateNotificationId === id)?.IsRead).toBe(true);
  });

  it('returns the same object when nothing changes (no needless re-render)', () => {
    const data = { pages: [page(0, 10)] };
    expect(markReadInCache(data, 99_999)).toBe(data);
    expect(markReadInCache(undefined, id)).toBeUndefined();
  });
});
