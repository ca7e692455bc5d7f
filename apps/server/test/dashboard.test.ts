import { DashboardApiRoutes, EBooksResponse, MyCoursesResponse } from '@portal/domain';
import { demoWorld } from '@portal/domain/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeded, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const sosIds = (data: unknown) => MyCoursesResponse.parse(data).Courses.map((course) => course.CandidateSOSId);
const demoSosIds = demoWorld.candidate.courses.map(({ course }) => course.CandidateSOSId);
const secondSosIds = demoWorld.secondCandidate.courses.map(({ course }) => course.CandidateSOSId);

describe('dashboard', () => {
  it("lists the caller's programs and active courses from the database", async () => {
    const { accessToken } = await server.login();
    const programs = await server.call('GET', DashboardApiRoutes.getMyPrograms.path, { token: accessToken });
    expect(programs.status).toBe(200);
    expect(sosIds(programs.body.Data)).toEqual([...demoSosIds].sort((a, b) => a - b));
    const courses = await server.call('GET', DashboardApiRoutes.getMyCourses.path, { token: accessToken, query: { CourseType: 1 } });
    expect(courses.status).toBe(200);
    const parsed = MyCoursesResponse.parse(courses.body.Data);
    expect(parsed.Courses).toHaveLength(2);
    expect(new Set(parsed.Courses.map((course) => course.Subscription.PackageName)).size).toBe(2);
    // As seeded: the fixture's dates moved to the test servers' seed day (its end date among them).
    expect(parsed.Courses[0]).toEqual(seeded(demoWorld.candidate.courses.find(({ course }) => course.CandidateSOSId === parsed.Courses[0]?.CandidateSOSId)?.course));
    const archived = await server.call('GET', DashboardApiRoutes.getMyCourses.path, { token: accessToken, query: { CourseType: 2 } });
    expect(MyCoursesResponse.parse(archived.body.Data).Courses).toEqual([]);
  });

  it("lists the caller's e-books with CourseType=1", async () => {
    const { accessToken } = await server.login();
    const result = await server.call('GET', DashboardApiRoutes.getMyEBooks.path, { token: accessToken, query: { CourseType: 1 } });
    expect(result.status).toBe(200);
    const eBooks = EBooksResponse.parse(result.body.Data).EBooks;
    expect(eBooks.map((eBook) => eBook.EBookId).sort()).toEqual(demoWorld.candidate.ebooks.map((eBook) => eBook.EBookId).sort());
  });

  it('refuses a bad CourseType with 400 naming the field', async () => {
    const { accessToken } = await server.login();
    for (const path of [DashboardApiRoutes.getMyCourses.path, DashboardApiRoutes.getMyEBooks.path]) {
      for (const value of ['7', 'abc', '-1']) {
        const result = await server.call('GET', path, { token: accessToken, query: { CourseType: value } });
        expect(result.status).toBe(400);
        expect(result.body.success).toBe(false);
        expect(result.body.Message).toContain('CourseType');
      }
    }
  });

  it('needs the bearer token', async () => {
    for (const entry of Object.values(DashboardApiRoutes)) {
      const result = await server.call(entry.method, entry.path);
      expect(result.status).toBe(401);
    }
  });

  it("never shows candidate B candidate A's courses or e-books", async () => {
    const { accessToken } = await server.login('demo.candidate2');
    const programs = await server.call('GET', DashboardApiRoutes.getMyPrograms.path, { token: accessToken });
    expect(sosIds(programs.body.Data)).toEqual(secondSosIds);
    const courses = await server.call('GET', DashboardApiRoutes.getMyCourses.path, { token: accessToken, query: { CourseType: 1 } });
    const ids = sosIds(courses.body.Data);
    expect(ids).toEqual(secondSosIds);
    for (const id of demoSosIds) expect(ids).not.toContain(id);
    const eBooks = await server.call('GET', DashboardApiRoutes.getMyEBooks.path, { token: accessToken, query: { CourseType: 1 } });
    expect(EBooksResponse.parse(eBooks.body.Data).EBooks).toEqual([]);
  });
});
