import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { GatedArea } from '@portal/domain';
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
import type { RouteGuardMeta } from '../../shared/routing/run-guards';
import { comingCoursePages, type ComingCoursePage } from './course-menu';
import { COURSE_ROUTE_ID, type CourseLoaderData } from './course-route';
import type * as CoursePrefetch from './prefetch';

/** One of prefetch.ts's prefetches: it loads with the course routes, not in the entry (issue #10). */
const lazyPrefetch = (name: keyof typeof CoursePrefetch): PrefetchSource => ({
  load: () => import('./prefetch').then((module) => module[name]),
});

/**
 * The course section's decisions (course-loaders.ts), asked for while the guards run: the course
 * rules stay out of the entry (issue #10). Awaited only once the guards allowed the route.
 */
function loadCourseLoaders() {
  const loaders = import('./course-loaders');
  loaders.catch(() => undefined);
  return loaders;
}

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
 * Pages of the course layout whose URL, for a course not the candidate's, is "not found" rather than
 * spec 2's log-out: issue 19's imaging pages (features/imaging/routes.tsx says why).
 */
const notFoundForOtherCourses = new Set(['imaging']);

/** spec 2: the course must be one of the candidate's active courses (course-loaders.ts, checkCourse). */
async function courseLoader(args: LoaderFunctionArgs): Promise<CourseLoaderData> {
  const loaders = loadCourseLoaders();
  const data = await guard(args);
  // /course/{courseName}/{candidateSOSId}/{segment}/...
  const segment = new URL(args.request.url).pathname.split('/')[4] ?? '';
  return (await loaders).checkCourse(data, notFoundForOtherCourses.has(segment) ? 'not-found' : 'log-out');
}

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
  // page()'s `lazy` asks for a lazy prefetch's module first; the loader is this one.
  const route = page(path, title, courseAccess, load, options.prefetch);
  return {
    ...route,
    loader: async (args: LoaderFunctionArgs): Promise<GuardedData> => {
      // As page(): the query cache's chunk (and a lazy prefetch's) downloads while the guards run.
      const pending = preparePrefetch(options.prefetch);
      const loaders = options.area ? loadCourseLoaders() : undefined;
      const data = await guard(args);
      if (options.area && loaders) {
        const denied = await (await loaders).deniedArea(args, data, options.area);
        if (denied) throw redirect(denied);
      }
      await startPrefetch(pending, data, new URL(args.request.url));
      return data;
    },
  };
}

/** A route of the course that only sends on (guards first; course-loaders.ts says where). */
function courseRedirect(
  path: string,
  to: (
    loaders: typeof import('./course-loaders'),
    args: LoaderFunctionArgs,
    data: GuardedData,
  ) => Promise<string> | string,
): RouteObject {
  return {
    path,
    loader: async (args: LoaderFunctionArgs) => {
      const loaders = loadCourseLoaders();
      const data = await guard(args);
      return redirect(await to(await loaders, args, data));
    },
  };
}

const loadComingPage = () => import('./pages/feature-coming-page');

/** spec 2: the course menu's pages owned by later issues: a "coming" state behind their feature, never a 404. */
const landedPages: readonly ComingCoursePage[] = ['webinar', 'quizzes', 'systemQuizzes', 'liveClass', 'assignments', 'search', 'feedback', 'teacherSupport', 'stats', 'leaderBoard'];
const comingPages = (Object.keys(comingCoursePages) as ComingCoursePage[])
  .filter((segment) => !landedPages.includes(segment))
  .flatMap((segment) => {
    const { label, area } = comingCoursePages[segment];
    const options = area ? { area } : {};
    return [coursePage(segment, label, loadComingPage, options)];
  });

const loadTestInfoPage = () => import('./pages/test-info-page');
const loadTestResultPage = () => import('./pages/test-result-page');
/** spec 2: the quiz routes' prefix of a quiz of the course hierarchy. */
const QUIZ_PLACE = ':subjectName/:subjectId/:group/:groupName/:sosDetailId/quiz';

/** spec 2: /quizzes (Quizzes) and /systemQuizzes (AIQuizzes), their info and result pages. */
const quizPages: RouteObject[] = [
  coursePage('quizzes', comingCoursePages.quizzes.label, () => import('./pages/quizzes-page'), {
    area: 'quizzes',
    prefetch: lazyPrefetch('prefetchQuizzes'),
  }),
  coursePage(
    'systemQuizzes',
    comingCoursePages.systemQuizzes.label,
    () => import('./pages/system-quizzes-page'),
    {
      area: 'systemQuizzes',
      prefetch: lazyPrefetch('prefetchSystemQuizzes'),
    },
  ),
  coursePage(
    `${QUIZ_PLACE}/info/:testId/:sosDetailTestId/:isExpired/:dueDate?`,
    'Quiz',
    loadTestInfoPage,
    {
      area: 'quizzes',
      prefetch: lazyPrefetch('prefetchTestInfo'),
    },
  ),
  coursePage(':subjectName/:subjectId/:type/info/:testId/:dueDate?', 'AI quiz', loadTestInfoPage, {
    area: 'systemQuizzes',
    prefetch: lazyPrefetch('prefetchTestInfo'),
  }),
  coursePage(`${QUIZ_PLACE}/result/:testId/:sosDetailTestId`, 'Quiz result', loadTestResultPage, {
    area: 'quizzes',
    prefetch: lazyPrefetch('prefetchTestResult'),
  }),
  // Beyond the spec (issue 13): the wrong answers of every finished quiz and test of the course.
  coursePage('mistakes', 'Mistake bank', () => import('./pages/mistake-bank-page')),
  coursePage(':subjectName/:subjectId/:type/result/:testId', 'AI quiz result', loadTestResultPage, {
    area: 'systemQuizzes',
    prefetch: lazyPrefetch('prefetchTestResult'),
  }),
];

/** spec 2: /assignments and an assignment's detail (Assignments feature). */
const assignmentPages: RouteObject[] = [
  coursePage('assignments', comingCoursePages.assignments.label, () => import('./pages/assignments-page'), {
    area: 'assignments',
    prefetch: lazyPrefetch('prefetchAssignments'),
  }),
  coursePage(
    ':subjectName/:subjectId/:group/:groupName/:sosDetailId/assignmentDetail/:assignmentId/:sosDetailAssignmentId/:isExpired/:dueDate?',
    'Assignment',
    () => import('./pages/assignment-detail-page'),
    { area: 'assignments', prefetch: lazyPrefetch('prefetchAssignment') },
  ),
];

/** spec 2: /search and /search/detail/{searchText} (Search feature). */
const searchPages: RouteObject[] = [
  coursePage('search', comingCoursePages.search.label, () => import('./pages/search-page'), { area: 'search' }),
  coursePage('search/detail/:searchText', 'Search results', () => import('./pages/search-detail-page'), { area: 'search' }),
];

/** spec 2: /feedback (no package feature). */
const feedbackPage = coursePage('feedback', comingCoursePages.feedback.label, () => import('./pages/feedback-page'));

/** spec 2: /teacherSupport (TeacherSupport feature, issue 14). */
const teacherSupportPage = coursePage('teacherSupport', comingCoursePages.teacherSupport.label, () => import('./pages/teacher-support-page'), {
  area: 'teacherSupport',
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
    courseRedirect(':subjectName/:subjectId/:group/:groupName/activities', (loaders, args) =>
      loaders.activitiesPath(args),
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
    courseRedirect('continue', (loaders, args, data) => loaders.continuePath(args, data)),
    // spec 2: the course's /profile and /notifications are the candidate's own pages.
    redirectRoute('profile', '/dashboard/profile', courseAccess),
    redirectRoute('notifications', '/dashboard/notifications', courseAccess),
    ...quizPages,
    // spec 2: /liveClass needs LiveLectures or LiveDoubts (issue 15).
    coursePage('liveClass', comingCoursePages.liveClass.label, () => import('./pages/live-class-page'), {
      area: 'liveClass',
      prefetch: lazyPrefetch('prefetchLiveClasses'),
    }),
    ...assignmentPages,
    ...searchPages,
    feedbackPage,
    teacherSupportPage,
    // spec 2: /stats (Stats) and /leaderBoard (Leaderboard), issue 17; recharts only in /stats' chunks.
    coursePage('stats', comingCoursePages.stats.label, () => import('./pages/stats-page'), {
      area: 'stats',
      prefetch: lazyPrefetch('prefetchStats'),
    }),
    coursePage('leaderBoard', comingCoursePages.leaderBoard.label, () => import('./pages/leader-board-page'), {
      area: 'leaderBoard',
      prefetch: lazyPrefetch('prefetchLeaderBoard'),
    }),
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
  prefetch: PrefetchSource,
): RouteObject {
  const access: RouteGuardMeta = {
    ...RouteAccess.candidate,
    blockedOnMobile: true,
    encryptedParams,
  };
  const quizGuard = guardedLoader(access);
  return {
    ...page(path, title, access, load, prefetch),
    loader: async (args: LoaderFunctionArgs): Promise<CourseLoaderData> => {
      const pending = preparePrefetch(prefetch);
      const loaders = loadCourseLoaders();
      const data = await quizGuard(args);
      const { checkCourse, deniedArea } = await loaders;
      const checked = await checkCourse(data);
      const denied = await deniedArea(args, data, area);
      if (denied) throw redirect(denied);
      await startPrefetch(pending, data, new URL(args.request.url));
      return checked;
    },
  };
}

/** spec 2: the quiz section needs a default course (else the dashboard): /quiz and /quiz/attempt open its quizzes. */
async function defaultCourseQuizzes(args: LoaderFunctionArgs) {
  const loaders = loadCourseLoaders();
  await sectionGuard(args);
  return redirect(await (await loaders).defaultCoursePath('quizzes'));
}

const QUIZ_SECTION_PLACE =
  ':courseName/:candidateSOSId/:subjectName/:subjectId/:group/:groupName/:sosDetailId';
const SYSTEM_SECTION_PLACE = ':courseName/:candidateSOSId/:subjectName/:subjectId/:type';
const loadAttemptPage = () => import('./pages/test-attempt-page');
const loadDetailPage = () => import('./pages/test-detail-page');

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
    lazyPrefetch('prefetchAttempt'),
  ),
  quizSectionPage(
    `${QUIZ_SECTION_PLACE}/detail/:testId/:sosDetailTestId`,
    'Quiz answers',
    loadDetailPage,
    'quizzes',
    ['candidateSOSId', 'groupName', 'sosDetailId'],
    lazyPrefetch('prefetchTestDetail'),
  ),
  quizSectionPage(
    `${SYSTEM_SECTION_PLACE}/attempt/:testId`,
    'AI quiz',
    loadAttemptPage,
    'systemQuizzes',
    ['candidateSOSId', 'subjectId', 'testId'],
    lazyPrefetch('prefetchAttempt'),
  ),
  quizSectionPage(
    `${SYSTEM_SECTION_PLACE}/detail/:testId`,
    'AI quiz answers',
    loadDetailPage,
    'systemQuizzes',
    ['candidateSOSId', 'subjectId', 'testId'],
    lazyPrefetch('prefetchTestDetail'),
  ),
];

/** spec 2: /course redirects to /course/subjects: the subjects of the default course (/course/setting), else the dashboard. */
async function defaultCourseSubjects(args: LoaderFunctionArgs) {
  const loaders = loadCourseLoaders();
  await sectionGuard(args);
  return redirect(await (await loaders).defaultCoursePath('subjects'));
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
    page('webinar', comingCoursePages.webinar.label, sectionAccess, () => import('./pages/webinar-page'), lazyPrefetch('prefetchWebinars')),
    // Beyond the spec (issue 15): the study agenda of every course.
    page('agenda', 'Agenda', sectionAccess, () => import('./pages/agenda-page'), lazyPrefetch('prefetchAgenda')),
    // spec 2: the meeting room (LiveLectures or LiveDoubts: the server checks the enrolment's package; ids in the query).
    page('candidate/meeting', 'Meeting room', sectionAccess, () => import('./pages/meeting-page')),
    // Beyond the spec: a link that knows only the enrolment (a notification's target) finds its course.
    {
      path: 'enrolment/:sosId/:page',
      loader: async (args: LoaderFunctionArgs) => {
        const loaders = loadCourseLoaders();
        await sectionGuard(args);
        return redirect(await (await loaders).enrolmentPath(args));
      },
    },
    coursePages,
  ],
  quiz: quizSection,
};
