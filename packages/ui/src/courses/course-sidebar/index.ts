export { CourseSidebar, type CourseNavItem, type CourseNavLinkProps, type CourseSidebarProps } from './course-sidebar';
