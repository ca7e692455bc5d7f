import { describe, expect, it } from 'vitest';
import type { Question } from '../schemas/test';
import {
  SELECT_AN_OPTION_MESSAGE,
  goToQuestion,
  initialTestAttemptState,
  nextQuestionRequest,
  recordAnswer,
  resetTestAttempt,
  startTestAttempt,
} from './test-attempt';

const question = (id: number, subject: string, mode: string): Question => ({
  QuestionId: id,
  TopicId: 100 + id,
  QuestionText: `Q${id}`,
  AnswerType: 1,
  Options: [],
  CandidateAnswer: null,
  StartTime: null,
  EndTime: null,
  QuestionMode: { Value: mode === 'MCQs' ? 1 : 2, DisplayName: mode },
  SubjectName: subject,
  CorrectAnswer: null,
  Explanation: null,
});
const now = new Date('2026-11-21T09:00:00.000Z');
const times = { startTime: '2026-11-21T09:00:00.000Z', endTime: '2026-11-21T09:00:30.000Z' };

describe('test attempt transitions', () => {
  it('start loads questions, index 0 and the start time', () => {
    const state = startTestAttempt(
      [question(1, 'Biology', 'MCQs'), question(2, 'Physics', 'MCQs')],
      now,
    );
    expect(state.currentIndex).toBe(0);
    expect(state.questions).toHaveLength(2);
    expect(state.startTime).toBe('2026-11-21T09:00:00.000Z');
    expect(resetTestAttempt()).toEqual(initialTestAttemptState);
  });
  it('moves between questions within bounds', () => {
    const state = startTestAttempt([question(1, 'B', 'MCQs'), question(2, 'B', 'MCQs')], now);
    expect(goToQuestion(state, 1).currentIndex).toBe(1);
    expect(goToQuestion(state, 5).currentIndex).toBe(1);
    expect(goToQuestion(state, -1).currentIndex).toBe(0);
    expect(goToQuestion(initialTestAttemptState, 3).currentIndex).toBe(0);
  });
  it('keeps answers only for tests not yet attempted', () => {
    const state = startTestAttempt([question(1, 'B', 'MCQs')], now);
    const answer = { answer: '2', ...times };
    expect(recordAnswer(state, { IsAttemptedTest: false }, 1, answer).answers[1]).toEqual(answer);
    expect(recordAnswer(state, { IsAttemptedTest: true }, 1, answer)).toBe(state);
  });
});

describe('nextQuestionRequest', () => {
  const cat = {
    TestId: 5,
    CandidateSOSId: 11,
    TestType: { Value: 1 as const },
    IsAttemptedTest: false,
  };
  it('CAT needs a non-empty answer', () => {
    expect(nextQuestionRequest(cat, question(1, 'B', 'MCQs'), '  ', times)).toEqual({
      ok: false,
      message: 'Please select an option',
    });
    expect(nextQuestionRequest(cat, question(1, 'B', 'MCQs'), null, times)).toEqual({
      ok: false,
      message: SELECT_AN_OPTION_MESSAGE,
    });
  });
  it('sends the current answer with its times', () => {
    expect(nextQuestionRequest(cat, question(1, 'B', 'MCQs'), '3', times)).toEqual({
      ok: true,
      request: {
        TestId: 5,
        CandidateSOSId: 11,
        QuestionId: 1,
        TopicId: 101,
        CandidateAnswer: '3',
        ...{ StartTime: times.startTime, EndTime: times.endTime },
      },
    });
  });
  it('CBT and already attempted CAT tests may move on without an answer', () => {
    const cbt = nextQuestionRequest(
      { ...cat, TestType: { Value: 2 } },
      question(1, 'B', 'MCQs'),
      undefined,
      times,
    );
    expect(cbt.ok && cbt.request.CandidateAnswer).toBeNull();
    expect(
      nextQuestionRequest({ ...cat, IsAttemptedTest: true }, question(1, 'B', 'MCQs'), '', times)
        .ok,
    ).toBe(true);
  });
});
