import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { isCancelledRequest, myCoursesQueryOptions, resumePointsQueryOptions } from '@portal/api';
import { AlertType, CourseType, defaultCourseOf, type GatedArea } from '@portal/domain';
import { config } from '../../shared/config';
import type { GuardedData } from '../../shared/routing/guarded-loader';
import { GuardPaths } from '../../shared/routing/run-guards';
import { apiClient, feedback, loadQueryClient, logout } from '../../shared/app-state';
import { decideCourseAccess, featureDeniedRedirect, refuseCourse } from './course-access';
import {
  atSecond,
  contentPath,
  courseChildPath,
  ENROLMENT_PAGES,
  subjectActivityPath,
  subjectsPath,
  type CourseRoot,
} from './course-paths';
import { readCoursePreferences } from './course-preferences';
import { sosIdOf, type CourseLoaderData } from './course-route';

/*
 * What the course section's loaders decide once the guards allowed a route (routes.tsx): in a
 * module of its own, loaded while the guards run, so the course rules, paths and stored
 * preferences (validated with zod) stay out of the entry every route loads (issue #10).
 */

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

/** The course root as it is in the URL (courseName decoded by the router, candidateSOSId still encrypted). */
const rootOf = (args: LoaderFunctionArgs): CourseRoot => ({
  courseName: args.params.courseName ?? '',
  encryptedSosId: args.params.candidateSOSId ?? '',
});

/**
 * spec 2: on entry the active courses load; a course or subject not among them logs out and shows
 * (every loader of the match gets all its params, so a subject page's subjectId is checked here too)
 * 'Unauthorized access' after 2 s. The server refuses such ids too (404), so this is the portal's
 * half of the same check.
 */
export async function checkCourse(data: GuardedData, otherCourse: 'log-out' | 'not-found' = 'log-out'): Promise<CourseLoaderData> {
  const { Courses } = await activeCourses();
  const decision = decideCourseAccess(
    Courses,
    data.params.candidateSOSId ?? '',
    data.params.subjectId,
  );
  if (decision.kind === 'not-found' || (decision.kind === 'unauthorized' && otherCourse === 'not-found')) throw redirect(GuardPaths.pageNotFound);
  if (decision.kind === 'unauthorized') {
    refuseCourse(
      () => logout({ navigate: false }),
      (message) => feedback.alert(AlertType.danger, message),
    );
    throw redirect(GuardPaths.login);
  }
  return { ...data, course: decision.course };
}

/** A package without `area`'s feature goes to the access-denied page (spec 2 and 6); null: allowed. */
export async function deniedArea(
  args: LoaderFunctionArgs,
  data: GuardedData,
  area: GatedArea,
): Promise<string | null> {
  const { Courses } = await activeCourses();
  return featureDeniedRedirect(Courses, sosIdOf(data), area, rootOf(args));
}

/** spec 2: .../activities goes to the subject activity page (this portal keeps no "previous route" there). */
export function activitiesPath(args: LoaderFunctionArgs): string {
  return subjectActivityPath(
    rootOf(args),
    { SubjectName: args.params.subjectName ?? '', SubjectId: Number(args.params.subjectId) },
    args.params.groupName,
  );
}

/** Beyond the spec: where the student left off, asked fresh (a video's second moves while it plays). */
export async function continuePath(args: LoaderFunctionArgs, data: GuardedData): Promise<string> {
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
}

/**
 * Beyond the spec: /course/enrolment/{id}/{page} sends a link that knows only the enrolment (a
 * notification's target) to that course's page; an enrolment that is not the student's active
 * course, or a page not on the list, is not found.
 */
export async function enrolmentPath(args: LoaderFunctionArgs): Promise<string> {
  const page = ENROLMENT_PAGES.find((candidate) => candidate === args.params.page);
  const sosId = Number(args.params.sosId);
  if (!page || !Number.isSafeInteger(sosId) || sosId <= 0) return GuardPaths.pageNotFound;
  const { Courses } = await activeCourses();
  const course = Courses.find((entry) => entry.CandidateSOSId === sosId);
  if (!course) return GuardPaths.pageNotFound;
  const { encryptValue } = await import('../../platform/crypto');
  return courseChildPath(
    {
      courseName: course.CourseName,
      encryptedSosId: encryptValue(String(course.CandidateSOSId), config.routeEncryptionKey),
    },
    page,
  );
}

/**
 * spec 2: /course goes to the subjects of the default course (/course/setting), /quiz to its
 * quizzes; without a course, the dashboard.
 */
export async function defaultCoursePath(
  child: 'subjects' | 'quizzes' = 'subjects',
): Promise<string> {
  const { Courses } = await activeCourses();
  const course = defaultCourseOf(Courses, readCoursePreferences().DefaultCandidateSOSId);
  if (!course) return GuardPaths.dashboard;
  const { encryptValue } = await import('../../platform/crypto');
  return courseChildPath(
    {
      courseName: course.CourseName,
      encryptedSosId: encryptValue(String(course.CandidateSOSId), config.routeEncryptionKey),
    },
    child,
  );
}
