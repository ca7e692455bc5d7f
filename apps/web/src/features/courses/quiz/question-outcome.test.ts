import { describe, expect, it } from 'vitest';
import { QuestionMode } from '@portal/domain';
import { questionOutcome } from './question-outcome';

const mcq = { QuestionMode: { Value: QuestionMode.Mcq, DisplayName: 'MCQ' } };
const short = { QuestionMode: { Value: QuestionMode.ShortQuestion, DisplayName: 'Short' } };

describe('questionOutcome', () => {
  it('no answer is not attempted', () => {
    expect(questionOutcome({ ...mcq, CandidateAnswer: null, CorrectAnswer: '2' })).toBe(
      'notAttempted',
    );
    expect(questionOutcome({ ...mcq, CandidateAnswer: '  ', CorrectAnswer: '2' })).toBe(
      'notAttempted',
    );
  });
  it('an MCQ is correct only with exactly the key options, in any order', () => {
    expect(questionOutcome({ ...mcq, CandidateAnswer: '2', CorrectAnswer: '2' })).toBe('correct');
    expect(questionOutcome({ ...mcq, CandidateAnswer: '4,2', CorrectAnswer: '2,4' })).toBe(
      'correct',
    );
    expect(questionOutcome({ ...mcq, CandidateAnswer: '2', CorrectAnswer: '2,4' })).toBe('wrong');
    expect(questionOutcome({ ...mcq, CandidateAnswer: '3', CorrectAnswer: '2' })).toBe('wrong');
  });
  it('a written answer matches its key, case and spacing aside', () => {
    expect(
      questionOutcome({
        ...short,
        CandidateAnswer: 'Mitochondria ',
        CorrectAnswer: 'mitochondria',
      }),
    ).toBe('correct');
    expect(
      questionOutcome({ ...short, CandidateAnswer: 'Ribosome', CorrectAnswer: 'mitochondria' }),
    ).toBe('wrong');
  });
  it("the server's scoring wins when the result gives it (a number within its tolerance, review)", () => {
    expect(
      questionOutcome({
        ...short,
        CandidateAnswer: '100.2 m',
        CorrectAnswer: '100 (±0.5)',
        AnswerOutcome: 'correct',
      }),
    ).toBe('correct');
    expect(
      questionOutcome({
        ...short,
        CandidateAnswer: 'An essay',
        CorrectAnswer: null,
        AnswerOutcome: 'pendingReview',
      }),
    ).toBe('pendingReview');
  });
});
