import {
  AnswerType,
  isTextAnswerCorrect,
  QuestionMode,
  type AnswerOutcome,
  type McqQuestionSummary,
  type TextAnswerKey,
  type Question,
  type SubjectResult,
} from '@portal/domain';
import type { AnswerRow, QuestionWithOptions } from './tests.queries';

const modeNames: Record<number, string> = {
  [QuestionMode.Mcq]: 'MCQs',
  [QuestionMode.ShortQuestion]: 'Short Questions',
  [QuestionMode.LongQuestion]: 'Long Questions',
};

/** The option ids of an MCQ answer ("3" or "3,1"), sorted; null when it is not made of this question's options. */
export function chosenOptions(question: QuestionWithOptions, answer: string): number[] | null {
  const parts = answer.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d{1,10}$/.test(part))) return null;
  const ids = [...new Set(parts.map(Number))].sort((left, right) => left - right);
  if (
    ids.length === 0 ||
    ids.some((id) => !question.options.some((option) => option.optionId === id))
  )
    return null;
  if (question.answerType === AnswerType.single && ids.length !== 1) return null;
  return ids;
}

/** A short question's key, or null (no key, or a long question: its answers wait for review). */
export function textKeyOf(question: QuestionWithOptions): TextAnswerKey | null {
  if (question.questionMode !== QuestionMode.ShortQuestion) return null;
  const accepted = question.textAnswers ?? [];
  return accepted.length > 0 ? { accepted, numericTolerance: question.numericTolerance } : null;
}

/**
 * The answer key: for an MCQ the correct option ids, sorted, joined by ','; for a keyed short
 * question its first accepted answer (with the tolerance of a numeric one); '' without a key.
 */
export function answerKey(question: QuestionWithOptions): string {
  if (question.questionMode !== QuestionMode.Mcq) {
    const key = textKeyOf(question);
    if (!key) return '';
    const [first = ''] = key.accepted;
    return key.numericTolerance ? `${first} (±${key.numericTolerance})` : first;
  }
  return question.options
    .filter((option) => option.isCorrect)
    .map((option) => option.optionId)
    .sort((left, right) => left - right)
    .join(',');
}

/**
 * How an answer scores: an MCQ right when it chose exactly the key's options; a keyed short
 * question right when the typed answer matches an accepted one (domain text-answer: case, spacing
 * and Unicode composition aside, numbers within the tolerance); any other written answer waits for
 * review.
 */
export function outcomeOf(question: QuestionWithOptions, answer: string | null): AnswerOutcome {
  if (answer === null || answer.trim() === '') return 'notAttempted';
  if (question.questionMode === QuestionMode.Mcq) {
    const chosen = chosenOptions(question, answer);
    return chosen !== null && chosen.join(',') === answerKey(question) ? 'correct' : 'wrong';
  }
  const key = textKeyOf(question);
  if (!key) return 'pendingReview';
  return isTextAnswerCorrect(answer, key) ? 'correct' : 'wrong';
}

/** Whether an answer is right (an answer waiting for review is not). */
export const isCorrect = (question: QuestionWithOptions, answer: string | null): boolean =>
  outcomeOf(question, answer) === 'correct';

/**
 * A question on the wire. `withKey` adds the correct answer and the explanation: only on results,
 * or for a question already answered — never while it can still be answered.
 */
export function toQuestion(
  question: QuestionWithOptions,
  answer: Pick<AnswerRow, 'answer' | 'startTime' | 'endTime'> | null,
  withKey: boolean,
): Question {
  return {
    QuestionId: question.questionId,
    TopicId: question.topicId,
    QuestionText: question.text,
    AnswerType: question.answerType as AnswerType,
    Options: question.options.map((option) => ({ OptionId: option.optionId, Text: option.text })),
    CandidateAnswer: answer?.answer ?? null,
    StartTime: answer?.startTime?.toISOString() ?? null,
    EndTime: answer?.endTime?.toISOString() ?? null,
    QuestionMode: {
      Value: question.questionMode as QuestionMode,
      DisplayName: modeNames[question.questionMode] ?? 'Questions',
    },
    SubjectName: question.subjectName,
    CorrectAnswer: withKey ? answerKey(question) || null : null,
    Explanation: withKey ? question.explanation : null,
    AnswerOutcome: withKey ? outcomeOf(question, answer?.answer ?? null) : null,
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/**
 * The summary and per-subject breakdown of answered questions: one mark per correct MCQ or keyed
 * short question. A written answer waiting for review counts neither right nor wrong, and is out of
 * the total score until it is reviewed.
 */
export function scoreAnswers(
  questions: readonly QuestionWithOptions[],
  answerOf: (questionId: number) => string | null,
): { summary: McqQuestionSummary; subjects: SubjectResult[] } {
  const subjects = new Map<string, SubjectResult>();
  let correct = 0;
  let wrong = 0;
  let notAttempted = 0;
  let pendingReview = 0;
  for (const question of questions) {
    const answer = answerOf(question.questionId);
    const subject = subjects.get(question.subjectName) ?? {
      SubjectName: question.subjectName,
      CorrectQuestions: 0,
      WrongQuestions: 0,
      NotAttempted: 0,
      TotalQuestions: 0,
    };
    const outcome = outcomeOf(question, answer);
    const answered = outcome !== 'notAttempted';
    const right = outcome === 'correct';
    if (outcome === 'notAttempted') notAttempted += 1;
    else if (outcome === 'correct') correct += 1;
    else if (outcome === 'wrong') wrong += 1;
    else pendingReview += 1;
    subjects.set(question.subjectName, {
      ...subject,
      CorrectQuestions: subject.CorrectQuestions + (right ? 1 : 0),
      WrongQuestions: subject.WrongQuestions + (outcome === 'wrong' ? 1 : 0),
      NotAttempted: subject.NotAttempted + (answered ? 0 : 1),
      TotalQuestions: subject.TotalQuestions + 1,
    });
  }
  return {
    summary: {
      CorrectQuestions: correct,
      WrongQuestions: wrong,
      NotAttempted: notAttempted,
      ObtainedPercentageScore: percent(correct, questions.length - pendingReview),
      ObtainedScore: correct,
      TotalScore: questions.length - pendingReview,
    },
    subjects: [...subjects.values()],
  };
}
