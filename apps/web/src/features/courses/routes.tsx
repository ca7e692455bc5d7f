import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { isCancelledRequest, myCoursesQueryOptions, resumePointsQueryOptions } from '@portal/api';
import { AlertType, CourseType, defaultCourseOf, type GatedArea } from '@portal/domain';
import { config } from '../../shared/config';
import { guardedLoader, type GuardedData } from '../../shared/routing/guarded-loader';
import {
  page,
  redirectRoute,
  RouteAccess,
  preparePrefetch,
  startPrefetch,
  type FeatureRoutes,
  type PrefetchSource,
} from '../../shared/routing/page-route';
import { GuardPaths, type RouteGuardMeta } from '../../shared/routing/run-guards';
import { apiClient, feedback, loadQueryClient, logout } from '../../shared/app-state';
import { decideCourseAccess, featureDeniedRedirect, refuseCourse } from './course-access';
import { comingCoursePages, type ComingCoursePage } from './course-menu';
import {
  atSecond,
  contentPath,
  subjectActivityPath,
  subjectsPath,
  type CourseRoot,
} from './course-paths';
import { readCoursePreferences } from './course-preferences';
import { COURSE_ROUTE_ID, sosIdOf, type CourseLoaderData } from './course-route';
import type * as CoursePrefetch from './prefetch';

/** One of prefetch.ts's prefetches: it loads with the course routes, not in the entry (issue #10). */
const lazyPrefetch = (name: keyof typeof CoursePrefetch): PrefetchSource => ({
  load: () => import('./prefetch').then((module) => module[name]),
});

/** spec 2: the course section is for candidates, blocked on iOS and Android; candidateSOSId is (enc). */
const courseAccess: RouteGuardMeta = {
  ...RouteAccess.candidate,
  blockedOnMobile: true,
  encryptedParams: ['candidateSOSId'],
};
/** /course/setting, /course/webinar and /course itself: outside the param prefix, still blocked on mobile. */
const sectionAccess: RouteGuardMeta = { ...RouteAccess.candidate, blockedOnMobile: true };

const guard = guardedLoader(courseAccess);
const sectionGuard = guardedLoader(sectionAccess);

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
  const decision = decideCourseAccess(
    Courses,
    data.params.candidateSOSId ?? '',
    data.params.subjectId,
  );
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

/** The course root as it is in the URL (courseName decoded by the router, candidateSOSId still encrypted). */
const rootOf = (args: LoaderFunctionArgs): CourseRoot => ({
  courseName: args.params.courseName ?? '',
  encryptedSosId: args.params.candidateSOSId ?? '',
});

/**
 * A page of the course section. With `area`, a package without that feature is sent to the
 * access-denied page before anything is fetched (spec 2 and 6: Videos, Readings, Notes, Stats ...
 * each need their feature); the server refuses the same calls with 403.
 */
export function coursePage(
  path: string,
  title: string,
  load: Parameters<typeof page>[3],
  options: { area?: GatedArea; prefetch?: PrefetchSource } = {},
): RouteObject {
  const route = page(path, title, courseAccess, load);
  return {
    ...route,
    loader: async (args: LoaderFunctionArgs): Promise<GuardedData> => {
      // As page(): the query cache's chunk (and a lazy prefetch's) downloads while the guards run.
      const pending = preparePrefetch(options.prefetch);
      const data = await guard(args);
      if (options.area) {
        const { Courses } = await activeCourses();
        const denied = featureDeniedRedirect(Courses, sosIdOf(data), options.area, rootOf(args));
        if (denied) throw redirect(denied);
      }
      await startPrefetch(pending, data, new URL(args.request.url));
      return data;
    },
  };
}

/** A route of the course that only sends on (guards first). */
function courseRedirect(
  path: string,
  to: (args: LoaderFunctionArgs, data: GuardedData) => Promise<string> | string,
): RouteObject {
  return {
    path,
    loader: async (args: LoaderFunctionArgs) => {
      const data = await guard(args);
      return redirect(await to(args, data));
    },
  };
}

const loadComingPage = () => import('./pages/feature-coming-page');

/** spec 2: the course menu's pages owned by later issues: a "coming" state behind their feature, never a 404. */
const comingPages = (Object.keys(comingCoursePages) as ComingCoursePage[])
  .filter((segment) => segment !== 'webinar')
  .flatMap((segment) => {
    const { label, area } = comingCoursePages[segment];
    const options = area ? { area } : {};
    const routes = [coursePage(segment, label, loadComingPage, options)];
    if (segment === 'search')
      routes.push(coursePage('search/detail/:searchText', label, loadComingPage, options));
    return routes;
  });

const coursePages: RouteObject = {
  id: COURSE_ROUTE_ID,
  path: ':courseName/:candidateSOSId',
  loader: courseLoader,
  lazy: async () => ({ Component: (await import('./pages/course-layout')).default }),
  children: [
    coursePage('subjects', 'Subjects', () => import('./pages/subjects-page'), {
      prefetch: lazyPrefetch('prefetchCourseSubjects'),
    }),
    coursePage(
      ':subjectName/:subjectId/groups/:group?/:groupName?',
      'Subject activity',
      () => import('./pages/subject-activity-page'),
      { prefetch: lazyPrefetch('prefetchActivityGroups') },
    ),
    // spec 2: .../activities goes to the subject activity page (this portal keeps no "previous route" there).
    courseRedirect(':subjectName/:subjectId/:group/:groupName/activities', (args) =>
      subjectActivityPath(
        rootOf(args),
        { SubjectName: args.params.subjectName ?? '', SubjectId: Number(args.params.subjectId) },
        args.params.groupName,
      ),
    ),
    coursePage('notes', 'Notes', () => import('./pages/notes-page'), {
      area: 'notes',
      prefetch: lazyPrefetch('prefetchNotes'),
    }),
    coursePage('bookmarks', 'Bookmarks', () => import('./pages/bookmarks-page'), {
      area: 'bookmarks',
      prefetch: lazyPrefetch('prefetchBookmarks'),
    }),
    // spec 2: the content routes; the server refuses a locked day, a disallowed feature (403) and another's content (404).
    coursePage(
      ':subjectName/:subjectId/:group/:groupName/:sosDetailId/video/:contentId/:sosDetailContentId',
      'Video',
      () => import('./pages/video-page'),
      {
        area: 'video',
        prefetch: lazyPrefetch('prefetchVideo'),
      },
    ),
    coursePage(
      ':subjectName/:subjectId/:group/:groupName/:sosDetailId/reading/:contentId/:sosDetailContentId/:candidateNoteId?',
      'Reading',
      () => import('./pages/reading-page'),
      {
        area: 'reading',
        prefetch: lazyPrefetch('prefetchReading'),
      },
    ),
    coursePage(
      'miscellaneousVideos',
      'Miscellaneous videos',
      () => import('./pages/misc-videos-page'),
      { prefetch: lazyPrefetch('prefetchMiscVideos') },
    ),
    coursePage('accessDenied', 'Not in your package', () => import('./pages/access-denied-page')),
    // Beyond the spec: where the student left off, asked fresh (a video's second moves while it plays).
    courseRedirect('continue', async (args, data) => {
      const queryClient = await loadQueryClient();
      const { ResumePoints } = await queryClient.fetchQuery({
        ...resumePointsQueryOptions(apiClient),
        staleTime: 0,
      });
      const point = ResumePoints.find((entry) => entry.CandidateSOSId === sosIdOf(data));
      const root = rootOf(args);
      const path = point
        ? contentPath(
            root,
            {
              subject: { SubjectName: point.SubjectName, SubjectId: point.SubjectId },
              groupName: point.GroupName,
              sosDetailId: point.SOSDetailId,
            },
            point,
          )
        : null;
      return path && point ? atSecond(path, point.PositionSeconds) : subjectsPath(root);
    }),
    // spec 2: the course's /profile and /notifications are the candidate's own pages.
    redirectRoute('profile', '/dashboard/profile', courseAccess),
    redirectRoute('notifications', '/dashboard/notifications', courseAccess),
    ...comingPages,
  ],
};

/** spec 2: /course redirects to /course/subjects: the subjects of the default course (/course/setting), else the dashboard. */
async function defaultCourseSubjects(args: LoaderFunctionArgs) {
  await sectionGuard(args);
  const { Courses } = await activeCourses();
  const course = defaultCourseOf(Courses, readCoursePreferences().DefaultCandidateSOSId);
  if (!course) return redirect(GuardPaths.dashboard);
  const { encryptValue } = await import('../../platform/crypto');
  return redirect(
    subjectsPath({
      courseName: course.CourseName,
      encryptedSosId: encryptValue(String(course.CandidateSOSId), config.routeEncryptionKey),
    }),
  );
}

/** spec 2: the course section under /course/{courseName}/{candidateSOSId(enc)}, with /course/setting and /course/webinar beside it. */
export const coursesRoutes: FeatureRoutes = {
  course: [
    { index: true, loader: defaultCourseSubjects },
    { path: 'subjects', loader: defaultCourseSubjects },
    page(
      'setting',
      'Course settings',
      sectionAccess,
      () => import('./pages/course-setting-page'),
      lazyPrefetch('prefetchActiveCourses'),
    ),
    page('webinar', comingCoursePages.webinar.label, sectionAccess, loadComingPage),
    coursePages,
  ],
};
