import { Link, useLoaderData, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { testResultDetailQueryOptions } from '@portal/api';
import { buttonVariants, ResultDetail, ResultSummary, Skeleton } from '@portal/ui';
import { apiClient } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import type { CourseLoaderData } from '../course-route';
import { questionOutcome } from '../quiz/question-outcome';
import { quizResultPathOf, quizTargetOf } from '../quiz/quiz-paths';
import { TestFeedback } from '../components/test-feedback';

/**
 * spec 2: quizDetail / systemTestDetail (the quiz section, "detail" in place of "attempt"): every
 * question with the candidate's answer, the correct one and the explanation.
 */
export default function TestDetailPage() {
  const { course, params } = useLoaderData() as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const target = quizTargetOf(params);
  const detail = useQuery(
    testResultDetailQueryOptions(apiClient, {
      candidateSOSId: course.CandidateSOSId,
      testId: Number(params.testId),
    }),
  );

  if (detail.isPending)
    return (
      <div aria-busy="true" className="grid max-w-3xl gap-3">
        <span className="sr-only">Loading the answers</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-48 w-full" />
        ))}
      </div>
    );
  if (detail.isError) return <ListLoadError what="answers" onRetry={() => void detail.refetch()} />;

  const { TestName, TestQuestions, QuestionModeStats } = detail.data;
  const summary = QuestionModeStats?.MCQQuestionSummary;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        {TestName}: answers
      </h1>
      {summary ? (
        <ResultSummary
          correctQuestions={summary.CorrectQuestions}
          wrongQuestions={summary.WrongQuestions}
          notAttempted={summary.NotAttempted}
          obtainedPercentageScore={summary.ObtainedPercentageScore}
          obtainedScore={summary.ObtainedScore}
          totalScore={summary.TotalScore}
        />
      ) : null}
      <TestFeedback result={detail.data} />
      <ol className="grid gap-3" aria-label="Questions and answers">
        {TestQuestions.map((question, index) => (
          <li key={question.QuestionId}>
            <ResultDetail
              number={index + 1}
              text={question.QuestionText}
              mode={question.QuestionMode.Value}
              options={question.Options.map((option) => ({
                id: String(option.OptionId),
                text: option.Text,
              }))}
              candidateAnswer={question.CandidateAnswer ?? ''}
              correctAnswer={question.CorrectAnswer ?? undefined}
              outcome={questionOutcome(question)}
              subjectName={detail.data.IsFLP ? question.SubjectName : undefined}
              explanation={question.Explanation ?? undefined}
            />
          </li>
        ))}
      </ol>
      <Link
        to={quizResultPathOf(root, target)}
        className={buttonVariants({ variant: 'outline', className: 'self-start' })}
      >
        Back to the result
      </Link>
    </div>
  );
}
