import { useEffect } from 'react';
import { useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { testInfoQueryOptions, testKeys } from '@portal/api';
import { TestType } from '@portal/domain';
import { Skeleton, TestInfo } from '@portal/ui';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';
import { quizResultPathOf, quizSectionPathOf, quizTargetOf } from '../quiz/quiz-paths';
import { loadRouteEncrypt } from '../quiz/route-encrypt';

/**
 * spec 2: the info page of a quiz (Quizzes: .../quiz/info/{testId}/{sosDetailTestId}/{isExpired}/
 * {dueDate?}) or of an AI quiz (.../{type}/info/{testId}/{dueDate?}). It resets the test state (the
 * attempt is asked afresh on Start); the server's GetTest decides due date, expiry and attempt.
 */
export default function TestInfoPage() {
  const navigate = useNavigate();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const params = useGuardedParams();
  const target = quizTargetOf(params);
  const query = { candidateSOSId: course.CandidateSOSId, testId: Number(params.testId) };
  const info = useQuery(testInfoQueryOptions(apiClient, query));

  // spec 4: the info pages reset the test state.
  useEffect(() => {
    queryClient.removeQueries({ queryKey: testKeys.questions(query.candidateSOSId, query.testId) });
  }, [query.candidateSOSId, query.testId]);

  const start = async () => {
    try {
      const encrypt = await loadRouteEncrypt();
      void navigate(quizSectionPathOf(root, target, 'attempt', encrypt));
    } catch {
      feedback.error('The quiz could not be opened. Check your connection and try again.');
    }
  };

  if (info.isPending)
    return (
      <div aria-busy="true" className="grid max-w-2xl gap-3">
        <span className="sr-only">Loading the quiz</span>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (info.isError) return <ListLoadError what="quiz" onRetry={() => void info.refetch()} />;

  const test = info.data;
  const isCat = test.TestType.Value === TestType.CAT;
  return (
    <div className="flex flex-col gap-4">
      <h1 id="page-title" className="sr-only">
        {test.TestName}
      </h1>
      <TestInfo
        testName={test.TestName}
        subjectName={test.SubjectName}
        testType={test.TestType.Value}
        totalQuestions={test.TotalQuestions}
        durationMinutes={test.DurationMinutes}
        dueDate={test.DueDate}
        isExpired={test.IsExpired}
        isAttempted={test.IsAttemptedTest}
        isFLP={test.IsFLP}
        instructions={
          isCat
            ? [
                'Each question is chosen for your level from your answers so far: answer every question, there is no going back.',
                'The test ends once your ability is measured precisely enough, or after the maximum number of questions.',
              ]
            : [
                'Your answers are saved as you choose them; you can leave and come back before the time is up.',
                'Flag a question to come back to it before you finish.',
              ]
        }
        onStart={() => void start()}
        onViewResult={() => void navigate(quizResultPathOf(root, target))}
      />
    </div>
  );
}
