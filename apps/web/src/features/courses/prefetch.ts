import {
  activityGroupsQueryOptions,
  bookmarkPagesQueryOptions,
  contentReadingQueryOptions,
  contentVideoQueryOptions,
  courseMiscContentPagesQueryOptions,
  courseSubjectsQueryOptions,
  myCoursesQueryOptions,
  notePagesQueryOptions,
} from '@portal/api';
import { CourseType } from '@portal/domain';
import { apiClient } from '../../shared/app-state';
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
];

export const prefetchMiscVideos: Prefetch = (data, _url, queryClient) => [
  queryClient.prefetchInfiniteQuery(courseMiscContentPagesQueryOptions(apiClient, sosIdOf(data))),
];

export const prefetchActiveCourses: Prefetch = (_data, _url, queryClient) => [
  queryClient.ensureQueryData(myCoursesQueryOptions(apiClient, CourseType.Active)),
];
