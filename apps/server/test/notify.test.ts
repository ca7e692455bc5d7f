import {
  defaultCandidateSettings,
  NotificationFilter,
  NotificationKind,
  NotificationListResponse,
  NotificationsApiRoutes as routes,
  SettingsApiRoutes,
} from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CapturedLog, startTestServer, type TestServer } from './helpers/test-server';

// notify (notifications module): how every area sends a candidate a notification, as the
// candidate's settings (issue 11: which kinds, push on/off) allow.
let server: TestServer;
let log: CapturedLog;
let first: { accessToken: string; userId: string };
let second: { accessToken: string; userId: string };
beforeAll(async () => {
  log = new CapturedLog();
  server = await startTestServer({ logLevel: 'warn' }, { logDestination: log });
  first = await server.login();
  second = await server.login('demo.candidate2');
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const notify = (userId: string, kind: NotificationKind, title: string) =>
  server.app.modules.notifications.notify(userId, {
    kind,
    title,
    message: `${title}: details inside.`,
    target: null,
  });

async function newest(token: string) {
  const result = await server.call('GET', routes.getNotifications.path, {
    token,
    query: { filter: NotificationFilter.all, lessThanCandidateNotificationId: 0 },
  });
  expect(result.status).toBe(200);
  return NotificationListResponse.parse(result.body.Data).Notifications[0];
}

async function saveSettings(token: string, kinds: NotificationKind[], push: boolean) {
  const result = await server.call('POST', SettingsApiRoutes.saveSettings.path, {
    token,
    body: { ...defaultCandidateSettings, NotificationKinds: kinds, PushNotifications: push },
  });
  expect(result.status).toBe(200);
}

describe('notify', () => {
  it('delivers to the candidate alone, newest first and unread, with the default settings', async () => {
    const before = await newest(second.accessToken);
    const outcome = await notify(
      first.userId,
      NotificationKind.billing,
      'Invoice INV-2026-9001 is due',
    );
    expect(outcome).toMatchObject({ delivered: true });
    const shown = await newest(first.accessToken);
    expect(shown).toMatchObject({ Title: 'Invoice INV-2026-9001 is due', IsRead: false });
    expect(outcome.delivered && shown?.CandidateNotificationId).toBe(
      outcome.delivered && outcome.id,
    );
    // Above every seeded id, so the cursor paging's "newest = highest id" holds.
    expect(shown!.CandidateNotificationId).toBeGreaterThanOrEqual(1_000_000);
    expect(await newest(second.accessToken)).toEqual(before);
  });

  it('does not deliver a kind the candidate turned off, and still delivers the others', async () => {
    await saveSettings(
      first.accessToken,
      [NotificationKind.courseContent, NotificationKind.liveClasses],
      false,
    );
    const before = await newest(first.accessToken);
    expect(await notify(first.userId, NotificationKind.billing, 'Payment received')).toEqual({
      delivered: false,
    });
    expect(await newest(first.accessToken)).toEqual(before);

    const wanted = await notify(first.userId, NotificationKind.liveClasses, 'Live class at 16:00');
    expect(wanted).toMatchObject({ delivered: true, pushedTo: 0 });
    expect((await newest(first.accessToken))?.Title).toBe('Live class at 16:00');
  });

  it("pushes to the candidate's devices only while push is on", async () => {
    const device = 'device-of-the-demo-candidate-for-notify';
    const saved = await server.call('POST', routes.savePushToken.path, {
      token: first.accessToken,
      body: { Token: device },
    });
    expect(saved.status).toBe(200);
    const send = vi.spyOn(server.app.platform.push, 'sendToTokens');

    await saveSettings(first.accessToken, Object.values(NotificationKind), false);
    expect(
      await notify(first.userId, NotificationKind.announcements, 'Mock exam week'),
    ).toMatchObject({ delivered: true, pushedTo: 0 });
    expect(send).not.toHaveBeenCalled();

    await saveSettings(first.accessToken, Object.values(NotificationKind), true);
    expect(
      await notify(first.userId, NotificationKind.announcements, 'Results are out'),
    ).toMatchObject({ delivered: true, pushedTo: 1 });
    expect(send).toHaveBeenCalledWith([device], {
      title: 'Results are out',
      body: 'Results are out: details inside.',
      link: 'http://portal.test/dashboard/notifications', // the test configuration's PUBLIC_WEB_URL
    });
  });

  it('a push provider failure is logged; the notification is listed all the same', async () => {
    vi.spyOn(server.app.platform.push, 'sendToTokens').mockRejectedValue(
      new Error('FCM unreachable (test)'),
    );
    const outcome = await notify(
      first.userId,
      NotificationKind.testsAndResults,
      'Mock test 3 scored',
    );
    expect(outcome).toMatchObject({ delivered: true, pushedTo: 0 });
    expect((await newest(first.accessToken))?.Title).toBe('Mock test 3 scored');
    expect(log.lines.join('\n')).toContain('push message not delivered to a device');
  });
});
