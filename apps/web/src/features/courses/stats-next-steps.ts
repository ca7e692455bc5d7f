import type { Subject, SubjectScore } from '@portal/domain';
import type { NextStep } from '@portal/ui';

/**
 * "What to do next" on /stats (issue 17): the candidate's weakest subjects by their test score
 * (GetCourseSubjectScore), weakest first, at most three, each a link to that subject's activities
 * (its quizzes among them). Subjects without a course subject of the same name are left out.
 */
export function nextSteps(
  scores: readonly SubjectScore[],
  subjects: readonly Pick<Subject, 'SubjectId' | 'SubjectName'>[],
  pathOf: (subject: Pick<Subject, 'SubjectId' | 'SubjectName'>) => string,
): NextStep[] {
  return [...scores]
    .sort(
      (left, right) =>
        left.Score - right.Score || left.SubjectName.localeCompare(right.SubjectName),
    )
    .flatMap((score) => {
      const subject = subjects.find((entry) => entry.SubjectName === score.SubjectName);
      return subject ? [{ score, subject }] : [];
    })
    .slice(0, 3)
    .map(({ score, subject }, index) => ({
      key: String(subject.SubjectId),
      title: `Practise ${subject.SubjectName}`,
      reason: `${index === 0 ? 'Your weakest subject: ' : ''}${Math.round(score.Score)} % in its tests.`,
      actionLabel: `Open ${subject.SubjectName} activities`,
      href: pathOf(subject),
    }));
}
