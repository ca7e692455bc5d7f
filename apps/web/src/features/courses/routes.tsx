import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import {
  activityGroupsQueryOptions,
  bookmarkPagesQueryOptions,
  contentReadingQueryOptions,
  contentVideoQueryOptions,
  courseMiscContentPagesQueryOptions,
  courseSubjectsQueryOptions,
  isCancelledRequest,
  myCoursesQueryOptions,
  notePagesQueryOptions,
  resumePointsQueryOptions,
  testInfoQueryOptions,
  testPagesQueryOptions,
  testQuestionsQueryOptions,
  testResultDetailQueryOptions,
  testResultQueryOptions,
} from '@portal/api';
import {
  AlertType,
  CandidateTestFilter,
  CourseType,
  defaultCourseOf,
  type GatedArea,
} from '@portal/domain';
import { config } from '../../shared/config';
import { guardedLoader, type GuardedData } from '../../shared/routing/guarded-loader';
import {
  page,
  redirectRoute,
  RouteAccess,
  type FeatureRoutes,
  type Prefetch,
} from '../../shared/routing/page-route';
import { GuardPaths, type RouteGuardMeta } from '../../shared/routing/run-guards';
import { apiClient, feedback, loadQueryClient, logout } from '../../shared/app-state';
import { decideCourseAccess, featureDeniedRedirect, refuseCourse } from './course-access';
import { comingCoursePages, type ComingCoursePage } from './course-menu';
import {
  atSecond,
  contentPath,
  courseChildPath,
  subjectActivityPath,
  subjectsPath,
  type CourseRoot,
} from './course-paths';
import { readCoursePreferences } from './course-preferences';
import { COURSE_ROUTE_ID, type CourseLoaderData } from './course-route';

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

const sosIdOf = (data: GuardedData) => Number(data.params.candidateSOSId);
const contentQueryOf = (data: GuardedData) => ({
  candidateSOSId: sosIdOf(data),
  contentId: Number(data.params.contentId),
  sosDetailContentId: Number(data.params.sosDetailContentId),
});
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
  options: { area?: GatedArea; prefetch?: Prefetch } = {},
): RouteObject {
  const route = page(path, title, courseAccess, load);
  return {
    ...route,
    loader: async (args: LoaderFunctionArgs): Promise<GuardedData> => {
      // As page(): the query cache's chunk downloads while the guards run.
      const client = options.prefetch ? loadQueryClient() : undefined;
      const data = await guard(args);
      if (options.area) {
        const { Courses } = await activeCourses();
        const denied = featureDeniedRedirect(Courses, sosIdOf(data), options.area, rootOf(args));
        if (denied) throw redirect(denied);
      }
      if (options.prefetch) {
        const queryClient = await client?.catch((error: unknown) => {
          console.warn('[prefetch] query cache did not load', error);
        });
        if (queryClient)
          void Promise.allSettled(options.prefetch(data, new URL(args.request.url), queryClient));
      }
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
const landedPages: readonly ComingCoursePage[] = ['webinar', 'quizzes', 'systemQuizzes'];
const comingPages = (Object.keys(comingCoursePages) as ComingCoursePage[])
  .filter((segment) => !landedPages.includes(segment))
  .flatMap((segment) => {
    const { label, area } = comingCoursePages[segment];
    const options = area ? { area } : {};
    const routes = [coursePage(segment, label, loadComingPage, options)];
    if (segment === 'search')
      routes.push(coursePage('search/detail/:searchText', label, loadComingPage, options));
    return routes;
  });

const testQueryOf = (data: GuardedData) => ({
  candidateSOSId: sosIdOf(data),
  testId: Number(data.params.testId),
});
const prefetchTestInfo: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(testInfoQueryOptions(apiClient, testQueryOf(data))),
];
const prefetchTestResult: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(testResultQueryOptions(apiClient, testQueryOf(data))),
];
const loadTestInfoPage = () => import('./pages/test-info-page');
const loadTestResultPage = () => import('./pages/test-result-page');
/** spec 2: the quiz routes' prefix of a quiz of the course hierarchy. */
const QUIZ_PLACE = ':subjectName/:subjectId/:group/:groupName/:sosDetailId/quiz';

/** spec 2: /quizzes (Quizzes) and /systemQuizzes (AIQuizzes), their info and result pages. */
const quizPages: RouteObject[] = [
  coursePage('quizzes', comingCoursePages.quizzes.label, () => import('./pages/quizzes-page'), {
    area: 'quizzes',
    prefetch: (data, _url, queryClient) => [
      queryClient.ensureInfiniteQueryData(
        testPagesQueryOptions(apiClient, 'sos', {
          candidateSOSId: sosIdOf(data),
          filter: CandidateTestFilter.all,
        }),
      ),
    ],
  }),
  coursePage(
    'systemQuizzes',
    comingCoursePages.systemQuizzes.label,
    () => import('./pages/system-quizzes-page'),
    {
      area: 'systemQuizzes',
      prefetch: (data, _url, queryClient) => [
        queryClient.ensureInfiniteQueryData(
          testPagesQueryOptions(apiClient, 'system', {
            candidateSOSId: sosIdOf(data),
            filter: CandidateTestFilter.all,
          }),
        ),
      ],
    },
  ),
  coursePage(
    `${QUIZ_PLACE}/info/:testId/:sosDetailTestId/:isExpired/:dueDate?`,
    'Quiz',
    loadTestInfoPage,
    { area: 'quizzes', prefetch: prefetchTestInfo },
  ),
  coursePage(':subjectName/:subjectId/:type/info/:testId/:dueDate?', 'AI quiz', loadTestInfoPage, {
    area: 'systemQuizzes',
    prefetch: prefetchTestInfo,
  }),
  coursePage(`${QUIZ_PLACE}/result/:testId/:sosDetailTestId`, 'Quiz result', loadTestResultPage, {
    area: 'quizzes',
    prefetch: prefetchTestResult,
  }),
  coursePage(':subjectName/:subjectId/:type/result/:testId', 'AI quiz result', loadTestResultPage, {
    area: 'systemQuizzes',
    prefetch: prefetchTestResult,
  }),
];

const coursePages: RouteObject = {
  id: COURSE_ROUTE_ID,
  path: ':courseName/:candidateSOSId',
  loader: courseLoader,
  lazy: async () => ({ Component: (await import('./pages/course-layout')).default }),
  children: [
    coursePage('subjects', 'Subjects', () => import('./pages/subjects-page'), {
      prefetch: (data, _url, queryClient) => [
        queryClient.ensureQueryData(courseSubjectsQueryOptions(apiClient, sosIdOf(data))),
      ],
    }),
    coursePage(
      ':subjectName/:subjectId/groups/:group?/:groupName?',
      'Subject activity',
      () => import('./pages/subject-activity-page'),
      {
        // spec 4: the first group's first day and its activities are prefilled (one call: the groups carry them).
        prefetch: (data, _url, queryClient) => [
          queryClient.ensureQueryData(
            activityGroupsQueryOptions(apiClient, {
              candidateSOSId: sosIdOf(data),
              subjectId: Number(data.params.subjectId),
            }),
          ),
        ],
      },
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
      prefetch: (data, _url, queryClient) => [
        queryClient.ensureInfiniteQueryData(notePagesQueryOptions(apiClient, sosIdOf(data))),
      ],
    }),
    coursePage('bookmarks', 'Bookmarks', () => import('./pages/bookmarks-page'), {
      area: 'bookmarks',
      prefetch: (data, _url, queryClient) => [
        queryClient.ensureInfiniteQueryData(bookmarkPagesQueryOptions(apiClient, sosIdOf(data))),
      ],
    }),
    // spec 2: the content routes; the server refuses a locked day, a disallowed feature (403) and another's content (404).
    coursePage(
      ':subjectName/:subjectId/:group/:groupName/:sosDetailId/video/:contentId/:sosDetailContentId',
      'Video',
      () => import('./pages/video-page'),
      {
        area: 'video',
        prefetch: (data, _url, queryClient) => [
          queryClient.ensureQueryData(contentVideoQueryOptions(apiClient, contentQueryOf(data))),
        ],
      },
    ),
    coursePage(
      ':subjectName/:subjectId/:group/:groupName/:sosDetailId/reading/:contentId/:sosDetailContentId/:candidateNoteId?',
      'Reading',
      () => import('./pages/reading-page'),
      {
        area: 'reading',
        prefetch: (data, _url, queryClient) => [
          queryClient.ensureQueryData(contentReadingQueryOptions(apiClient, contentQueryOf(data))),
        ],
      },
    ),
    coursePage(
      'miscellaneousVideos',
      'Miscellaneous videos',
      () => import('./pages/misc-videos-page'),
      {
        prefetch: (data, _url, queryClient) => [
          queryClient.prefetchInfiniteQuery(
            courseMiscContentPagesQueryOptions(apiClient, sosIdOf(data)),
          ),
        ],
      },
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
    ...quizPages,
    ...comingPages,
  ],
};

/**
 * spec 2: a page of the quiz section (/quiz, blocked on mobile): the course must be the
 * candidate's (as in the course section) and its package must include the page's feature
 * (quizAttempt: Quizzes, systemTestAttempt: AIQuizzes), else the course's access-denied page.
 */
function quizSectionPage(
  path: string,
  title: string,
  load: Parameters<typeof page>[3],
  area: GatedArea,
  encryptedParams: readonly string[],
  prefetch?: Prefetch,
): RouteObject {
  const access: RouteGuardMeta = {
    ...RouteAccess.candidate,
    blockedOnMobile: true,
    encryptedParams,
  };
  const quizGuard = guardedLoader(access);
  return {
    ...page(path, title, access, load),
    loader: async (args: LoaderFunctionArgs): Promise<CourseLoaderData> => {
      const client = prefetch ? loadQueryClient() : undefined;
      const data = await quizGuard(args);
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
      const denied = featureDeniedRedirect(Courses, sosIdOf(data), area, rootOf(args));
      if (denied) throw redirect(denied);
      const queryClient = await client?.catch(() => undefined);
      if (prefetch && queryClient)
        void Promise.allSettled(prefetch(data, new URL(args.request.url), queryClient));
      return { ...data, course: decision.course };
    },
  };
}

/** spec 2: the quiz section needs a default course (else the dashboard): /quiz and /quiz/attempt open its quizzes. */
async function defaultCourseQuizzes(args: LoaderFunctionArgs) {
  await sectionGuard(args);
  const { Courses } = await activeCourses();
  const course = defaultCourseOf(Courses, readCoursePreferences().DefaultCandidateSOSId);
  if (!course) return redirect(GuardPaths.dashboard);
  const { encryptValue } = await import('../../platform/crypto');
  return redirect(
    courseChildPath(
      {
        courseName: course.CourseName,
        encryptedSosId: encryptValue(String(course.CandidateSOSId), config.routeEncryptionKey),
      },
      'quizzes',
    ),
  );
}

const QUIZ_SECTION_PLACE =
  ':courseName/:candidateSOSId/:subjectName/:subjectId/:group/:groupName/:sosDetailId';
const SYSTEM_SECTION_PLACE = ':courseName/:candidateSOSId/:subjectName/:subjectId/:type';
const loadAttemptPage = () => import('./pages/test-attempt-page');
const loadDetailPage = () => import('./pages/test-detail-page');
// Starts (or resumes) the attempt while the page chunk downloads: only a click on Start leads here.
const prefetchAttempt: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(testQuestionsQueryOptions(apiClient, testQueryOf(data))),
];
const prefetchDetail: Prefetch = (data, _url, queryClient) => [
  queryClient.ensureQueryData(testResultDetailQueryOptions(apiClient, testQueryOf(data))),
];

/** spec 2: quizAttempt / quizDetail (Quizzes) and systemTestAttempt / systemTestDetail (AIQuizzes). */
const quizSection: RouteObject[] = [
  { index: true, loader: defaultCourseQuizzes },
  { path: 'attempt', loader: defaultCourseQuizzes },
  quizSectionPage(
    `${QUIZ_SECTION_PLACE}/attempt/:testId/:sosDetailTestId`,
    'Quiz',
    loadAttemptPage,
    'quizzes',
    ['candidateSOSId', 'groupName', 'sosDetailId'],
    prefetchAttempt,
  ),
  quizSectionPage(
    `${QUIZ_SECTION_PLACE}/detail/:testId/:sosDetailTestId`,
    'Quiz answers',
    loadDetailPage,
    'quizzes',
    ['candidateSOSId', 'groupName', 'sosDetailId'],
    prefetchDetail,
  ),
  quizSectionPage(
    `${SYSTEM_SECTION_PLACE}/attempt/:testId`,
    'AI quiz',
    loadAttemptPage,
    'systemQuizzes',
    ['candidateSOSId', 'subjectId', 'testId'],
    prefetchAttempt,
  ),
  quizSectionPage(
    `${SYSTEM_SECTION_PLACE}/detail/:testId`,
    'AI quiz answers',
    loadDetailPage,
    'systemQuizzes',
    ['candidateSOSId', 'subjectId', 'testId'],
    prefetchDetail,
  ),
];

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
      (_data, _url, queryClient) => [
        queryClient.ensureQueryData(myCoursesQueryOptions(apiClient, CourseType.Active)),
      ],
    ),
    page('webinar', comingCoursePages.webinar.label, sectionAccess, loadComingPage),
    coursePages,
  ],
  quiz: quizSection,
};
