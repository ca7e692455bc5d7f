import { useState } from 'react';
import { Link, useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { activityGroupsQueryOptions, testPagesQueryOptions, type TestListKind } from '@portal/api';
import { CandidateTestFilter, type TestSummary } from '@portal/domain';
import { buttonVariants, TestList, type TestListItem } from '@portal/ui';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { courseChildPath } from '../course-paths';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';
import {
  quizInfoPath,
  quizPlaceOf,
  quizResultPath,
  systemQuizInfoPath,
  systemQuizResultPath,
} from '../quiz/quiz-paths';
import { ListLoadError } from './list-load-error';

const statusOf = (test: TestSummary): TestListItem['status'] =>
  test.IsAttemptedTest ? 'attempted' : test.IsExpired ? 'expired' : 'unattempted';

const emptyMessages: Record<CandidateTestFilter, string> = {
  [CandidateTestFilter.all]: 'There are no quizzes in this course yet.',
  [CandidateTestFilter.attempted]: 'You have not attempted any quiz yet.',
  [CandidateTestFilter.unattempted]: 'You have attempted every quiz. Well done!',
};

/**
 * spec 2 and 4: /quizzes (GetTests) and /systemQuizzes (GetSystemTests): the All/Attempted/
 * Unattempted filter, paged (load more while fewer than TotalRecords are loaded); a row opens the
 * quiz's info page, an attempted one its result.
 */
export function QuizList({ kind, title }: { kind: TestListKind; title: string }) {
  const navigate = useNavigate();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const [filter, setFilter] = useState<CandidateTestFilter>(CandidateTestFilter.all);
  const list = useInfiniteQuery(
    testPagesQueryOptions(apiClient, kind, { candidateSOSId: course.CandidateSOSId, filter }),
  );
  const tests = list.data?.pages.flatMap((page) => page.Tests) ?? [];
  const subjectOf = (test: TestSummary) =>
    course.Subjects.find((subject) => subject.SubjectId === test.SubjectId);

  /** Where a quiz of the hierarchy sits (its group and day), asked from the subject's groups (cached). */
  async function placeOf(test: TestSummary) {
    const subject = subjectOf(test);
    if (!subject) return null;
    const { SubjectActivityGroups } = await queryClient.ensureQueryData(
      activityGroupsQueryOptions(apiClient, {
        candidateSOSId: course.CandidateSOSId,
        subjectId: subject.SubjectId,
      }),
    );
    return quizPlaceOf(SubjectActivityGroups, subject, test.TestId);
  }

  async function open(testId: number, page: 'info' | 'result') {
    const test = tests.find((entry) => entry.TestId === testId);
    if (!test) return;
    const subject = subjectOf(test);
    if (kind === 'system') {
      if (!subject) return;
      void navigate(
        page === 'info'
          ? systemQuizInfoPath(root, subject, test)
          : systemQuizResultPath(root, subject, test.TestId),
      );
      return;
    }
    try {
      const place = await placeOf(test);
      if (!place) {
        feedback.error(`“${test.TestName}” is no longer part of your course plan.`);
        return;
      }
      void navigate(
        page === 'info' ? quizInfoPath(root, place, test) : quizResultPath(root, place, test),
      );
    } catch {
      feedback.error(
        `“${test.TestName}” could not be opened. Check your connection and try again.`,
      );
    }
  }

  const items: TestListItem[] = tests.map((test) => ({
    id: test.TestId,
    testName: test.TestName,
    subjectName: subjectOf(test)?.SubjectName,
    totalQuestions: test.TotalQuestions,
    dueDate: test.DueDate,
    status: statusOf(test),
    obtainedPercentage: test.ObtainedPercentageScore ?? undefined,
  }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-semibold">
          {title}
        </h1>
        <Link
          to={courseChildPath({ courseName, encryptedSosId: candidateSOSId }, 'mistakes')}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Mistake bank
        </Link>
      </div>
      {list.isError && !list.data ? (
        <ListLoadError what={title.toLowerCase()} onRetry={() => void list.refetch()} />
      ) : (
        <TestList
          label={title}
          tests={items}
          filter={filter}
          onFilterChange={setFilter}
          loading={list.isPending}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => {
            if (!list.isFetchingNextPage) void list.fetchNextPage();
          }}
          onOpen={(id) => void open(id, 'info')}
          onViewResult={(id) => void open(id, 'result')}
          emptyMessage={emptyMessages[filter]}
        />
      )}
    </div>
  );
}
