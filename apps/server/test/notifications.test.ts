import {
  NotificationsApiRoutes,
  NotificationCountResponse,
  NotificationListResponse,
  Notification,
  type NotificationFilter,
} from '@portal/domain';
import { demoWorld } from '@portal/domain/fixtures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateNotifications,
  pushTokens,
} from '../src/modules/notifications/notifications.tables';
import { seededDate, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  server = await startTestServer();
  tokenA = (await server.login()).accessToken;
  tokenB = (await server.login('demo.candidate2')).accessToken;
  // Start-up housekeeping adds the payment-due reminder in the background: wait for it.
  await server.app.runHousekeepingNow();
});
afterAll(async () => {
  await server?.close();
});

const seeded = demoWorld.candidate.notifications;
/**
 * demo.candidate's 64 seeded notifications and the payment-due reminder of MDCAT: its course ends
 * 10 days after the seed day and its Premium plan notifies 15 days ahead (the newest, unread).
 */
const TOTAL = seeded.length + 1;
const isReminder = (notification: Notification) => /^MDCAT Complete Preparation 2027: payment due in 10 days$/.test(notification.Title);
const routes = NotificationsApiRoutes;

async function page(token: string, filter: NotificationFilter, cursor: number, pageSize?: number) {
  const query: Record<string, number> = { filter, lessThanCandidateNotificationId: cursor };
  if (pageSize) query.pageSize = pageSize;
  const result = await server.call('GET', routes.getNotifications.path, { token, query });
  expect(result.status).toBe(200);
  return NotificationListResponse.parse(result.body.Data);
}

/** Every notification of a filter, following the cursor (lowest id loaded) as the portal does. */
async function all(token: string, filter: NotificationFilter, pageSize?: number) {
  const loaded: Notification[] = [];
  for (let guard = 0; guard < 50; guard += 1) {
    const next = await page(token, filter, loaded.at(-1)?.CandidateNotificationId ?? 0, pageSize);
    loaded.push(...next.Notifications);
    expect(next.RemainingRecords).toBe(next.TotalRecords - loaded.length);
    if (next.RemainingRecords === 0) break;
  }
  return loaded;
}

async function unreadCount(token: string) {
  const result = await server.call('GET', routes.getUnreadNotificationCount.path, { token });
  expect(result.status).toBe(200);
  return NotificationCountResponse.parse(result.body.Data).Count;
}

describe('notifications', () => {
  it('answers the filter enum', async () => {
    const result = await server.call('GET', routes.getNotificationFilterEnum.path);
    expect(result.body.Data).toEqual({ all: 1, read: 2, unread: 3 });
  });

  it('pages all 65 newest first by the cursor, without gaps or repeats', async () => {
    expect(seeded).toHaveLength(64);
    const first = await page(tokenA, 1, 0);
    expect(first.TotalRecords).toBe(TOTAL);
    expect(first.Notifications).toHaveLength(10);
    expect(first.RemainingRecords).toBe(TOTAL - 10);
    const [reminder, newestSeeded] = first.Notifications;
    expect(isReminder(reminder!)).toBe(true);
    expect(reminder!.IsRead).toBe(false);
    expect(newestSeeded?.CandidateNotificationId).toBe(Math.max(...seeded.map((n) => n.CandidateNotificationId)));
    // The seeded ones carry their fixture dates moved to the seed day.
    expect(newestSeeded?.CreatedOn).toBe(seededDate(seeded.find((n) => n.CandidateNotificationId === newestSeeded!.CandidateNotificationId)!.CreatedOn));
    const loaded = await all(tokenA, 1, 20);
    expect(loaded.map((n) => n.CandidateNotificationId)).toEqual([
      reminder!.CandidateNotificationId,
      ...seeded.map((n) => n.CandidateNotificationId).sort((a, b) => b - a),
    ]);
    const last = await page(tokenA, 1, Math.min(...seeded.map((n) => n.CandidateNotificationId)));
    expect(last).toEqual({ Notifications: [], RemainingRecords: 0, TotalRecords: TOTAL });
  });

  it('filters read and unread', async () => {
    const read = await all(tokenA, 2);
    const unread = await all(tokenA, 3);
    expect(read.every((n) => n.IsRead)).toBe(true);
    expect(unread.every((n) => !n.IsRead)).toBe(true);
    expect(read.length).toBe(seeded.filter((n) => n.IsRead).length);
    expect(read.length + unread.length).toBe(TOTAL);
    expect(read.length).toBeGreaterThan(0);
    expect(unread.length).toBeGreaterThan(0);
  });

  it('refuses a bad filter or cursor with 400 naming the field', async () => {
    for (const [key, value] of [
      ['filter', 9],
      ['filter', 'x'],
      ['lessThanCandidateNotificationId', -1],
    ] as const) {
      const result = await server.call('GET', routes.getNotifications.path, {
        token: tokenA,
        query: { [key]: value },
      });
      expect(result.status).toBe(400);
      expect(result.body.Message).toContain(key);
    }
  });

  it('opening and marking read drop the unread count', async () => {
    const before = await unreadCount(tokenA);
    const [first, second] = await all(tokenA, 3);
    if (!first || !second) throw new Error('expected two unread notifications');
    const detail = await server.call('GET', routes.getNotificationDetail.path, {
      token: tokenA,
      query: { candidateNotificationId: first.CandidateNotificationId },
    });
    expect(detail.status).toBe(200);
    expect(Notification.parse(detail.body.Data)).toMatchObject({
      CandidateNotificationId: first.CandidateNotificationId,
      IsRead: true,
      Title: first.Title,
    });
    expect(await unreadCount(tokenA)).toBe(before - 1);
    const mark = await server.call('POST', routes.markNotificationAsRead.path, {
      token: tokenA,
      body: { CandidateNotificationId: second.CandidateNotificationId },
    });
    expect(mark.status).toBe(200);
    expect(await unreadCount(tokenA)).toBe(before - 2);
    expect((await all(tokenA, 3)).map((n) => n.CandidateNotificationId)).not.toContain(
      second.CandidateNotificationId,
    );
  });

  it("gives candidate B a 404 (not 403) for A's notification, and leaves it unread", async () => {
    const [target] = await all(tokenA, 3);
    if (!target) throw new Error('expected an unread notification');
    const countA = await unreadCount(tokenA);
    const detail = await server.call('GET', routes.getNotificationDetail.path, {
      token: tokenB,
      query: { candidateNotificationId: target.CandidateNotificationId },
    });
    expect(detail.status).toBe(404);
    const mark = await server.call('POST', routes.markNotificationAsRead.path, {
      token: tokenB,
      body: { CandidateNotificationId: target.CandidateNotificationId },
    });
    expect(mark.status).toBe(404);
    const missing = await server.call('GET', routes.getNotificationDetail.path, {
      token: tokenB,
      query: { candidateNotificationId: 999_999 },
    });
    expect(missing.status).toBe(404);
    expect(detail.body).toEqual(missing.body);
    expect(await unreadCount(tokenA)).toBe(countA);
    const listB = await all(tokenB, 1);
    expect(listB).toHaveLength(demoWorld.secondCandidate.notifications.length);
    expect(listB.map((n) => n.CandidateNotificationId)).not.toContain(
      target.CandidateNotificationId,
    );
  });

  it('saves a push token for the caller', async () => {
    const result = await server.call('POST', routes.savePushToken.path, {
      token: tokenA,
      body: { Token: 'push-token-abc' },
    });
    expect(result.status).toBe(200);
    const rows = await server.app.platform.db
      .select()
      .from(pushTokens)
      .where(and(eq(pushTokens.token, 'push-token-abc')));
    expect(rows).toHaveLength(1);
    const empty = await server.call('POST', routes.savePushToken.path, {
      token: tokenA,
      body: { Token: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toContain('Token');
  });

  it("carries each notification's target (kind + ids); none is null, a malformed stored one reads as null", async () => {
    const first = await page(tokenA, 1, 0, 20);
    const targeted = seeded.filter((n) => n.Target !== null);
    expect(targeted.length).toBeGreaterThanOrEqual(3);
    for (const expected of targeted) {
      const got = first.Notifications.find(
        (n) => n.CandidateNotificationId === expected.CandidateNotificationId,
      );
      expect(got?.Target).toEqual(expected.Target);
    }
    expect(first.Notifications.filter((n) => n.Target === null).length).toBe(20 - targeted.length);

    const [plain] = first.Notifications.filter((n) => n.Target === null);
    if (!plain) throw new Error('expected a notification without a target');
    await server.app.platform.db
      .update(candidateNotifications)
      .set({ target: { Kind: '../../admin', Ids: { x: 'y' } } })
      .where(eq(candidateNotifications.id, plain.CandidateNotificationId));
    const detail = await server.call('GET', routes.getNotificationDetail.path, {
      token: tokenA,
      query: { candidateNotificationId: plain.CandidateNotificationId },
    });
    expect(detail.status).toBe(200);
    expect(Notification.parse(detail.body.Data).Target).toBeNull();
  });

  it("marks all of the caller's notifications read, and nobody else's", async () => {
    const unreadA = await unreadCount(tokenA);
    const unreadB = await unreadCount(tokenB);
    expect(unreadA).toBeGreaterThan(0);
    expect(unreadB).toBeGreaterThan(0);
    const result = await server.call('POST', routes.markAllNotificationsAsRead.path, {
      token: tokenA,
    });
    expect(result.status).toBe(200);
    expect(result.body.Data).toEqual({ Count: unreadA });
    expect(await unreadCount(tokenA)).toBe(0);
    expect(await all(tokenA, 3)).toEqual([]);
    expect(await unreadCount(tokenB)).toBe(unreadB);
    const again = await server.call('POST', routes.markAllNotificationsAsRead.path, {
      token: tokenA,
    });
    expect(again.body.Data).toEqual({ Count: 0 });
  });

  it('needs the bearer token', async () => {
    const valid = {
      body: { CandidateNotificationId: 1001, Token: 't' },
      query: { candidateNotificationId: 1001 },
    };
    for (const entry of Object.values(routes).filter((entry) => entry.auth)) {
      const result = await server.call(
        entry.method,
        entry.path,
        entry.method === 'POST' ? { body: valid.body } : { query: valid.query },
      );
      expect(result.status).toBe(401);
    }
  });
});
