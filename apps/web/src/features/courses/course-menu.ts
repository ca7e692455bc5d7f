import type { GatedArea } from '@portal/domain';

/**
 * The course menu's pages owned by later issues (spec 2: stats, leaderBoard, liveClass, quizzes,
 * systemQuizzes, search, feedback, teacherSupport, assignments; webinar outside the prefix). Until
 * their issue lands each shows a clear "coming" state (behind its package feature, like the page
 * it stands for), never a 404. Keyed by the spec's path segment. Landed pages (routes.tsx:
 * quizzes, AI quizzes, live classes, assignments, search, feedback, webinars, stats and the
 * leaderboard) still read their label, feature and description here.
 */
export const comingCoursePages = {
  stats: {
    label: 'Stats',
    area: 'stats',
    description: 'Your accuracy, progress and subject scores in this course, drawn from the tests and activities you complete.',
  },
  leaderBoard: {
    label: 'Leaderboard',
    area: 'leaderBoard',
    description: 'Where you stand among the students of this course, updated as everyone completes tests.',
  },
  liveClass: {
    label: 'Live classes',
    area: 'liveClass',
    description: 'Upcoming live lectures and doubt sessions of this course, their schedules, and the classes you subscribed to.',
  },
  quizzes: {
    label: 'Quizzes',
    area: 'quizzes',
    description: "The course's quizzes to attempt, with your results and the answers explained.",
  },
  systemQuizzes: {
    label: 'AI quizzes',
    area: 'systemQuizzes',
    description: 'Adaptive quizzes made for you from the topics you find hardest.',
  },
  search: {
    label: 'Search',
    area: 'search',
    description: "Search the course's videos, readings and tests.",
  },
  feedback: {
    label: 'Feedback',
    area: undefined,
    description: 'Tell your teachers how each subject of the course is going for you.',
  },
  teacherSupport: {
    label: 'Teacher support',
    area: 'teacherSupport',
    description: 'Ask your teachers a question about this course and read their answers.',
  },
  assignments: {
    label: 'Assignments',
    area: 'assignments',
    description: "The course's assignments, their due dates, your submissions and the teachers' reviews.",
  },
  webinar: {
    label: 'Webinars',
    area: undefined,
    description: 'Past, current and upcoming webinars of your courses, to join or watch again.',
  },
} as const satisfies Record<string, { label: string; area: GatedArea | undefined; description: string }>;

export type ComingCoursePage = keyof typeof comingCoursePages;

const isComingPage = (segment: string | undefined): segment is ComingCoursePage => segment !== undefined && Object.hasOwn(comingCoursePages, segment);

/**
 * The coming page a path stands for: the segment after /course/{courseName}/{candidateSOSId}, or
 * after /course for the pages outside the prefix (/course/webinar).
 */
export function comingPageOf(pathname: string): ComingCoursePage | undefined {
  const [, second, , fourth] = pathname.split('/').filter(Boolean);
  const segment = fourth ?? second;
  return isComingPage(segment) ? segment : undefined;
}
