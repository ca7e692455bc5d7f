import { describe, expect, it } from 'vitest';
import type { Question } from '../schemas/test';
import { groupQuestions } from './question-grouping';

const question = (
  id: number,
  subject: string,
  mode: string,
): Pick<Question, 'QuestionId' | 'SubjectName' | 'QuestionMode'> => ({
  QuestionId: id,
  SubjectName: subject,
  QuestionMode: { Value: mode === 'MCQs' ? 1 : 2, DisplayName: mode },
});

describe('groupQuestions', () => {
  const questions = [
    question(1, 'Biology', 'MCQs'),
    question(2, 'Physics', 'Short Questions'),
    question(3, 'Biology', 'Short Questions'),
  ];
  it('groups FLP tests by SubjectName', () => {
    expect(
      groupQuestions(questions, true).map((group) => [
        group.title,
        group.questions.map((q) => q.QuestionId),
      ]),
    ).toEqual([
      ['Biology', [1, 3]],
      ['Physics', [2]],
    ]);
  });
  it('keeps first-appearance order and handles an empty test', () => {
    expect(groupQuestions([], true)).toEqual([]);
    expect(
      groupQuestions([question(1, 'Physics', 'MCQs'), question(2, 'Biology', 'MCQs')], true).map(
        (g) => g.title,
      ),
    ).toEqual(['Physics', 'Biology']);
  });
  it('groups other tests by QuestionMode.DisplayName', () => {
    expect(
      groupQuestions(questions, false).map((group) => [group.title, group.questions.length]),
    ).toEqual([
      ['MCQs', 1],
      ['Short Questions', 2],
    ]);
  });
});
