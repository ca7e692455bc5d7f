import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { activityGroupsQueryOptions, contentReadingQueryOptions, contentVideoQueryOptions, courseSubjectsQueryOptions, isCancelledRequest, myCoursesQueryOptions } from '@portal/api';
import { AlertType, CourseType } from '@portal/domain';
import { guardedLoader, type GuardedData } from '../../shared/routing/guarded-loader';
import { page, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';
import { GuardPaths, type RouteGuardMeta } from '../../shared/routing/run-guards';
import { apiClient, feedback, loadQueryClient, logout } from '../../shared/app-state';
import { decideCourseAccess, refuseCourse } from './course-access';
import { COURSE_ROUTE_ID, type CourseLoaderData } from './course-route';

/** spec 2: the course section is for candidates, blocked on iOS and Android; candidateSOSId is (enc). */
const courseAccess: RouteGuardMeta = { ...RouteAccess.candidate, blockedOnMobile: true, encryptedParams: ['candidateSOSId'] };

const guard = guardedLoader(courseAccess);

/**
 * The active courses for the ownership check. React Router runs this layout's loader beside its
 * page's, and the page's guards cancel pending requests (spec 2, guard step 2): a request of ours
 * cancelled that way is asked again (the guards run once per navigation).
 */
async function activeCourses() {
  const queryClient = await loadQueryClient();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await queryClient.ensureQueryData(myCoursesQueryOptions(apiClient, CourseType.Active));
    } catch (error) {
      if (!isCancelledRequest(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * spec 2: on entry the active courses load; a course or subject not among them logs out and shows
 * (every loader of the match gets all its params, so a subject page's subjectId is checked here too)
 * 'Unauthorized access' after 2 s. The server refuses such ids too (404), so this is the portal's
 * half of the same check.
 */
async function courseLoader(args: LoaderFunctionArgs): Promise<CourseLoaderData> {
  const data = await guard(args);
  const { Courses } = await activeCourses();
  const decision = decideCourseAccess(Courses, data.params.candidateSOSId ?? '', data.params.subjectId);
  if (decision.kind === 'not-found') throw redirect(GuardPaths.pageNotFound);
  if (decision.kind === 'unauthorized') {
    refuseCourse(
      () => logout({ navigate: false }),
      (message) => feedback.alert(AlertType.danger, message),
    );
    throw redirect(GuardPaths.login);
  }
  return { ...data, course: decision.course };
}

const sosIdOf = (data: GuardedData) => Number(data.params.candidateSOSId);
const contentQueryOf = (data: GuardedData) => ({
  candidateSOSId: sosIdOf(data),
  contentId: Number(data.params.contentId),
  sosDetailContentId: Number(data.params.sosDetailContentId),
});

const coursePages: RouteObject = {
  id: COURSE_ROUTE_ID,
  path: ':courseName/:candidateSOSId',
  loader: courseLoader,
  lazy: async () => ({ Component: (await import('./pages/course-layout')).default }),
  children: [
    page('subjects', 'Subjects', courseAccess, () => import('./pages/subjects-page'), (data, _url, queryClient) => [
      queryClient.ensureQueryData(courseSubjectsQueryOptions(apiClient, sosIdOf(data))),
    ]),
    page(':subjectName/:subjectId/groups/:group?/:groupName?', 'Subject activity', courseAccess, () => import('./pages/subject-activity-page'), (data, _url, queryClient) => [
      // spec 4: the first group's first day and its activities are prefilled (one call: the groups carry them).
      queryClient.ensureQueryData(activityGroupsQueryOptions(apiClient, { candidateSOSId: sosIdOf(data), subjectId: Number(data.params.subjectId) })),
    ]),
    // spec 2: the content routes; the server refuses a locked day, a disallowed feature (403) and another's content (404).
    page(':subjectName/:subjectId/:group/:groupName/:sosDetailId/video/:contentId/:sosDetailContentId', 'Video', courseAccess, () => import('./pages/video-page'), (data, _url, queryClient) => [
      queryClient.ensureQueryData(contentVideoQueryOptions(apiClient, contentQueryOf(data))),
    ]),
    page(':subjectName/:subjectId/:group/:groupName/:sosDetailId/reading/:contentId/:sosDetailContentId/:candidateNoteId?', 'Reading', courseAccess, () => import('./pages/reading-page'), (data, _url, queryClient) => [
      queryClient.ensureQueryData(contentReadingQueryOptions(apiClient, contentQueryOf(data))),
    ]),
  ],
};

/** spec 2: the course section under /course/{courseName}/{candidateSOSId(enc)} (first pages: subjects and subject activity). */
export const coursesRoutes: FeatureRoutes = {
  course: [coursePages],
};
