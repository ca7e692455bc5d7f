import { describe, expect, it } from 'vitest';
import { NotificationFilter } from '../enums/notification';
import { PagingMode } from '../enums/paging-mode';
import { filterNotifications, markNotificationRead, notificationCursor } from './notification-list';

const list = [
  { CandidateNotificationId: 40, IsRead: false },
  { CandidateNotificationId: 31, IsRead: true },
  { CandidateNotificationId: 35, IsRead: false },
];

describe('notification list', () => {
  it('uses the lowest loaded id as cursor, 0 when empty or on replace', () => {
    expect(notificationCursor(list, PagingMode.loadMore)).toBe(31);
    expect(notificationCursor([], PagingMode.loadMore)).toBe(0);
    expect(notificationCursor(list, PagingMode.replace)).toBe(0);
  });
  it('marks one read without touching others', () => {
    const marked = markNotificationRead(list, 40);
    expect(marked.map((notification) => notification.IsRead)).toEqual([true, true, false]);
    expect(list[0]?.IsRead).toBe(false);
  });
  it('filters by read state', () => {
    expect(
      filterNotifications(list, NotificationFilter.unread).map((n) => n.CandidateNotificationId),
    ).toEqual([40, 35]);
    expect(
      filterNotifications(list, NotificationFilter.read).map((n) => n.CandidateNotificationId),
    ).toEqual([31]);
    expect(filterNotifications(list, NotificationFilter.all)).toHaveLength(3);
  });
});
