import { Outlet, useLocation, useParams, useRouteLoaderData } from 'react-router-dom';
import { CourseSidebar, type CourseNavItem } from '@portal/ui';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';
import { bookmarksPath, notesPath, subjectsPath } from '../course-paths';

/** The course section's frame: the course's name, its side navigation, the routed page. */
export default function CourseLayout() {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const { pathname } = useLocation();
  const root = { courseName, encryptedSosId: candidateSOSId };
  // Only pages that exist are listed: a course menu never leads to a 404 (issue 12).
  const items: CourseNavItem[] = [
    { id: 'subjects', label: 'Subjects', href: subjectsPath(root) },
    { id: 'notes', label: 'Notes', href: notesPath(root), area: 'notes' },
    { id: 'bookmarks', label: 'Bookmarks', href: bookmarksPath(root), area: 'bookmarks' },
    { id: 'dashboard', label: 'All my courses', href: '/dashboard' },
  ];
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <aside className="md:w-56 md:shrink-0">
        <p className="mb-2 px-3 text-sm font-semibold text-muted-foreground">{course.CourseName}</p>
        <CourseSidebar packageFeatures={course.Subscription.PackageFeatures} items={items} activeId={['subjects', 'notes', 'bookmarks'].find((id) => pathname.endsWith(`/${id}`))} />
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
