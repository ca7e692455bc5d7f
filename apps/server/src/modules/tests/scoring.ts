import {
  AnswerType,
  QuestionMode,
  type McqQuestionSummary,
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

/** The answer key: the correct option ids, sorted, joined by ','. */
export const answerKey = (question: QuestionWithOptions): string =>
  question.options
    .filter((option) => option.isCorrect)
    .map((option) => option.optionId)
    .sort((left, right) => left - right)
    .join(',');

/** Whether an MCQ answer is right (same set of options as the key). Text answers are not scored here. */
export function isCorrect(question: QuestionWithOptions, answer: string | null): boolean {
  if (answer === null || question.questionMode !== QuestionMode.Mcq) return false;
  const chosen = chosenOptions(question, answer);
  return chosen !== null && chosen.join(',') === answerKey(question);
}

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
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/** The MCQ summary and per-subject breakdown of answered questions (one mark per correct MCQ). */
export function scoreAnswers(
  questions: readonly QuestionWithOptions[],
  answerOf: (questionId: number) => string | null,
): { summary: McqQuestionSummary; subjects: SubjectResult[] } {
  const subjects = new Map<string, SubjectResult>();
  let correct = 0;
  let wrong = 0;
  let notAttempted = 0;
  for (const question of questions) {
    const answer = answerOf(question.questionId);
    const subject = subjects.get(question.subjectName) ?? {
      SubjectName: question.subjectName,
      CorrectQuestions: 0,
      WrongQuestions: 0,
      NotAttempted: 0,
      TotalQuestions: 0,
    };
    const answered = answer !== null && answer.trim() !== '';
    const right = answered && isCorrect(question, answer);
    if (!answered) notAttempted += 1;
    else if (right) correct += 1;
    else wrong += 1;
    subjects.set(question.subjectName, {
      ...subject,
      CorrectQuestions: subject.CorrectQuestions + (right ? 1 : 0),
      WrongQuestions: subject.WrongQuestions + (answered && !right ? 1 : 0),
      NotAttempted: subject.NotAttempted + (answered ? 0 : 1),
      TotalQuestions: subject.TotalQuestions + 1,
    });
  }
  return {
    summary: {
      CorrectQuestions: correct,
      WrongQuestions: wrong,
      NotAttempted: notAttempted,
      ObtainedPercentageScore: percent(correct, questions.length),
      ObtainedScore: correct,
      TotalScore: questions.length,
    },
    subjects: [...subjects.values()],
  };
}
