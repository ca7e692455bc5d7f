import {
  ItemRating,
  MyCoursesResponse,
  RatingResponse,
  RatingsApiRoutes as routes,
  ReportProblem,
  ReportProblemResponse,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoCandidates, type TestServer } from './helpers/test-server';

let server: TestServer, first: string, second: string;
beforeAll(async () => ({ server, first, second } = await startWithTwoCandidates()));
afterAll(() => server?.close());

const mdcat = 1001;
const mdcatSosId = 11;

describe('ratings', () => {
  it('rates the course, shows it on the course card, replaces it on a second save, and removes it', async () => {
    const save = (Rating: number, Comment?: string) =>
      server.call('POST', routes.saveRating.path, {
        token: first,
        body: { CandidateSOSId: mdcat, ItemId: mdcatSosId, ItemType: 1, Rating, Comment },
      });
    expect(ItemRating.parse((await save(4, 'Clear lectures.')).body.Data)).toEqual({
      ItemId: mdcatSosId,
      ItemType: 1,
      Rating: 4,
      Comment: 'Clear lectures.',
    });
    expect(ItemRating.parse((await save(5)).body.Data)).toMatchObject({ Rating: 5, Comment: null });
    const got = RatingResponse.parse(
      (
        await server.call('GET', routes.getRating.path, {
          token: first,
          query: { candidateSOSId: mdcat, itemId: mdcatSosId, itemType: 1 },
        })
      ).body.Data,
    );
    expect(got.ItemRating?.Rating).toBe(5);
    const card = MyCoursesResponse.parse(
      (
        await server.call('GET', 'CandidateCourseService/GetMyCourses', {
          token: first,
          query: { CourseType: 1 },
        })
      ).body.Data,
    ).Courses.find((course) => course.CandidateSOSId === mdcat);
    expect(card?.ItemRating).toMatchObject({ Rating: 5, ItemType: 1 });

    expect(
      (
        await server.call('DELETE', routes.removeRating.path, {
          token: first,
          query: { candidateSOSId: mdcat, itemId: mdcatSosId, itemType: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      RatingResponse.parse(
        (
          await server.call('GET', routes.getRating.path, {
            token: first,
            query: { candidateSOSId: mdcat, itemId: mdcatSosId, itemType: 1 },
          })
        ).body.Data,
      ).ItemRating,
    ).toBeNull();
    expect(
      (
        await server.call('DELETE', routes.removeRating.path, {
          token: first,
          query: { candidateSOSId: mdcat, itemId: mdcatSosId, itemType: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it('rates a video, and the video then carries the rating', async () => {
    const saved = await server.call('POST', routes.saveRating.path, {
      token: first,
      body: { CandidateSOSId: mdcat, ItemId: 1110, ItemType: 2, Rating: 3 },
    });
    expect(saved.status).toBe(200);
    const video = await server.call<{ ItemRating: unknown }>(
      'GET',
      'CandidateContentService/GetContentVideo',
      { token: first, query: { candidateSOSId: mdcat, contentId: 1110 } },
    );
    expect(video.body.Data.ItemRating).toEqual({
      ItemId: 1110,
      ItemType: 2,
      Rating: 3,
      Comment: null,
    });
  });

  it('refuses bad ratings: out of range, a type not rateable yet, another course, locked content', async () => {
    const rate = (body: Record<string, unknown>) =>
      server.call('POST', routes.saveRating.path, {
        token: first,
        body: { CandidateSOSId: mdcat, ...body },
      });
    const stars = await rate({ ItemId: mdcatSosId, ItemType: 1, Rating: 6 });
    expect(stars.status).toBe(400);
    expect(stars.body.Message).toMatch(/^Rating: /);
    const quiz = await rate({ ItemId: 1112, ItemType: 3, Rating: 4 });
    expect(quiz.status).toBe(400);
    expect(quiz.body.Message).toMatch(/^ItemType: /);
    const unknownType = await rate({ ItemId: 1, ItemType: 42, Rating: 4 });
    expect(unknownType.status).toBe(400);
    expect((await rate({ ItemId: 12, ItemType: 1, Rating: 4 })).status).toBe(404);
    expect((await rate({ ItemId: 1130, ItemType: 2, Rating: 4 })).status).toBe(403);
  });

  it("keeps candidate 2 away from candidate 1's ratings (404, like a missing enrolment)", async () => {
    await server.call('POST', routes.saveRating.path, {
      token: first,
      body: { CandidateSOSId: mdcat, ItemId: mdcatSosId, ItemType: 1, Rating: 2 },
    });
    for (const [method, path, options] of [
      [
        'GET',
        routes.getRating.path,
        { query: { candidateSOSId: mdcat, itemId: mdcatSosId, itemType: 1 } },
      ],
      [
        'DELETE',
        routes.removeRating.path,
        { query: { candidateSOSId: mdcat, itemId: mdcatSosId, itemType: 1 } },
      ],
      [
        'POST',
        routes.saveRating.path,
        { body: { CandidateSOSId: mdcat, ItemId: mdcatSosId, ItemType: 1, Rating: 1 } },
      ],
    ] as const) {
      expect((await server.call(method, path, { token: second, ...options })).status).toBe(404);
    }
    expect(
      RatingResponse.parse(
        (
          await server.call('GET', routes.getRating.path, {
            token: first,
            query: { candidateSOSId: mdcat, itemId: mdcatSosId, itemType: 1 },
          })
        ).body.Data,
      ).ItemRating?.Rating,
    ).toBe(2);
  });
});

describe('problem reports', () => {
  it('reports a problem on a video (IsReported), replaces it, reads it back and withdraws it', async () => {
    const report = (Description: string) =>
      server.call('POST', routes.saveReportProblem.path, {
        token: first,
        body: { CandidateSOSId: mdcat, ItemId: 1110, ProblemType: 1, Description },
      });
    expect(
      ReportProblem.parse((await report('The captions stop after the first minute.')).body.Data),
    ).toEqual({
      ItemId: 1110,
      ProblemType: 1,
      Description: 'The captions stop after the first minute.',
      IsReported: true,
    });
    await report('The picture freezes at 0:40 in Chromium.');
    const got = ReportProblemResponse.parse(
      (
        await server.call('GET', routes.getReportProblem.path, {
          token: first,
          query: { candidateSOSId: mdcat, itemId: 1110, problemType: 1 },
        })
      ).body.Data,
    );
    expect(got.ReportProblem).toMatchObject({
      Description: 'The picture freezes at 0:40 in Chromium.',
      IsReported: true,
    });
    expect(
      (
        await server.call('GET', routes.getReportProblem.path, {
          token: second,
          query: { candidateSOSId: mdcat, itemId: 1110, problemType: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('DELETE', routes.removeReportProblem.path, {
          token: first,
          query: { candidateSOSId: mdcat, itemId: 1110, problemType: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      ReportProblemResponse.parse(
        (
          await server.call('GET', routes.getReportProblem.path, {
            token: first,
            query: { candidateSOSId: mdcat, itemId: 1110, problemType: 1 },
          })
        ).body.Data,
      ).ReportProblem,
    ).toBeNull();
  });

  it('requires a Description, the matching problem type, and a reportable type', async () => {
    const report = (body: Record<string, unknown>) =>
      server.call('POST', routes.saveReportProblem.path, {
        token: first,
        body: { CandidateSOSId: mdcat, ...body },
      });
    const empty = await report({ ItemId: 1110, ProblemType: 1, Description: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toMatch(/^Description: /);
    const mismatch = await report({
      ItemId: 1111,
      ProblemType: 1,
      Description: 'The table is cut off on the right.',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.Message).toMatch(/^ProblemType: /);
    // A test is reported once it is finished (the tests module's rule; tests.test.ts covers the rest).
    const test = await report({
      ItemId: 1112,
      ProblemType: 3,
      Description: 'Option B repeats option C.',
    });
    expect(test.status).toBe(400);
    expect(test.body.Message).toMatch(/^ItemId: /);
    const classTest = await report({
      ItemId: 1112,
      ProblemType: 4,
      Description: 'Option B repeats option C.',
    });
    expect(classTest.status).toBe(400);
    expect(classTest.body.Message).toMatch(/^ProblemType: /);
    const reading = await report({
      ItemId: 1111,
      ProblemType: 2,
      Description: 'The table is cut off on the right.',
    });
    expect(reading.status).toBe(200);
  });
});
