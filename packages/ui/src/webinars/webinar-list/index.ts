export { WebinarList, type WebinarListProps } from './webinar-list';
