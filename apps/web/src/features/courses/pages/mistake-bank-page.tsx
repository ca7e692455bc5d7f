import { Link, useParams, useRouteLoaderData } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { mistakeBankQueryOptions, retryMistake, testKeys } from '@portal/api';
import { MistakeBank, Skeleton, buttonVariants } from '@portal/ui';
import { apiClient, queryClient } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { courseChildPath } from '../course-paths';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/**
 * Beyond the spec (issue 13): the mistake bank, /course/{courseName}/{candidateSOSId}/mistakes.
 * Every question answered wrongly in a finished quiz or test of the course, by subject, with a
 * retry scored on the server; two right retries take a question out.
 */
export default function MistakeBankPage() {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const bank = useQuery(mistakeBankQueryOptions(apiClient, course.CandidateSOSId));

  const onRetry = async (QuestionId: number, CandidateAnswer: string) => {
    const result = await retryMistake(apiClient, {
      CandidateSOSId: course.CandidateSOSId,
      QuestionId,
      CandidateAnswer,
    });
    // The list is read afresh on the next visit (a cleared question then leaves it).
    void queryClient.invalidateQueries({
      queryKey: testKeys.mistakes(course.CandidateSOSId),
      refetchType: 'none',
    });
    return result;
  };

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-semibold">
          Mistake bank
        </h1>
        <Link
          to={courseChildPath(root, 'quizzes')}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Back to quizzes
        </Link>
      </div>
      {bank.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only">Loading your mistakes</span>
          <Skeleton className="h-48 w-full" />
        </div>
      ) : bank.isError ? (
        <ListLoadError what="mistake bank" onRetry={() => void bank.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {bank.data.TotalMistakes === 1
              ? '1 question to review.'
              : `${bank.data.TotalMistakes} questions to review.`}{' '}
            Answer a question right {bank.data.RetriesToClear} times and it leaves the bank.
          </p>
          <MistakeBank
            subjects={bank.data.Subjects}
            retriesToClear={bank.data.RetriesToClear}
            onRetry={onRetry}
          />
        </>
      )}
    </div>
  );
}
