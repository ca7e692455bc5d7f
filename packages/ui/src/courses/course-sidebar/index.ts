export { CourseSidebar, type CourseNavItem, type CourseSidebarProps } from './course-sidebar';
