import {
  QuestionMode,
  type MistakeBankQuestion,
  type MistakeBankQuery,
  type MistakeBankResponse,
  type RetryMistakeRequest,
  type RetryMistakeResponse,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import type { CoursesModule } from '../courses';
import { answerKey, chosenOptions, isCorrect, toQuestion } from './scoring';
import { givenAnswers, listRetries, recordRetry } from './mistake-bank.queries';
import { loadQuestions, type QuestionWithOptions } from './tests.queries';

/** Right retries that take a question out of the mistake bank (issue 13). */
export const RETRIES_TO_CLEAR = 2;

const notFound = () => new AppError(404, 'NotFoundException', 'NotFound');
const invalid = (field: string, text: string) =>
  new AppError(400, 'ValidationException', null, `${field}: ${text}`);

export interface MistakeBankContext extends ServiceContext {
  readonly courses: Pick<CoursesModule, 'access'>;
}

interface Mistake {
  readonly question: QuestionWithOptions;
  readonly answer: string;
  readonly testName: string;
  readonly missedAt: Date;
  readonly correctRetries: number;
}

/**
 * The mistake bank (issue 13, beyond the spec): every MCQ the candidate answered wrongly in a
 * submitted test of the enrolment, by subject, with the key and the explanation; a retry is
 * scored on the server, and two right retries take the question out. Everything is read through
 * the caller's own enrolment and attempts: another candidate's mistakes never show, whatever id.
 */
export function createMistakeBankService({ db, clock, courses }: MistakeBankContext) {
  /** The caller's current mistakes of one enrolment (404 for an enrolment not theirs). */
  async function mistakesOf(caller: Caller, candidateSosId: number): Promise<Mistake[]> {
    const course = await courses.access.enrolment(caller, candidateSosId);
    const [answers, retries] = await Promise.all([
      givenAnswers(db, { userId: caller.user.id, candidateSosId: course.CandidateSOSId }),
      listRetries(db, course.CandidateSOSId),
    ]);
    const questions = new Map(
      (
        await loadQuestions(db, {
          questionIds: [...new Set(answers.map((entry) => entry.questionId))],
        })
      ).map((question) => [question.questionId, question]),
    );
    const cleared = new Map(retries.map((row) => [row.questionId, row.correctRetries]));
    const mistakes = new Map<number, Mistake>();
    // Newest first: a question missed twice shows its latest miss.
    for (const entry of answers) {
      const question = questions.get(entry.questionId);
      if (!question || mistakes.has(question.questionId) || entry.answer === null) continue;
      if (question.questionMode !== QuestionMode.Mcq || isCorrect(question, entry.answer)) continue;
      const correctRetries = cleared.get(question.questionId) ?? 0;
      if (correctRetries >= RETRIES_TO_CLEAR) continue;
      mistakes.set(question.questionId, {
        question,
        answer: entry.answer,
        testName: entry.testName,
        missedAt: entry.submittedAt,
        correctRetries,
      });
    }
    return [...mistakes.values()];
  }

  const toBankQuestion = (mistake: Mistake): MistakeBankQuestion => ({
    ...toQuestion(
      mistake.question,
      { answer: mistake.answer, startTime: null, endTime: null },
      true,
    ),
    TopicName: mistake.question.topicName,
    TestName: mistake.testName,
    MissedAt: mistake.missedAt.toISOString(),
    CorrectRetries: mistake.correctRetries,
  });

  async function bank(caller: Caller, query: MistakeBankQuery): Promise<MistakeBankResponse> {
    const mistakes = await mistakesOf(caller, query.candidateSOSId);
    const bySubject = new Map<string, MistakeBankQuestion[]>();
    for (const mistake of mistakes) {
      const name = mistake.question.subjectName;
      bySubject.set(name, [...(bySubject.get(name) ?? []), toBankQuestion(mistake)]);
    }
    return {
      Subjects: [...bySubject.entries()]
        .sort(([left], [right]) => left.localeCompare(right))
        .map(([SubjectName, Questions]) => ({
          SubjectName,
          Questions: Questions.sort(
            (left, right) =>
              left.TopicName.localeCompare(right.TopicName) || left.QuestionId - right.QuestionId,
          ),
        })),
      TotalMistakes: mistakes.length,
      RetriesToClear: RETRIES_TO_CLEAR,
    };
  }

  async function retry(
    caller: Caller,
    request: RetryMistakeRequest,
  ): Promise<RetryMistakeResponse> {
    const mistake = (await mistakesOf(caller, request.CandidateSOSId)).find(
      (entry) => entry.question.questionId === request.QuestionId,
    );
    // Not in the caller's bank (never missed, cleared, or another candidate's): like a missing one.
    if (!mistake) throw notFound();
    if (chosenOptions(mistake.question, request.CandidateAnswer) === null)
      throw invalid('CandidateAnswer', 'choose one of the options of this question.');
    const correct = isCorrect(mistake.question, request.CandidateAnswer);
    const row = await recordRetry(db, {
      candidateSosId: request.CandidateSOSId,
      questionId: request.QuestionId,
      userId: caller.user.id,
      correct,
      answer: request.CandidateAnswer,
      at: clock(),
    });
    return {
      QuestionId: request.QuestionId,
      IsCorrect: correct,
      CorrectAnswer: answerKey(mistake.question),
      Explanation: mistake.question.explanation,
      CorrectRetries: row.correctRetries,
      IsCleared: row.correctRetries >= RETRIES_TO_CLEAR,
    };
  }

  return { bank, retry };
}

export type MistakeBankService = ReturnType<typeof createMistakeBankService>;
