import { describe, expect, it } from 'vitest';
import { buildNotification, demoTargetedNotifications, withTargets } from '../fixtures/account';
import { NotificationTargetKind } from '../enums/notification';
import { Notification } from './notification';
import {
  isKnownNotificationTargetKind,
  NotificationTarget,
  parseNotificationTarget,
} from './notification-target';

describe('notification targets', () => {
  it('parses a kind with its ids, and a kind without ids gets an empty set', () => {
    expect(
      NotificationTarget.parse({ Kind: 'lecture', Ids: { CandidateSOSId: 4, LectureId: 9 } }),
    ).toEqual({
      Kind: 'lecture',
      Ids: { CandidateSOSId: 4, LectureId: 9 },
    });
    expect(NotificationTarget.parse({ Kind: 'profile' })).toEqual({ Kind: 'profile', Ids: {} });
  });

  it('refuses malformed kinds, id names and ids', () => {
    for (const bad of [
      { Kind: '' },
      { Kind: '../admin' },
      { Kind: 'profile', Ids: { 'a b': 1 } },
      { Kind: 'profile', Ids: { CandidateSOSId: 0 } },
      { Kind: 'profile', Ids: { CandidateSOSId: 1.5 } },
      { Kind: 'profile', Ids: { CandidateSOSId: '4' } },
      {
        Kind: 'profile',
        Ids: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`Id${i}`, 1])),
      },
    ]) {
      expect(NotificationTarget.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('parseNotificationTarget degrades anything invalid or missing to null', () => {
    expect(parseNotificationTarget(null)).toBeNull();
    expect(parseNotificationTarget(undefined)).toBeNull();
    expect(parseNotificationTarget('profile')).toBeNull();
    expect(parseNotificationTarget({ Kind: 7 })).toBeNull();
    expect(parseNotificationTarget({ Kind: 'invoice', Ids: { InvoiceId: 3 } })).toEqual({
      Kind: 'invoice',
      Ids: { InvoiceId: 3 },
    });
  });

  it('knows the kinds of this build and keeps unknown ones apart', () => {
    expect(isKnownNotificationTargetKind(NotificationTargetKind.profile)).toBe(true);
    expect(isKnownNotificationTargetKind('academicDocuments')).toBe(true);
    expect(isKnownNotificationTargetKind('hologram')).toBe(false);
  });

  it('a notification carries a target or null; the demo candidate has targeted notifications first', () => {
    expect(Notification.parse(buildNotification()).Target).toBeNull();
    const targeted = withTargets([
      buildNotification({}, 0),
      buildNotification({}, 1),
      buildNotification({}, 2),
      buildNotification({}, 3),
    ]);
    expect(targeted.map((notification) => notification.Target?.Kind ?? null)).toEqual([
      ...demoTargetedNotifications.map((entry) => entry.Target.Kind),
      null,
    ]);
    expect(targeted.slice(0, 3).every((notification) => !notification.IsRead)).toBe(true);
    for (const notification of targeted)
      expect(Notification.safeParse(notification).success).toBe(true);
  });
});
