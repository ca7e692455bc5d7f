import { Link, Outlet, useLocation, useParams, useRouteLoaderData } from 'react-router-dom';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { imagingStudiesQueryOptions } from '@portal/api';
import { Button, CourseSidebar, type CourseNavItem, type CourseNavLinkProps } from '@portal/ui';
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
import { apiClient } from '../../../shared/services';
import { AGENDA_PATH } from '../../../shared/agenda/agenda-links';

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
  // Issue 19: "Imaging studies" is in the menu of the courses that have studies (asked in the
  // background; the menu shows without it until the answer comes).
  const imaging = useQuery(imagingStudiesQueryOptions(apiClient, course.CandidateSOSId));
  const hasStudies = (imaging.data?.Studies.length ?? 0) > 0;
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
    ...(hasStudies
      ? [{ id: 'imaging', label: 'Imaging studies', href: courseChildPath(root, 'imaging') }]
      : []),
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
    { id: 'agenda', label: 'Agenda', href: AGENDA_PATH },
    { id: 'setting', label: 'Course settings', href: COURSE_SETTING_PATH },
    { id: 'dashboard', label: 'All my courses', href: '/dashboard' },
  ];
  // /course/{courseName}/{candidateSOSId}/{segment}/...
  const segment = pathname.split('/')[4];
  const activeId = items.some((item) => item.id === segment) ? segment : undefined;
  const current = items.find((item) => item.id === activeId);
  // On a phone the sixteen entries would push every page's content below the fold: the menu folds
  // behind a button naming where the student is, and folds again after each choice.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === pathname;
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <aside className="md:w-56 md:shrink-0">
        <p className="mb-2 px-3 text-sm font-semibold text-muted-foreground">{course.CourseName}</p>
        <Button
          variant="outline"
          content="spread"
          className="w-full md:hidden"
          aria-expanded={menuOpen}
          aria-controls="course-menu"
          onClick={() => setOpenAt(menuOpen ? null : pathname)}
        >
          <span>Course menu{current ? `: ${current.label}` : ''}</span>
          <span aria-hidden>{menuOpen ? '▴' : '▾'}</span>
        </Button>
        <div id="course-menu" className={menuOpen ? 'mt-2 md:mt-0' : 'hidden md:block'}>
          <CourseSidebar
            packageFeatures={course.Subscription.PackageFeatures}
            items={items}
            activeId={activeId}
            renderLink={routerLink}
          />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
