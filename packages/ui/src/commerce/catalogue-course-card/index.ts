export { CatalogueCourseCard, type CatalogueCourseCardProps } from './catalogue-course-card';
