import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { testResultQueryOptions } from '@portal/api';
import { Button, buttonVariants, CatResultSummary, ResultSummary, Skeleton } from '@portal/ui';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { apiClient, feedback } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { TestFeedback } from '../components/test-feedback';
import { courseChildPath } from '../course-paths';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';
import { quizSectionPathOf, quizTargetOf } from '../quiz/quiz-paths';
import { loadRouteEncrypt } from '../quiz/route-encrypt';

/** recharts loads only with a CAT's result (see components/cat-ability-chart.ts). */
const CatAbilityChart = lazy(() =>
  import('../components/cat-ability-chart').then((module) => ({ default: module.CatAbilityChart })),
);

/**
 * spec 2: the result page of a quiz (.../quiz/result/{testId}/{sosDetailTestId}) or an AI quiz
 * (.../{type}/result/{testId}): correct, wrong, not attempted, percentage and score (spec 3:
 * QuestionModeStats.MCQQuestionSummary), and the way to every answer explained.
 */
export default function TestResultPage() {
  const navigate = useNavigate();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const params = useGuardedParams();
  const target = quizTargetOf(params);
  const result = useQuery(
    testResultQueryOptions(apiClient, {
      candidateSOSId: course.CandidateSOSId,
      testId: Number(params.testId),
    }),
  );
  const listPath = courseChildPath(root, target.kind === 'sos' ? 'quizzes' : 'systemQuizzes');

  const openDetail = async () => {
    try {
      void navigate(quizSectionPathOf(root, target, 'detail', await loadRouteEncrypt()));
    } catch {
      feedback.error('The answers could not be opened. Check your connection and try again.');
    }
  };

  if (result.isPending)
    return (
      <div aria-busy="true" className="grid max-w-3xl gap-3">
        <span className="sr-only">Loading the result</span>
        <Skeleton className="h-56 w-full" />
      </div>
    );
  if (result.isError) return <ListLoadError what="result" onRetry={() => void result.refetch()} />;

  const { TestName, QuestionModeStats, Cat } = result.data;
  const summary = QuestionModeStats?.MCQQuestionSummary;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        {TestName}: result
      </h1>
      {Cat ? (
        <>
          <CatResultSummary
            theta={Cat.Theta}
            standardError={Cat.StandardError}
            itemsAnswered={Cat.Steps.length}
            stopReasonText={Cat.StopReasonText}
          />
          {Cat.Steps.length > 0 ? (
            <Suspense fallback={<Skeleton className="h-72 w-full max-w-xl" />}>
              <CatAbilityChart
                steps={Cat.Steps}
                className="max-w-full overflow-x-auto"
                summary="The shaded band is where your ability most likely lies (95%); the dashed line is the difficulty of each question you were given."
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
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
      <TestFeedback result={result.data} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void openDetail()}>See every answer explained</Button>
        <Link
          to={courseChildPath(root, 'mistakes')}
          className={buttonVariants({ variant: 'outline' })}
        >
          Review your mistakes
        </Link>
        <Link to={listPath} className={buttonVariants({ variant: 'outline' })}>
          Back to {target.kind === 'sos' ? 'quizzes' : 'AI quizzes'}
        </Link>
      </div>
    </div>
  );
}
