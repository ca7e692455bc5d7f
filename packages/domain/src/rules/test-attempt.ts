import { TestType } from '../enums/test';
import type { NextQuestionRequest, Question, TestAttempt } from '../schemas/test';

/** The portal's test-in-progress state (held in apps/web, transitions here). */
export interface TestAttemptState {
  readonly questions: readonly Question[];
  readonly currentIndex: number;
  /** ISO date-time the attempt started, null before start. */
  readonly startTime: string | null;
  /** Answers by QuestionId. */
  readonly answers: Readonly<Record<number, AnswerRecord>>;
}

export interface AnswerRecord {
  readonly answer: string | null;
  readonly startTime: string;
  readonly endTime: string;
}

export const initialTestAttemptState: TestAttemptState = {
  questions: [],
  currentIndex: 0,
  startTime: null,
  answers: {},
};

/** spec: the info pages reset the test state. */
export function resetTestAttempt(): TestAttemptState {
  return initialTestAttemptState;
}

// spec: starting loads the questions, resets the current index to 0 and records the attempt start time.
export function startTestAttempt(questions: readonly Question[], now: Date): TestAttemptState {
  return { questions: [...questions], currentIndex: 0, startTime: now.toISOString(), answers: {} };
}

/** Moves to question `index`, clamped to the loaded questions. */
export function goToQuestion(state: TestAttemptState, index: number): TestAttemptState {
  const last = Math.max(state.questions.length - 1, 0);
  return { ...state, currentIndex: Math.min(Math.max(Math.trunc(index), 0), last) };
}

// spec: answers are stored only for tests not yet attempted.
export function recordAnswer(
  state: TestAttemptState,
  test: Pick<TestAttempt, 'IsAttemptedTest'>,
  questionId: number,
  answer: AnswerRecord,
): TestAttemptState {
  if (test.IsAttemptedTest) return state;
  return { ...state, answers: { ...state.answers, [questionId]: answer } };
}

/** spec: 'Please select an option' when a CAT test has no answer for the next question. */
export const SELECT_AN_OPTION_MESSAGE = 'Please select an option';

export type NextQuestionOutcome =
  | { readonly ok: true; readonly request: NextQuestionRequest }
  | { readonly ok: false; readonly message: typeof SELECT_AN_OPTION_MESSAGE };

/**
 * spec: a CAT test not yet attempted requires a non-empty answer before fetching the next question;
 * otherwise the next-question call sends the current answer with its start and end times.
 */
export function nextQuestionRequest(
  test: Pick<TestAttempt, 'TestId' | 'CandidateSOSId' | 'TestType' | 'IsAttemptedTest'>,
  question: Pick<Question, 'QuestionId' | 'TopicId'>,
  answer: string | null | undefined,
  times: { readonly startTime: string; readonly endTime: string },
): NextQuestionOutcome {
  const trimmed = answer?.trim() ?? '';
  if (test.TestType.Value === TestType.CAT && !test.IsAttemptedTest && trimmed === '') {
    return { ok: false, message: SELECT_AN_OPTION_MESSAGE };
  }
  return {
    ok: true,
    request: {
      TestId: test.TestId,
      CandidateSOSId: test.CandidateSOSId,
      QuestionId: question.QuestionId,
      TopicId: question.TopicId,
      CandidateAnswer: trimmed === '' ? null : trimmed,
      StartTime: times.startTime,
      EndTime: times.endTime,
    },
  };
}
