import {
  activityGroupsQueryOptions,
  assignmentPagesQueryOptions,
  assignmentQueryOptions,
  bookmarkPagesQueryOptions,
  contentReadingQueryOptions,
  contentVideoQueryOptions,
  courseCompletionQueryOptions,
  courseMiscContentPagesQueryOptions,
  courseSummaryQueryOptions,
  leaderBoardQueryOptions,
  testAccuracyQueryOptions,
  courseSubjectsQueryOptions,
  myCoursesQueryOptions,
  notePagesQueryOptions,
  testInfoQueryOptions,
  testPagesQueryOptions,
  testQuestionsQueryOptions,
  testResultDetailQueryOptions,
  testResultQueryOptions,
  subscribedClassesQueryOptions,
  upcomingClassesQueryOptions,
  upcomingSchedulesQueryOptions,
  webinarsQueryOptions,
  agendaQueryOptions,
} from '@portal/api';
import { AssignmentFilter, CandidateTestFilter, CourseType, LeaderboardPeriod, SubscribedClassTopicType, WebinarFolder } from '@portal/domain';
import { apiClient } from '../../shared/app-state';
import { loadSanitizer } from '../../shared/html/sanitizer';
import { loadRouteEncrypt } from '../../shared/routing/route-encrypt';
import type { GuardedData } from '../../shared/routing/guarded-loader';
import type { Prefetch } from '../../shared/routing/page-route';
import { sosIdOf } from './course-route';

/*
 * The course section's prefetches, in a module of their own: their query options load with the
 * course routes, not in the entry every route loads (routes.tsx, issue #10).
 */

const contentQueryOf = (data: GuardedData) => ({
  candidateSOSId: sosIdOf(data),
  contentId: Number(data.params.contentId),
  sosDetailContentId: Number(data.params.sosDetailContentId),
});

export const prefetchCourseSubjects: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(courseSubjectsQueryOptions(apiClient, sosIdOf(data))),
];

/** spec 4: the first group's first day and its activities are prefilled (one call: the groups carry them). */
export const prefetchActivityGroups: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(
    activityGroupsQueryOptions(apiClient, {
      candidateSOSId: sosIdOf(data),
      subjectId: Number(data.params.subjectId),
    }),
  ),
];

export const prefetchNotes: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureInfiniteQueryData(notePagesQueryOptions(apiClient, sosIdOf(data))),
];

export const prefetchBookmarks: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureInfiniteQueryData(bookmarkPagesQueryOptions(apiClient, sosIdOf(data))),
];

export const prefetchVideo: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(contentVideoQueryOptions(apiClient, contentQueryOf(data))),
];

export const prefetchReading: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(contentReadingQueryOptions(apiClient, contentQueryOf(data))),
  // The reading's HTML is sanitised before it renders: the sanitiser downloads beside the data.
  loadSanitizer(),
];

export const prefetchMiscVideos: Prefetch = (data, _url, queryClient) => [
  queryClient.prefetchInfiniteQuery(courseMiscContentPagesQueryOptions(apiClient, sosIdOf(data))),
];

export const prefetchActiveCourses: Prefetch = (_data, _url, queryClient) => [
  queryClient.ensureQueryData(myCoursesQueryOptions(apiClient, CourseType.Active)),
];

// Quizzes (issue 13): lists, info, result, and the quiz section's attempt and answers.
const testQueryOf = (data: GuardedData) => ({
  candidateSOSId: sosIdOf(data),
  testId: Number(data.params.testId),
});

export const prefetchQuizzes: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureInfiniteQueryData(
    testPagesQueryOptions(apiClient, 'sos', {
      candidateSOSId: sosIdOf(data),
      filter: CandidateTestFilter.all,
    }),
  ),
];

export const prefetchSystemQuizzes: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureInfiniteQueryData(
    testPagesQueryOptions(apiClient, 'system', {
      candidateSOSId: sosIdOf(data),
      filter: CandidateTestFilter.all,
    }),
  ),
];

export const prefetchTestInfo: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(testInfoQueryOptions(apiClient, testQueryOf(data))),
];

export const prefetchTestResult: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(testResultQueryOptions(apiClient, testQueryOf(data))),
];

/** Starts (or resumes) the attempt while the page chunk downloads: only a click on Start leads here. */
export const prefetchAttempt: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(testQuestionsQueryOptions(apiClient, testQueryOf(data))),
];

export const prefetchTestDetail: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(testResultDetailQueryOptions(apiClient, testQueryOf(data))),
];

/** /liveClass opens on the live lectures: their upcoming page and schedule, and the subscribed classes. */
export const prefetchLiveClasses: Prefetch = (data, _url, queryClient) => {
  const candidateSOSId = sosIdOf(data);
  return [
    queryClient.ensureQueryData(upcomingClassesQueryOptions(apiClient, SubscribedClassTopicType.LiveLecture, { candidateSOSId })),
    queryClient.ensureQueryData(upcomingSchedulesQueryOptions(apiClient, SubscribedClassTopicType.LiveLecture, { candidateSOSId })),
    queryClient.ensureQueryData(subscribedClassesQueryOptions(apiClient, { candidateSOSId })),
  ];
};

/** /course/agenda opens on every course's next four weeks. */
export const prefetchAgenda: Prefetch = (_data, _url, queryClient) => [
  queryClient.ensureQueryData(agendaQueryOptions(apiClient)),
  // The route cipher for the items' links, beside the data (not in the page's first load).
  loadRouteEncrypt(),
];

/** /course/webinar opens on all folders. */
export const prefetchWebinars: Prefetch = (_data, _url, queryClient) => [
  queryClient.ensureQueryData(webinarsQueryOptions(apiClient, { webinarFolder: WebinarFolder.all })),
];

// Assignments (issue 14): the list (All) and one assignment.
export const prefetchAssignments: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureInfiniteQueryData(
    assignmentPagesQueryOptions(apiClient, { candidateSOSId: sosIdOf(data), filter: AssignmentFilter.All }),
  ),
];

/** /stats: the figures at the top of the page start with the route's chunk (the rest follow on render). */
export const prefetchStats: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(courseCompletionQueryOptions(apiClient, { candidateSOSId: sosIdOf(data) })),
  queryClient.ensureQueryData(courseSummaryQueryOptions(apiClient, { candidateSOSId: sosIdOf(data) })),
  queryClient.ensureQueryData(testAccuracyQueryOptions(apiClient, { candidateSOSId: sosIdOf(data) })),
];

/** /leaderBoard: the all-time board (the tab shown first). */
export const prefetchLeaderBoard: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(leaderBoardQueryOptions(apiClient, { candidateSOSId: sosIdOf(data), period: LeaderboardPeriod.allTime })),
];

export const prefetchAssignment: Prefetch = (data, _url, queryClient) => [
  queryClient
    .ensureQueryData(assignmentQueryOptions(apiClient, { candidateSOSId: sosIdOf(data), assignmentId: Number(data.params.assignmentId) }))
    // An answer or remarks are HTML, sanitised before they render: the sanitiser downloads beside the page chunk.
    .then((assignment) => {
      if (assignment.SubmittedText || assignment.TeacherRemarks) void loadSanitizer().catch(() => undefined);
      return assignment;
    }),
];
