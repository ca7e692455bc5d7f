import type { Question } from '../schemas/test';

export interface QuestionGroup<T> {
  readonly title: string;
  readonly questions: T[];
}

// spec: questions are grouped by subject for FLP tests and by question mode otherwise. Groups keep
// the order in which their first question appears.
export function groupQuestions<T extends Pick<Question, 'SubjectName' | 'QuestionMode'>>(
  questions: readonly T[],
  isFLP: boolean,
): QuestionGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const question of questions) {
    const title = isFLP ? question.SubjectName : question.QuestionMode.DisplayName;
    const group = groups.get(title);
    if (group) group.push(question);
    else groups.set(title, [question]);
  }
  return [...groups].map(([title, grouped]) => ({ title, questions: grouped }));
}
