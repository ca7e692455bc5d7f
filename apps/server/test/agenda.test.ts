import { AgendaItemKind, AgendaResponse, LiveApiRoutes as routes, MeetingStatus } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDayIn } from '../src/modules/live/live.service';
import { startWithTwoCandidates, type TestServer } from './helpers/test-server';

let server: TestServer, first: string, second: string;
beforeAll(async () => ({ server, first, second } = await startWithTwoCandidates()));
afterAll(() => server?.close());

const mdcat = 1001;
const agenda = async (token: string, query: Record<string, number> = {}) => {
  const answer = await server.call('GET', routes.getAgenda.path, { token, query });
  expect(answer.status).toBe(200);
  return AgendaResponse.parse(answer.body.Data);
};

describe('study agenda (AgendaService/GetAgenda)', () => {
  it('lists the subscribed class, the webinars, the due tests and assignments of every enrolment in one time-ordered list', async () => {
    const result = await agenda(first);
    const kinds = new Set(result.Items.map((item) => item.Kind));
    expect([...kinds].sort()).toEqual([AgendaItemKind.assignment, AgendaItemKind.liveClass, AgendaItemKind.test, AgendaItemKind.webinar].sort());
    // The seeded subscription: the exclusive session 10018's occurrence 100181.
    expect(result.Items.find((item) => item.Kind === AgendaItemKind.liveClass)).toMatchObject({ ItemId: 100181, CandidateSOSId: mdcat });
    const starts = result.Items.map((item) => item.StartTime);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(result.Items.map((item) => item.Key)).size).toBe(result.Items.length);
    const from = Date.parse(result.From);
    const to = Date.parse(result.To);
    expect(to - from).toBe(28 * 24 * 3_600_000);
    for (const item of result.Items) {
      const end = Date.parse(item.StartTime) + (item.DurationMinutes ?? 0) * 60_000;
      expect(end).toBeGreaterThanOrEqual(from);
      expect(Date.parse(item.StartTime)).toBeLessThan(to);
      expect(item.MeetingStatus === null).toBe(item.Kind !== AgendaItemKind.liveClass);
    }
    // A test or assignment already past its due date is not on the agenda (the seeds have one of each, 2 days ago).
    for (const item of result.Items.filter((entry) => entry.DurationMinutes === null)) {
      expect(Date.parse(item.StartTime)).toBeGreaterThan(Date.parse(result.ServerTime));
    }
  });

  it('narrows to one enrolment and to fewer days', async () => {
    const all = await agenda(first);
    const one = await agenda(first, { candidateSOSId: mdcat });
    expect(one.Items.length).toBeGreaterThan(0);
    expect(one.Items.every((item) => item.CandidateSOSId === mdcat)).toBe(true);
    expect(one.Items).toEqual(all.Items.filter((item) => item.CandidateSOSId === mdcat));
    const week = await agenda(first, { candidateSOSId: mdcat, days: 7 });
    // The demo quizzes are due in 14 days: outside a week.
    expect(week.Items.some((item) => item.Kind === AgendaItemKind.test)).toBe(false);
    expect(one.Items.some((item) => item.Kind === AgendaItemKind.test)).toBe(true);
  });

  it('adds a class once it is subscribed', async () => {
    const before = await agenda(first, { candidateSOSId: mdcat, days: 7 });
    expect(before.Items.some((item) => item.ItemId === 100111)).toBe(false);
    const subscribed = await server.call('POST', routes.subscribeLiveClass.path, { token: first, body: { CandidateSOSId: mdcat, MeetingTopicId: 10011, TopicType: 2 } });
    expect(subscribed.status).toBe(200);
    const after = await agenda(first, { candidateSOSId: mdcat, days: 7 });
    expect(after.Items.find((item) => item.ItemId === 100111)).toMatchObject({ Kind: AgendaItemKind.liveClass, MeetingStatus: MeetingStatus.Scheduled });
  });

  it("refuses another candidate's enrolment (404) and bad input (400), and needs a session (401)", async () => {
    expect((await server.call('GET', routes.getAgenda.path, { token: second, query: { candidateSOSId: mdcat } })).status).toBe(404);
    const own = await agenda(second);
    expect(own.Items.every((item) => item.CandidateSOSId !== mdcat)).toBe(true);
    expect((await server.call('GET', routes.getAgenda.path, { token: first, query: { days: 0 } })).status).toBe(400);
    expect((await server.call('GET', routes.getAgenda.path, { token: first, query: { days: 63 } })).status).toBe(400);
    expect((await server.call('GET', routes.getAgenda.path, { token: first, query: { candidateSOSId: 'x' } })).status).toBe(400);
    expect((await server.call('GET', routes.getAgenda.path, {})).status).toBe(401);
  });
});

describe('startOfDayIn', () => {
  it('is the local midnight of the zone, across a DST change', () => {
    expect(startOfDayIn(new Date('2026-03-08T15:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn(new Date('2026-03-09T03:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn(new Date('2026-11-24T20:00:00Z'), 'Asia/Karachi').toISOString()).toBe('2026-11-24T19:00:00.000Z');
    expect(startOfDayIn(new Date('2026-11-24T20:00:00Z'), 'UTC').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});
