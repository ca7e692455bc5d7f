import { DashboardApiRoutes, MyCoursesResponse, NotificationListResponse, NotificationsApiRoutes } from '@portal/domain';
import { FIXTURE_DAY, demoWorld, shiftFixtureDates } from '@portal/domain/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDemoSeedDay } from '../src/modules/reference';
import { appSettings } from '../src/modules/reference/reference.tables';
import { startTestServer, type TestServer } from './helpers/test-server';

/*
 * The one demo world on any day: a database seeded on a day without DEMO_SEED_DAY gets the
 * fixtures' dates moved to that day (the world is current), and remembers the day.
 */
const today = '2027-01-10';
const now = new Date(`${today}T08:00:00.000Z`);

let server: TestServer;
beforeAll(async () => {
  // Its own clock: a fresh database (not the template seeded for the test clock), seeded "today".
  server = await startTestServer({ demoSeedDay: undefined }, { clock: () => now });
  await server.app.runHousekeepingNow();
});
afterAll(async () => {
  await server?.close();
});

const storedDay = async () =>
  (await server.app.platform.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'demoSeedDay')))[0]?.value;

describe('the demo seed day', () => {
  it('moves the fixtures to the day the database is seeded and stores that day', async () => {
    expect(await storedDay()).toBe(today);
    const token = (await server.login()).accessToken;
    const courses = MyCoursesResponse.parse((await server.call('GET', DashboardApiRoutes.getMyCourses.path, { token, query: { CourseType: 1 } })).body.Data).Courses;
    const mdcat = courses.find((course) => course.CourseName === 'MDCAT Complete Preparation 2027')!;
    // Authored 10 days after the reference date: 10 days after the seed day.
    expect(demoWorld.candidate.courses[0]!.course.CourseEndDate.Value).toBe('2026-12-01');
    expect(mdcat.CourseEndDate.Value).toBe('2027-01-20');
    expect(mdcat).toEqual(shiftFixtureDates(demoWorld.candidate.courses[0]!.course, FIXTURE_DAY, today));

    const list = NotificationListResponse.parse((await server.call('GET', NotificationsApiRoutes.getNotifications.path, { token, query: { filter: 1, lessThanCandidateNotificationId: 0, pageSize: 100 } })).body.Data);
    // The payment-due reminder (Premium notifies 15 days ahead), then the seeded ones, dated around the seed day.
    expect(list.Notifications[0]!.Title).toBe('MDCAT Complete Preparation 2027: payment due in 10 days');
    const seededDates = list.Notifications.slice(1).map((notification) => notification.CreatedOn);
    expect(seededDates).toEqual(
      shiftFixtureDates(demoWorld.candidate.notifications, FIXTURE_DAY, today)
        .toSorted((a, b) => b.CandidateNotificationId - a.CandidateNotificationId)
        .map((notification) => notification.CreatedOn),
    );
    expect(seededDates.every((date) => date.slice(0, 7) === '2027-01' || date.slice(0, 7) === '2026-12')).toBe(true);
  });

  it('keeps the stored day on later starts; DEMO_SEED_DAY overrides it without replacing it', async () => {
    const db = server.app.platform.db;
    const weekLater = new Date(now.getTime() + 7 * 86_400_000);
    expect(await resolveDemoSeedDay(db, undefined, weekLater)).toBe(today);
    expect(await resolveDemoSeedDay(db, '2027-03-01', weekLater)).toBe('2027-03-01');
    expect(await storedDay()).toBe(today);
  });
});
