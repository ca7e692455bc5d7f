// The `courses` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export { ActivityTree, activityKey, type ActivityTreeProps } from './activity-tree';
export {
  ActivityTypeIcon,
  activityTypeLabel,
  type ActivityTypeIconProps,
} from './activity-type-icon';
export { BookmarkList, type BookmarkListProps } from './bookmark-list';
export { ContentTypeFilter, type ContentTypeFilterProps } from './content-type-filter';
export {
  CourseBreadcrumbs,
  type CourseBreadcrumbTarget,
  type CourseBreadcrumbsProps,
} from './course-breadcrumbs';
export { CourseCard, type CourseCardProps } from './course-card';
export { CourseSidebar, type CourseNavItem, type CourseSidebarProps } from './course-sidebar';
export { NoteList, type NoteListProps } from './note-list';
export { RatingStars, type RatingStarsProps } from './rating-stars';
export { ReadingView, type ReadingViewProps } from './reading-view';
export {
  ReportProblemDialog,
  type ProblemReport,
  type ReportProblemDialogProps,
} from './report-problem-dialog';
export { SubjectCard, type SubjectCardProps } from './subject-card';
export { VideoFrame, videoEmbedUrl, type VideoFrameProps } from './video-frame';
