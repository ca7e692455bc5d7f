import { QuestionMode, type Question } from '@portal/domain';

export type QuestionOutcome = 'correct' | 'wrong' | 'notAttempted' | 'pendingReview';

const optionSet = (answer: string) =>
  answer
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .sort()
    .join(',');

/**
 * How the candidate did on a question of a result detail: as the server scored it when it says
 * (AnswerOutcome: a typed answer compared normalised, a number within its tolerance); else not attempted without an answer; an MCQ
 * is correct when exactly the key's options were chosen (order aside); a written answer is correct
 * when it matches the key (case and spacing aside) and wrong otherwise.
 */
export function questionOutcome(
  question: Pick<Question, 'CandidateAnswer' | 'CorrectAnswer' | 'QuestionMode' | 'AnswerOutcome'>,
): QuestionOutcome {
  if (question.AnswerOutcome) return question.AnswerOutcome;
  const answer = question.CandidateAnswer?.trim() ?? '';
  if (answer === '') return 'notAttempted';
  const key = question.CorrectAnswer?.trim() ?? '';
  if (question.QuestionMode.Value === QuestionMode.Mcq)
    return optionSet(answer) === optionSet(key) ? 'correct' : 'wrong';
  const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
  return key !== '' && normal(answer) === normal(key) ? 'correct' : 'wrong';
}
