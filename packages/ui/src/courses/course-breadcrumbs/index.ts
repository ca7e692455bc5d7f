export {
  CourseBreadcrumbs,
  type CourseBreadcrumbTarget,
  type CourseBreadcrumbsProps,
} from './course-breadcrumbs';
