import { describe, expect, it } from 'vitest';
import { TestsApiRoutes } from '../api/routes/tests';
import { NextQuestionQuery, SaveTestAnswerRequest, SubmitTestRequest, TestListQuery } from './test';

describe('test wire shapes', () => {
  it('names every CandidateTestService call under its service', () => {
    for (const entry of Object.values(TestsApiRoutes)) {
      expect(entry.path.startsWith('CandidateTestService/')).toBe(true);
      expect(entry.auth).toBe(true);
    }
    expect(TestsApiRoutes.submitTest.method).toBe('POST');
    expect(TestsApiRoutes.getNextQuestion.method).toBe('GET');
  });

  it('reads a list query from text, with the defaults', () => {
    expect(TestListQuery.parse({ candidateSOSId: '1001' })).toEqual({
      candidateSOSId: 1001,
      filter: 0,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(TestListQuery.safeParse({ candidateSOSId: '1001', filter: '7' }).success).toBe(false);
  });

  it('keeps an answer save to one question, a sequence from 1, and ISO times', () => {
    const save = {
      TestAttemptId: 1,
      QuestionId: 2,
      CandidateAnswer: '3',
      Sequence: 1,
      StartTime: null,
      EndTime: null,
    };
    expect(SaveTestAnswerRequest.parse(save).Sequence).toBe(1);
    expect(SaveTestAnswerRequest.safeParse({ ...save, Sequence: 0 }).success).toBe(false);
    expect(SaveTestAnswerRequest.safeParse({ ...save, StartTime: 'yesterday' }).success).toBe(
      false,
    );
    expect(
      SaveTestAnswerRequest.safeParse({ ...save, CandidateAnswer: 'x'.repeat(4001) }).success,
    ).toBe(false);
    // The page's device id: 8 to 64 letters, digits, - or _ (none: an older client).
    expect(SaveTestAnswerRequest.parse({ ...save, DeviceId: 'a1b2c3d4e5f6' }).DeviceId).toBe(
      'a1b2c3d4e5f6',
    );
    for (const DeviceId of ['short', 'has space in it', 'x'.repeat(65), 'submit'])
      expect(SaveTestAnswerRequest.safeParse({ ...save, DeviceId }).success).toBe(false);
  });

  it('reads the next-question request from a query string (an empty answer stays empty for the server to refuse)', () => {
    const query = NextQuestionQuery.parse({
      TestId: '9',
      CandidateSOSId: '1001',
      QuestionId: '5',
      TopicId: '0',
      CandidateAnswer: '  ',
      StartTime: '2026-03-02T09:00:00Z',
      EndTime: '2026-03-02T09:01:00Z',
    });
    expect(query).toMatchObject({ TestId: 9, QuestionId: 5, TopicId: 0, CandidateAnswer: '' });
  });

  it('caps a submit at 500 answers', () => {
    const answer = { QuestionId: 1, CandidateAnswer: null, StartTime: null, EndTime: null };
    const submit = {
      TestId: 1,
      CandidateSOSId: 1,
      SOSDetailTestId: null,
      StartTime: '2026-03-02T09:00:00Z',
      EndTime: '2026-03-02T09:10:00Z',
    };
    expect(
      SubmitTestRequest.safeParse({ ...submit, Answers: Array(500).fill(answer) }).success,
    ).toBe(true);
    expect(
      SubmitTestRequest.safeParse({ ...submit, Answers: Array(501).fill(answer) }).success,
    ).toBe(false);
  });
});
