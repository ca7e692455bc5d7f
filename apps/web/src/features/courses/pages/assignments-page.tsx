import { useState } from 'react';
import { useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { activityGroupsQueryOptions, assignmentPagesQueryOptions } from '@portal/api';
import { AssignmentFilter, assignmentDisplayState, type Assignment } from '@portal/domain';
import { AssignmentList, type AssignmentListItem } from '@portal/ui';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { assignmentDetailPath, assignmentPlaceOf } from '../assignments/assignment-paths';
import { ListLoadError } from '../components/list-load-error';
import { comingCoursePages } from '../course-menu';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

const emptyMessages: Record<AssignmentFilter, string> = {
  [AssignmentFilter.All]: 'There are no assignments in this course yet.',
  [AssignmentFilter.WithoutSubmission]: 'You have submitted every assignment. Well done!',
  [AssignmentFilter.Submitted]: 'You have not submitted any assignment yet.',
  [AssignmentFilter.Pending]: 'No submission is waiting for a review.',
  [AssignmentFilter.Reviewed]: 'None of your assignments has been reviewed yet.',
};

/**
 * spec 2: /assignments (Assignments feature, gated in the route): the filter (All, Without
 * Submission, Submitted, Pending, Reviewed), paged; a row opens the assignment's detail route.
 */
export default function AssignmentsPage() {
  const navigate = useNavigate();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const [filter, setFilter] = useState<AssignmentFilter>(AssignmentFilter.All);
  const list = useInfiniteQuery(assignmentPagesQueryOptions(apiClient, { candidateSOSId: course.CandidateSOSId, filter }));
  const assignments = list.data?.pages.flatMap((page) => page.Assignments) ?? [];
  const title = comingCoursePages.assignments.label;

  async function open(assignment: Assignment) {
    const subject = course.Subjects.find((entry) => entry.SubjectId === assignment.SubjectId);
    try {
      const groups = subject
        ? (await queryClient.ensureQueryData(activityGroupsQueryOptions(apiClient, { candidateSOSId: course.CandidateSOSId, subjectId: subject.SubjectId }))).SubjectActivityGroups
        : [];
      const place = subject ? assignmentPlaceOf(groups, subject, assignment.AssignmentId) : null;
      if (!place) {
        feedback.error(`“${assignment.Title}” is no longer part of your course plan.`);
        return;
      }
      void navigate(assignmentDetailPath(root, place, assignment));
    } catch {
      feedback.error(`“${assignment.Title}” could not be opened. Check your connection and try again.`);
    }
  }

  const items: AssignmentListItem[] = assignments.map((assignment) => ({
    id: assignment.AssignmentId,
    title: assignment.Title,
    subjectName: assignment.SubjectName,
    dueDate: assignment.DueDate,
    state: assignmentDisplayState(assignment),
    obtainedScore: assignment.ObtainedScore,
    totalScore: assignment.TotalScore,
  }));

  return (
    <div className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        {title}
      </h1>
      {list.isError && !list.data ? (
        <ListLoadError what="assignments" onRetry={() => void list.refetch()} />
      ) : (
        <AssignmentList
          assignments={items}
          filter={filter}
          onFilterChange={setFilter}
          loading={list.isPending}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => {
            if (!list.isFetchingNextPage) void list.fetchNextPage();
          }}
          onOpen={(id) => {
            const assignment = assignments.find((entry) => entry.AssignmentId === id);
            if (assignment) void open(assignment);
          }}
          emptyMessage={emptyMessages[filter]}
        />
      )}
    </div>
  );
}
