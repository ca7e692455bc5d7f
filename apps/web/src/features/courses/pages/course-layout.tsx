import { Link, Outlet, useLocation, useParams, useRouteLoaderData } from 'react-router-dom';
import { CourseSidebar, type CourseNavItem, type CourseNavLinkProps } from '@portal/ui';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';
import { comingCoursePages, type ComingCoursePage } from '../course-menu';
import {
  bookmarksPath,
  COURSE_SETTING_PATH,
  COURSE_WEBINAR_PATH,
  courseChildPath,
  miscellaneousVideosPath,
  notesPath,
  subjectsPath,
} from '../course-paths';

/** The later issues' pages in the menu's order (each shows its "coming" state until it lands). */
const comingInMenu: readonly Exclude<ComingCoursePage, 'webinar'>[] = [
  'stats',
  'quizzes',
  'systemQuizzes',
  'assignments',
  'liveClass',
  'leaderBoard',
  'search',
  'teacherSupport',
  'feedback',
];

function routerLink({ href, children, ...props }: CourseNavLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

/** The course section's frame: the course's name, its side navigation, the routed page. */
export default function CourseLayout() {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const { pathname } = useLocation();
  const root = { courseName, encryptedSosId: candidateSOSId };
  // Every entry leads to a page (a later issue's shows its "coming" state): never a 404 (issue 12).
  // Entries the package does not include show locked; their URL goes to the access-denied page.
  const items: CourseNavItem[] = [
    { id: 'subjects', label: 'Subjects', href: subjectsPath(root) },
    { id: 'notes', label: 'Notes', href: notesPath(root), area: 'notes' },
    { id: 'bookmarks', label: 'Bookmarks', href: bookmarksPath(root), area: 'bookmarks' },
    {
      id: 'miscellaneousVideos',
      label: 'Miscellaneous videos',
      href: miscellaneousVideosPath(root),
    },
    ...comingInMenu.map((segment) => {
      const entry = comingCoursePages[segment];
      return {
        id: segment,
        label: entry.label,
        href: courseChildPath(root, segment),
        area: entry.area,
      };
    }),
    { id: 'webinar', label: comingCoursePages.webinar.label, href: COURSE_WEBINAR_PATH },
    { id: 'setting', label: 'Course settings', href: COURSE_SETTING_PATH },
    { id: 'dashboard', label: 'All my courses', href: '/dashboard' },
  ];
  // /course/{courseName}/{candidateSOSId}/{segment}/...
  const segment = pathname.split('/')[4];
  const activeId = items.some((item) => item.id === segment) ? segment : undefined;
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <aside className="md:w-56 md:shrink-0">
        <p className="mb-2 px-3 text-sm font-semibold text-muted-foreground">{course.CourseName}</p>
        <CourseSidebar
          packageFeatures={course.Subscription.PackageFeatures}
          items={items}
          activeId={activeId}
          renderLink={routerLink}
        />
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
