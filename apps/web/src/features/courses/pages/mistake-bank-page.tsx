import { useEffect } from 'react';
import { Link, useParams, useRouteLoaderData, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { mistakeBankQueryOptions, retryMistake, testKeys } from '@portal/api';
import { MistakeBank, MistakePractice, Skeleton, buttonVariants } from '@portal/ui';
import { apiClient, queryClient } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { courseChildPath } from '../course-paths';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/**
 * Beyond the spec (issue 13): the mistake bank, /course/{courseName}/{candidateSOSId}/mistakes.
 * Every question answered wrongly in a finished quiz or test of the course, by subject, with a
 * retry scored on the server; two right retries take a question out. A practice set of a subject
 * (or one of its topics) asks its mistakes one after another, each answer a retry.
 */
export default function MistakeBankPage() {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const bank = useQuery(mistakeBankQueryOptions(apiClient, course.CandidateSOSId));
  // ?question= (the notebook's link): that question, scrolled to and focused once the bank is in.
  const [params] = useSearchParams();
  const wanted = Number(params.get('question')) || null;
  const wantedGone =
    wanted !== null &&
    bank.data !== undefined &&
    !bank.data.Subjects.some((subject) =>
      subject.Questions.some((question) => question.QuestionId === wanted),
    );
  useEffect(() => {
    if (wanted === null || !bank.data) return;
    const item = document.getElementById(`mistake-${wanted}`);
    item?.scrollIntoView({ block: 'start' });
    item?.focus({ preventScroll: true });
  }, [wanted, bank.data]);

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
          {wantedGone ? (
            <p role="status" className="text-sm">
              That question has left your mistake bank: you answered it right{' '}
              {bank.data.RetriesToClear} times.
            </p>
          ) : null}
          <MistakePractice subjects={bank.data.Subjects} onAnswer={onRetry} />
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
