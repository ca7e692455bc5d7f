import { FeedbackApiRoutes as routes, FeedbackResponse } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '../src/core/message-catalogue';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let first: string;
let second: string;
beforeAll(async () => {
  server = await startTestServer();
  first = (await server.login()).accessToken;
  second = (await server.login('demo.candidate2')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const mdcat = 1001;
const nums = 2001;
const get = (candidateSOSId = mdcat, token = first) => server.call<FeedbackResponse>('GET', routes.getFeedback.path, { token, query: { candidateSOSId } });
const answersFor = (SubjectId: number, questions: readonly number[], CandidateSOSId = mdcat, Rating = 4) =>
  questions.map((FeedbackQuestionId) => ({ CandidateSOSId, SubjectId, FeedbackQuestionId, Rating, Comment: 'The worked examples helped most.' }));
const save = (body: unknown, token = first) => server.call('POST', routes.saveFeedback.path, { token, body });

let questions: number[] = [];

describe('feedback per subject, once a month', () => {
  it("gives the course's questionnaire and its regular subjects, none saved yet", async () => {
    const result = await get();
    expect(result.status, result.body.Message).toBe(200);
    const feedback = FeedbackResponse.parse(result.body.Data);
    questions = feedback.FeedbackGroups.flatMap((group) => group.Questions.map((question) => question.FeedbackQuestionId));
    expect(questions.length).toBeGreaterThan(1);
    expect(feedback.SubjectList.map((subject) => subject.SubjectName)).toEqual(['Biology', 'Chemistry', 'Physics', 'English']);
    expect(feedback.SubjectList.every((subject) => !subject.IsSaved)).toBe(true);
  });

  it('saves two subjects in one array body, marks them saved, refuses them again this month', async () => {
    const result = await save([...answersFor(1, questions), ...answersFor(2, questions, mdcat, 5)]);
    expect(result.status, result.body.Message).toBe(200);
    expect(result.body.Message).toBe(messageText('FeedbackSaved'));
    const feedback = FeedbackResponse.parse((await get()).body.Data);
    expect(feedback.SubjectList.filter((subject) => subject.IsSaved).map((subject) => subject.SubjectId)).toEqual([1, 2]);
    const again = await save(answersFor(1, questions));
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe(messageText('FeedbackAlreadySaved'));
  });

  it('a new month opens every subject again', async () => {
    server.clock.advance(32 * 24 * 60 * 60);
    first = (await server.login()).accessToken;
    second = (await server.login('demo.candidate2')).accessToken;
    const feedback = FeedbackResponse.parse((await get()).body.Data);
    expect(feedback.SubjectList.every((subject) => !subject.IsSaved)).toBe(true);
    expect((await save(answersFor(1, questions))).status).toBe(200);
  });

  it('refuses bad answers with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [[], ''],
      [answersFor(3, questions.slice(1)), 'FeedbackQuestionId'],
      [[...answersFor(3, questions), ...answersFor(3, questions.slice(0, 1))], '].FeedbackQuestionId'],
      [answersFor(3, [...questions.slice(1), 999]), '].FeedbackQuestionId'],
      [answersFor(99, questions), '].SubjectId'],
      [answersFor(3, questions, mdcat, 6), 'Rating'],
      [answersFor(3, questions, mdcat, 0), 'Rating'],
      [[...answersFor(3, questions.slice(0, 1)), ...answersFor(3, questions.slice(1), 1002)], '].CandidateSOSId'],
      [{ CandidateSOSId: mdcat }, ''],
    ];
    for (const [body, field] of cases) {
      const result = await save(body);
      expect(result.status, `${JSON.stringify(body).slice(0, 80)}: ${result.body.Message}`).toBe(400);
      expect(result.body.Message).toContain(field);
    }
    const feedback = FeedbackResponse.parse((await get()).body.Data);
    expect(feedback.SubjectList.find((subject) => subject.SubjectId === 3)?.IsSaved).toBe(false);
  });

  it("never reads or writes another candidate's feedback (IDOR: 404 like a missing enrolment)", async () => {
    expect((await get(nums)).status).toBe(404);
    expect((await get(mdcat, second)).status).toBe(404);
    expect((await save(answersFor(11, questions, nums))).status).toBe(404);
    expect((await save(answersFor(3, questions), second)).status).toBe(404);
    const own = FeedbackResponse.parse((await get(nums, second)).body.Data);
    expect(own.SubjectList.every((subject) => !subject.IsSaved)).toBe(true);
    const mine = FeedbackResponse.parse((await get()).body.Data);
    expect(mine.SubjectList.find((subject) => subject.SubjectId === 3)?.IsSaved).toBe(false);
  });
});
