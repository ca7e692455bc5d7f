import { CoursesApiRoutes as routes, NotesApiRoutes } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courseActivities, courseDays } from '../src/modules/courses/courses.tables';
import { courseNotes } from '../src/modules/notes/notes.tables';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * N+1 guard (issue 12 budget: the subject activity page for a subject with 200 activities renders
 * in one request per level, with a fixed statement count). Statements are counted at the database
 * client (PGlite's or node-postgres' `query`), so every statement of a request is seen.
 */
let server: TestServer;
let token: string;
const bigSubjectId = 99;
beforeAll(async () => {
  server = await startTestServer();
  // The start-up housekeeping sweeps (push topics, request counts, quiz deadlines) run beside the
  // first requests; counted with them they once made the first call 6 statements instead of 3.
  await server.app.runHousekeepingNow();
  const session = await server.login();
  token = session.accessToken;
  const db = server.app.platform.db;
  // A 200-activity subject in MDCAT (20 days of 10 activities, in 4 groups), and 60 notes.
  await db.execute(
    sql`update candidate_courses set course = jsonb_set(course, '{Subjects}', (course->'Subjects') || ${JSON.stringify([{ SubjectId: bigSubjectId, SubjectName: 'Revision', IsFLP: false, SubjectColor: '#0f766e', Progress: 0 }])}::jsonb) where candidate_sos_id = 1001`,
  );
  const days = Array.from({ length: 20 }, (_, index) => ({
    sosDetailId: 99_000 + index,
    sosId: 11,
    subjectId: bigSubjectId,
    groupName: `Revision week ${Math.floor(index / 5) + 1}`,
    groupPosition: Math.floor(index / 5),
    dayPosition: index % 5,
    dayName: `Day ${index + 1}`,
  }));
  await db.insert(courseDays).values(days);
  await db.insert(courseActivities).values(
    days.flatMap((day) =>
      Array.from({ length: 10 }, (_, position) => {
        const id = day.sosDetailId * 10 + position;
        return { sosDetailId: day.sosDetailId, position, activityType: 3, title: `Revision quiz ${id}`, testId: id, sosDetailTestId: id };
      }),
    ),
  );
  const now = new Date();
  await db.insert(courseNotes).values(Array.from({ length: 60 }, (_, index) => ({ userId: session.userId, candidateSosId: 1001, sosDetailContentId: index % 2 === 0 ? 1110 : 1111, contentType: index % 2 === 0 ? 1 : 2, note: `Note ${index}`, createdAt: now, updatedAt: now })));
});
afterAll(async () => {
  await server?.close();
});

async function statementsOf(call: () => Promise<{ status: number }>): Promise<number> {
  const client = (server.app.platform.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    const result = await call();
    expect(result.status).toBe(200);
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

const get = (path: string, query: Record<string, string | number>) => server.call('GET', path, { token, query });

describe('statements per request do not grow with the list', () => {
  it('a subject of 200 activities reads in as many statements as one of 36, at every level', async () => {
    const small = await statementsOf(() => get(routes.getCourseSubjectActivityGroups.path, { candidateSOSId: 1001, subjectId: 1 }));
    const big = await statementsOf(() => get(routes.getCourseSubjectActivityGroups.path, { candidateSOSId: 1001, subjectId: bigSubjectId }));
    expect(small).toBeGreaterThanOrEqual(2);
    expect(big).toBe(small);
    const groups = (await get(routes.getCourseSubjectActivityGroups.path, { candidateSOSId: 1001, subjectId: bigSubjectId })).body.Data as { SubjectActivityGroups: { SubjectActivityGroupDays: { SubjectGroupDayActivities: unknown[] }[] }[] };
    expect(groups.SubjectActivityGroups.flatMap((group) => group.SubjectActivityGroupDays).flatMap((day) => day.SubjectGroupDayActivities)).toHaveLength(200);
    // Authentication, the enrolment and the subject: a handful, whatever the size.
    expect(big).toBeLessThanOrEqual(4);
    const days = await statementsOf(() => get(routes.getCourseSubjectActivityDays.path, { candidateSOSId: 1001, subjectId: bigSubjectId, groupName: 'Revision week 1' }));
    const activities = await statementsOf(() => get(routes.getCourseSubjectDayActivities.path, { candidateSOSId: 1001, subjectId: bigSubjectId, groupName: 'Revision week 2', sosDetailId: 99_005 }));
    const subjects = await statementsOf(() => get(routes.getCourseSubjects.path, { candidateSOSId: 1001 }));
    expect([days, activities, subjects]).toEqual([big, big, big]);
  });

  it('a page of 50 notes takes as many statements as a page of 2', async () => {
    const two = await statementsOf(() => get(NotesApiRoutes.getNotes.path, { candidateSOSId: 1001, pageSize: 2 }));
    const fifty = await statementsOf(() => get(NotesApiRoutes.getNotes.path, { candidateSOSId: 1001, pageSize: 50 }));
    expect(two).toBeGreaterThanOrEqual(3);
    expect(fifty).toBe(two);
    expect(fifty).toBeLessThanOrEqual(6);
  });
});
