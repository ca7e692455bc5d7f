import { useState } from 'react';
import { Link, useParams, useRouteLoaderData } from 'react-router-dom';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  assignmentProgressQueryOptions,
  courseCompletionQueryOptions,
  courseSummaryQueryOptions,
  subjectCompletionQueryOptions,
  subjectScoreQueryOptions,
  testAccuracyQueryOptions,
  testProgressQueryOptions,
} from '@portal/api';
import { TestSource } from '@portal/domain';
import {
  AssignmentProgressTable,
  NextSteps,
  Select,
  TestProgressTable,
  textLinkVariants,
} from '@portal/ui';
// recharts: this route's chunk only (the '@portal/ui/charts' entry is never in the app entry).
import {
  AccuracyDonut,
  ProgramCompletion,
  ProgramSummary,
  SubjectScoreChart,
  SubjectsDonut,
  TestProgressChart,
} from '@portal/ui/charts';
import { apiClient } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { comingCoursePages } from '../course-menu';
import { leaderBoardPath, subjectActivityPath } from '../course-paths';
import { nextSteps } from '../stats-next-steps';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/** A table that may scroll sideways on a narrow screen: its scroll box takes the keyboard, named by the caption. */
const scrollBox = (caption: string) => ({
  caption,
  tabIndex: 0,
  role: 'region',
  'aria-label': caption,
});

/** A failed stats call: which figure and a retry, in place of its chart. */
function Failed({ query, what }: { query: UseQueryResult; what: string }) {
  return <ListLoadError what={what} onRetry={() => void query.refetch()} />;
}

const ALL_SUBJECTS = 'all';

/**
 * spec 2: /stats (Stats feature, gated in the route). Every figure is computed by the server from
 * what the candidate did (completions, scored tests, reviewed assignments); each chart carries its
 * data table for assistive tech. The subject choice is the test progress's SelectedSubjectId and
 * also narrows accuracy. spec 4: the answers are cached by their request data and cleared when an
 * activity is completed or a test finished (@portal/api stats-keys).
 */
export default function StatsPage() {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const [subject, setSubject] = useState(ALL_SUBJECTS);
  const request = { candidateSOSId: course.CandidateSOSId };
  const subjectId = subject === ALL_SUBJECTS ? undefined : Number(subject);
  const selected = course.Subjects.find((entry) => entry.SubjectId === subjectId);

  const completion = useQuery(courseCompletionQueryOptions(apiClient, request));
  const summary = useQuery(courseSummaryQueryOptions(apiClient, request));
  const accuracy = useQuery(testAccuracyQueryOptions(apiClient, { ...request, subjectId }));
  const progress = useQuery(
    testProgressQueryOptions(apiClient, { ...request, subjectId, testSource: TestSource.SosTest }),
  );
  const systemProgress = useQuery(
    testProgressQueryOptions(apiClient, {
      ...request,
      subjectId,
      testSource: TestSource.SystemTest,
    }),
  );
  const scores = useQuery(subjectScoreQueryOptions(apiClient, request));
  const subjects = useQuery(subjectCompletionQueryOptions(apiClient, request));
  const assignments = useQuery(assignmentProgressQueryOptions(apiClient, request));
  const allAttempts = [
    ...(progress.data?.TestsProgress ?? []),
    ...(systemProgress.data?.TestsProgress ?? []),
  ].sort((a, b) => Date.parse(a.TestAttemptDate) - Date.parse(b.TestAttemptDate));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="page-title" className="text-2xl font-semibold">
          {comingCoursePages.stats.label}
        </h1>
        <Select
          label="Subject"
          minWidth="md"
          options={[
            { value: ALL_SUBJECTS, label: 'All subjects' },
            ...course.Subjects.map((entry) => ({
              value: String(entry.SubjectId),
              label: entry.SubjectName,
            })),
          ]}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
      </div>

      {scores.isSuccess ? (
        <NextSteps
          steps={nextSteps(scores.data.SubjectsScore, course.Subjects, (entry) =>
            subjectActivityPath({ courseName, encryptedSosId: candidateSOSId }, entry),
          )}
          renderLink={({ href, ...link }) => <Link to={href} {...link} />}
        />
      ) : null}

      <section aria-labelledby="stats-course" className="flex flex-col gap-3">
        <h2 id="stats-course" className="text-lg font-semibold">
          Course progress
        </h2>
        <div className="flex flex-wrap gap-4">
          {completion.isError ? (
            <Failed query={completion} what="course completion" />
          ) : (
            <ProgramCompletion
              completion={
                completion.data ?? {
                  CompletedActivities: 0,
                  TotalActivities: 0,
                  CompletionPercentage: 0,
                }
              }
              loading={completion.isPending}
            />
          )}
          {summary.isError ? (
            <Failed query={summary} what="course summary" />
          ) : (
            <ProgramSummary
              summary={
                summary.data ?? {
                  WatchedVideos: 0,
                  TotalVideos: 0,
                  ReadReadings: 0,
                  TotalReadings: 0,
                  AttemptedTests: 0,
                  TotalTests: 0,
                  SubmittedAssignments: 0,
                  TotalAssignments: 0,
                }
              }
              loading={summary.isPending}
            />
          )}
          {subjects.isError ? (
            <Failed query={subjects} what="subject completion" />
          ) : (
            <SubjectsDonut
              title="Subject completion"
              loading={subjects.isPending}
              subjects={(subjects.data?.SubjectsCompletion ?? []).map((entry) => ({
                label: entry.SubjectName,
                value: entry.SubjectProgress,
                color: entry.Color,
              }))}
            />
          )}
        </div>
      </section>

      <section aria-labelledby="stats-tests" className="flex flex-col gap-3">
        <h2 id="stats-tests" className="text-lg font-semibold">
          Tests{selected ? `: ${selected.SubjectName}` : ''}
        </h2>
        <div className="flex flex-wrap gap-4">
          {accuracy.isError ? (
            <Failed query={accuracy} what="test accuracy" />
          ) : (
            <AccuracyDonut correct={accuracy.data?.Correct ?? 0} loading={accuracy.isPending} />
          )}
          {scores.isError ? (
            <Failed query={scores} what="subject scores" />
          ) : (
            <SubjectScoreChart
              scores={scores.data?.SubjectsScore ?? []}
              loading={scores.isPending}
            />
          )}
          {progress.isError || systemProgress.isError ? (
            <Failed query={progress.isError ? progress : systemProgress} what="test progress" />
          ) : (
            <TestProgressChart
              tests={allAttempts}
              color={selected?.SubjectColor}
              loading={progress.isPending || systemProgress.isPending}
              summary={
                allAttempts.length === 0 && !progress.isPending
                  ? 'No finished test yet: your attempts appear here.'
                  : undefined
              }
            />
          )}
        </div>
        <TestProgressTable
          {...scrollBox('Quiz progress')}
          tests={progress.data?.TestsProgress ?? []}
          loading={progress.isPending}
        />
        <TestProgressTable
          {...scrollBox('AI quiz (system test) progress')}
          tests={systemProgress.data?.TestsProgress ?? []}
          loading={systemProgress.isPending}
        />
      </section>

      <section aria-labelledby="stats-assignments" className="flex flex-col gap-3">
        <h2 id="stats-assignments" className="text-lg font-semibold">
          Assignments
        </h2>
        {assignments.isError ? (
          <Failed query={assignments} what="assignment progress" />
        ) : (
          <AssignmentProgressTable
            {...scrollBox('Reviewed assignments')}
            assignments={assignments.data?.AssignmentsProgress ?? []}
            loading={assignments.isPending}
          />
        )}
      </section>

      <p className="text-sm">
        <Link
          to={leaderBoardPath({ courseName, encryptedSosId: candidateSOSId })}
          className={textLinkVariants()}
        >
          See where you stand on the leaderboard
        </Link>
      </p>
    </div>
  );
}
